// Seats and fee rules over HTTP: the editor's calls, their validation, and the rules that protect the floor.
import type { BoardGroup } from "@lounge-office/domain/floor";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogs } from "../../db/schema";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const seatNames = async () =>
  ((await manager.get(`/api/v1/seats?lounge_id=${world.own.id}`)).body as { name: string }[]).map(
    (s) => s.name,
  );

describe("seats", () => {
  it("adds, renames and moves a seat", async () => {
    const created = await manager.post("/api/v1/seats", {
      lounge_id: world.own.id,
      name: "V1",
      seat_type: "normal",
      col: 7,
      row: 3,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "V1", seat_type: "normal", col: 7, row: 3 });
    const moved = await manager.put(`/api/v1/seats/${created.body.id}`, {
      name: "V2",
      seat_type: "auto",
      col: 0,
      row: 5,
    });
    expect(moved.body).toMatchObject({ name: "V2", seat_type: "auto", col: 0, row: 5 });
    expect(await seatNames()).toContain("V2");
  });

  it("refuses a duplicate name (409) and bad input (400), changing nothing", async () => {
    const before = await seatNames();
    const duplicate = await manager.post("/api/v1/seats", {
      lounge_id: world.own.id,
      name: "A1",
      seat_type: "auto",
      col: 0,
      row: 0,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe("この席名は既に使われています");
    const blank = await manager.post("/api/v1/seats", {
      lounge_id: world.own.id,
      name: " ",
      seat_type: "auto",
      col: 0,
      row: 0,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("席名を入力してください");
    const badType = await manager.post("/api/v1/seats", {
      lounge_id: world.own.id,
      name: "W1",
      seat_type: "vip",
      col: 0,
      row: 0,
    });
    expect(badType.status).toBe(400);
    expect(await seatNames()).toEqual(before);
  });

  it("retires an empty seat (its name becomes free) and refuses an occupied one", async () => {
    const seat = (
      await manager.post("/api/v1/seats", {
        lounge_id: world.own.id,
        name: "T1",
        seat_type: "auto",
        col: 1,
        row: 6,
      })
    ).body;
    expect((await manager.delete(`/api/v1/seats/${seat.id}`)).status).toBe(200);
    expect(await seatNames()).not.toContain("T1");
    expect(
      (
        await manager.post("/api/v1/seats", {
          lounge_id: world.own.id,
          name: "T1",
          seat_type: "auto",
          col: 1,
          row: 6,
        })
      ).status,
    ).toBe(201);

    const occupied = world.autoSeats[0]!;
    await manager.post("/customer_groups", enterBody(occupied.id, "ladys", 2));
    const refused = await manager.delete(`/api/v1/seats/${occupied.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("お客様が着席中の席は削除できません");
  });
});

describe("fee rules", () => {
  it("adds a rule priced like the lounge's ordinary rule, so its groups can be priced at once", async () => {
    const created = await manager.post("/api/v1/fee_rules", {
      lounge_id: world.own.id,
      label: "学割",
      other_flag: false,
      executive: false,
      vip: false,
      flat_price_per_person: null,
    });
    expect(created.status).toBe(201);
    const group = (
      await manager.post(
        "/customer_groups",
        enterBody(world.autoSeats[3]!.id, "mens", 1, { fee_rule: created.body.id }),
      )
    ).body;
    // Ten minutes in: one unit must be priced from the new rule's own cells.
    await server.database.db
      .update(eventLogs)
      .set({ start_at: new Date(Date.now() - 10 * 60_000 - 5_000) })
      .where(eq(eventLogs.customer_group_id, group.id));
    const totals = (
      await manager.get(`/customer_groups/indexview_json?customer_group_ids[]=${group.id}`)
    ).body;
    expect(totals[0]).toMatchObject({
      id: group.id,
      solo_min: 10,
      calc_error: null,
      calc_total: 200,
    });
  });

  it("edits a rule, validates the flat price, and refuses retiring a rule in use", async () => {
    const rule = (
      await manager.post("/api/v1/fee_rules", {
        lounge_id: world.own.id,
        label: "深夜特別",
        other_flag: true,
        executive: false,
        vip: false,
        flat_price_per_person: 4000,
      })
    ).body;
    const edited = await manager.put(`/api/v1/fee_rules/${rule.id}`, {
      label: "深夜特別",
      other_flag: true,
      executive: false,
      vip: false,
      flat_price_per_person: 4500,
    });
    expect(edited.body.flat_price_per_person).toBe(4500);
    const negative = await manager.put(`/api/v1/fee_rules/${rule.id}`, {
      label: "深夜特別",
      other_flag: true,
      executive: false,
      vip: false,
      flat_price_per_person: -1,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toBe("料金は0円以上で入力してください");

    await manager.post(
      "/customer_groups",
      enterBody(world.normalSeats[0]!.id, "mens", 2, { fee_rule: rule.id }),
    );
    const inUse = await manager.delete(`/api/v1/fee_rules/${rule.id}`);
    expect(inUse.status).toBe(409);
    const unused = (
      await manager.post("/api/v1/fee_rules", {
        lounge_id: world.own.id,
        label: "廃止予定",
        other_flag: false,
        executive: false,
        vip: false,
        flat_price_per_person: null,
      })
    ).body;
    expect((await manager.delete(`/api/v1/fee_rules/${unused.id}`)).status).toBe(200);
    const labels = (
      (await manager.get(`/api/v1/fee_rules?lounge_id=${world.own.id}`)).body as { label: string }[]
    ).map((r) => r.label);
    expect(labels).toContain("深夜特別");
    expect(labels).not.toContain("廃止予定");
  });

  it("keeps a set length and warning lead (time-up alerts), checks they go together, and puts them on the board's groups", async () => {
    const base = { label: "60分セット", other_flag: false, executive: false, vip: false };
    const created = await manager.post("/api/v1/fee_rules", {
      ...base,
      lounge_id: world.own.id,
      flat_price_per_person: null,
      set_minutes: 60,
      warn_lead_minutes: 10,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ set_minutes: 60, warn_lead_minutes: 10 });
    const id = created.body.id as number;
    const stored = async () =>
      (
        (await manager.get(`/api/v1/fee_rules?lounge_id=${world.own.id}`)).body as {
          id: number;
          set_minutes: number | null;
          warn_lead_minutes: number | null;
        }[]
      ).find((r) => r.id === id);

    // An edit that leaves them out keeps them (an older client's save loses nothing).
    const kept = await manager.put(`/api/v1/fee_rules/${id}`, {
      ...base,
      flat_price_per_person: null,
    });
    expect(kept.status).toBe(200);
    expect(await stored()).toMatchObject({ set_minutes: 60, warn_lead_minutes: 10 });

    // Refused, on the field to mend, changing nothing.
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { warn_lead_minutes: 60 },
        "warn_lead_minutes",
        "終了前の通知は、セット時間より短くしてください",
      ],
      [
        { set_minutes: null },
        "set_minutes",
        "終了前の通知を使うには、セット時間を入力してください",
      ],
      [{ set_minutes: 0 }, "set_minutes", "セット時間は1〜720分で入力してください"],
      [{ set_minutes: 721 }, "set_minutes", "セット時間は1〜720分で入力してください"],
      [
        { warn_lead_minutes: 1.5 },
        "warn_lead_minutes",
        "終了前の通知は整数（分）で入力してください",
      ],
    ];
    for (const [change, field, message] of refusals) {
      const res = await manager.put(`/api/v1/fee_rules/${id}`, {
        ...base,
        flat_price_per_person: null,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await stored()).toMatchObject({ set_minutes: 60, warn_lead_minutes: 10 });

    // The board's groups carry their rule's set and lead; a group of a rule without a set, nulls.
    const timed = (
      await manager.post(
        "/customer_groups",
        enterBody(world.autoSeats[5]!.id, "mens", 2, { fee_rule: id }),
      )
    ).body;
    const plain = (
      await manager.post("/customer_groups", enterBody(world.autoSeats[5]!.id, "ladys", 2))
    ).body;
    const board = (await manager.get(`/lounges/entries/board?lounge_id=${world.own.id}`)).body as {
      seats: { group_mens: BoardGroup[]; group_ladys: BoardGroup[] }[];
    };
    const groups = board.seats.flatMap((seat) => [...seat.group_mens, ...seat.group_ladys]);
    expect(groups.find((g) => g.id === timed.id)).toMatchObject({
      set_minutes: 60,
      warn_lead_minutes: 10,
    });
    expect(groups.find((g) => g.id === plain.id)).toMatchObject({
      set_minutes: null,
      warn_lead_minutes: null,
    });

    // Cleared: no set, no lead.
    const cleared = await manager.put(`/api/v1/fee_rules/${id}`, {
      ...base,
      flat_price_per_person: null,
      set_minutes: null,
      warn_lead_minutes: null,
    });
    expect(cleared.body).toMatchObject({ set_minutes: null, warn_lead_minutes: null });
  });
});
