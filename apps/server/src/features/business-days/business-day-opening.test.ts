// Days opened without 開店: by money recorded first, and by the close of a quiet night nobody opened;
// both take the float the last close left in the drawer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountingFloor } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

const dayUrl = (date: string, rest = "") => `/business_days/${floor.world.own.id}/${date}${rest}`;

describe("a day nobody opened", () => {
  it("opens a day by itself when money comes first, with what the last close left", async () => {
    // A day of another lounge would do; the own lounge's earlier day keeps this one apart.
    const date = "2021-03-04";
    const res = await floor.staff.post(dayUrl(date, "/cash_movements"), {
      direction: "out",
      amount: 1000,
      reason: "立替",
    });
    expect(res.status).toBe(201);
    const day = (await floor.staff.get(dayUrl(date))).body;
    expect(day).toMatchObject({ state: "open", opened_automatically: true, paid_out: 1000 });
    // Counting the float afterwards replaces the default one.
    const counted = await floor.staff.post(dayUrl(date, "/open"), { float: 25000 });
    expect(counted.body).toMatchObject({ float: 25000, opened_automatically: false });
    expect((await floor.staff.post(dayUrl("2999-01-01", "/open"), { float: 0 })).status).toBe(422);
  });

  it("closes a quiet day nobody opened with the float the last close left in the drawer", async () => {
    const drawer = { "10000": 1, "5000": 1, "1000": 5 };
    const opened = await floor.manager.post(dayUrl("2021-05-01", "/open"), { counts: drawer });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const first = await floor.manager.post(dayUrl("2021-05-01", "/close"), { counted: drawer });
    expect(first.body).toMatchObject({ state: "closed", difference: 0, next_float: 20000 });

    // The next night nothing happened: the drawer still holds the ¥20,000, and so it is counted.
    expect((await floor.manager.get(dayUrl("2021-05-02"))).body).toMatchObject({
      state: "not_opened",
      float: 0,
      default_float: 20000,
      expected_cash: 20000,
    });
    const quiet = await floor.manager.post(dayUrl("2021-05-02", "/close"), { counted: drawer });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body).toMatchObject({
      state: "closed",
      opened_automatically: true,
      float: 20000,
      expected_cash: 20000,
      counted_cash: 20000,
      difference: 0,
    });
  });
});
