// お預かり and お釣り over HTTP: what the guest handed over for the cash share is stored with the
// change the server computes, returned by settling, the detail and the search; less than the cash
// share is refused and settles nothing; a corrected cash share resets them.
import { MAX_STORED_YEN } from "@lounge-office/domain/accounting";
import {
  CASH_TENDERED_SHORT_MESSAGE,
  CASH_TENDERED_WITHOUT_CASH_MESSAGE,
} from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settlements } from "../../db/schema";
import { startAccountingFloor } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

const seatPair = () => floor.seatPair();
const billOf = (ids: number[], extra?: string) => floor.billOf(ids, extra);
const settleBody: (typeof floor)["settleBody"] = (...args) => floor.settleBody(...args);
const settleAs: (typeof floor)["settleAs"] = (...args) => floor.settleAs(...args);

describe("お預かり and お釣り", () => {
  /** A group whose bill is exactly `total` yen (a fresh stay costs 0: the rest is an extra charge). */
  async function billed(total: number) {
    const { men } = await seatPair();
    return { men, extra: { extra_charges: { [men]: total } } };
  }
  const stored = async (settlementId: number) =>
    (
      await floor.server.database.db
        .select({ cash_tendered: settlements.cash_tendered, change: settlements.change })
        .from(settlements)
        .where(eq(settlements.id, settlementId))
    )[0];

  it("a ¥20,000 note for a ¥13,760 cash bill: the server's change, stored and returned", async () => {
    const { men, extra } = await billed(13_760);
    // A change the tablet might send is not part of the call: the server computes it.
    const body = settleBody(
      [men],
      { cash: 13_760, cash_tendered: 20_000 },
      { ...extra, change: 1 },
    );
    const res = await settleAs(floor.staff, body, "tendered-note");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [log] = res.body.accounting_logs;
    expect(log).toMatchObject({ cash: 13_760, cash_tendered: 20_000, change: 6240 });
    expect(await stored(log.settlement_id)).toEqual({ cash_tendered: 20_000, change: 6240 });
    const detail = await floor.staff.get(`/accounting_logs/${log.id}`);
    expect(detail.body.accounting_logs[0]).toMatchObject({ cash_tendered: 20_000, change: 6240 });
    const search = await floor.manager.get(`/accounting_logs?customer_group_id=${men}`);
    expect(search.body.rows[0]).toMatchObject({ cash_tendered: 20_000, change: 6240 });
  });

  it("without お預かり the guest handed over exactly the cash share", async () => {
    const { men, extra } = await billed(4200);
    const res = await settleAs(floor.staff, settleBody([men], { cash: 4200 }, extra), "exact");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.accounting_logs[0]).toMatchObject({ cash_tendered: 4200, change: 0 });
    const blank = await billed(3000);
    const typed = settleBody([blank.men], { cash: "3000", cash_tendered: "" }, blank.extra);
    const again = await settleAs(floor.staff, typed, "exact-blank");
    expect(again.body.accounting_logs[0]).toMatchObject({ cash_tendered: 3000, change: 0 });
  });

  it("part cash, part card: the change is on the cash share only", async () => {
    const { men, extra } = await billed(13_760);
    const payments = { cash: 5000, cash_tendered: "10000", credit: 8760 };
    const res = await settleAs(floor.staff, settleBody([men], payments, extra), "tendered-mixed");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.accounting_logs[0]).toMatchObject({
      cash: 5000,
      credit: 8760,
      cash_tendered: 10_000,
      change: 5000,
    });
    // No cash share, nothing handed over: no change.
    const card = await billed(2000);
    const byCard = await settleAs(
      floor.staff,
      settleBody([card.men], { credit: 2000 }, card.extra),
      "tendered-card",
    );
    expect(byCard.body.accounting_logs[0]).toMatchObject({ cash_tendered: 0, change: 0 });
  });

  it("refuses less than the cash share, or money with no cash share, naming the field; nothing settled", async () => {
    const { men, extra } = await billed(13_760);
    const short = settleBody([men], { cash: 13_760, cash_tendered: 10_000 }, extra);
    const res = await settleAs(floor.staff, short, "tendered-short");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CASH_TENDERED_SHORT_MESSAGE);
    expect(res.body.error.fields).toEqual({
      "accounting_log.cash_tendered": CASH_TENDERED_SHORT_MESSAGE,
    });
    const noCash = settleBody([men], { credit: 13_760, cash_tendered: 20_000 }, extra);
    const refused = await settleAs(floor.staff, noCash, "tendered-no-cash");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(CASH_TENDERED_WITHOUT_CASH_MESSAGE);
    const tooLarge = settleBody([men], { cash: 13_760, cash_tendered: MAX_STORED_YEN + 1 }, extra);
    expect((await settleAs(floor.staff, tooLarge, "tendered-huge")).status).toBe(400);
    const search = (await floor.manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.rows).toHaveLength(0);
    expect((await billOf([men])).status).toBe(200);
  });

  it("a corrected cash share was not handed over at the counter: お預かり is the new share, no change", async () => {
    const { men, extra } = await billed(13_760);
    const body = settleBody([men], { cash: 13_760, cash_tendered: 20_000 }, extra);
    const [log] = (await settleAs(floor.staff, body, "tendered-corrected")).body.accounting_logs;
    const comment = await floor.staff.put(`/accounting_logs/${log.id}`, {
      accounting_log: { comment: "常連" },
    });
    expect(comment.body.accounting_logs[0]).toMatchObject({ cash_tendered: 20_000, change: 6240 });
    const corrected = await floor.manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 3760, credit: 10_000, reason: "一部カード払いだった" },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.accounting_logs[0]).toMatchObject({
      cash: 3760,
      cash_tendered: 3760,
      change: 0,
    });
    // The note handed over for the old share stays in the correction's record.
    const detail = (await floor.manager.get(`/accounting_logs/${log.id}`)).body;
    expect(detail.changes[0]).toMatchObject({
      kind: "update",
      before: { cash: 13_760, credit: 0, cash_tendered: 20_000, change: 6240 },
      after: { cash: 3760, credit: 10_000, cash_tendered: 3760, change: 0 },
    });
  });
});
