// Accounting test floor: a real server on its own database, the floor world with a drink on the
// menu, staff and manager sessions, and the calls the accounting tests make again and again.
import { genres, menus } from "../db/schema";
import { enterBody, startFloorServer } from "./floor-world";
import type { TestClient } from "./harness";

/** A fresh group's bill is 0 yen (no minute yet): an extra charge makes its total 1,000. */
export const EXTRA = 1000;
export const withExtra = (id: number) => ({ extra_charges: { [id]: EXTRA } });

export async function startAccountingFloor() {
  const { server, world, staff, manager } = await startFloorServer();
  const db = server.database.db;
  const [genre] = await db
    .insert(genres)
    .values({ lounge_id: world.own.id, name: "ドリンク", genre_kind: "drink" })
    .returning();
  const [drink] = await db
    .insert(menus)
    .values({ lounge_id: world.own.id, genre_id: genre!.id, name: "ハイボール", price: 1500 })
    .returning();
  let seatIndex = 0;

  /** A matched pair at the next seat: two men (通常) and two women. */
  async function seatPair() {
    const seatId = world.autoSeats[seatIndex++ % world.autoSeats.length]!.id;
    const men = (
      await staff.post(
        "/customer_groups",
        enterBody(seatId, "mens", 2, { fee_rule: world.normalRule.id }),
      )
    ).body;
    const ladies = (
      await staff.post(
        "/customer_groups",
        enterBody(seatId, "ladys", 2, { matched_group_ids: [men.id] }),
      )
    ).body;
    return { seatId, men: men.id as number, ladies: ladies.id as number };
  }

  const billOf = (ids: number[], extra = "") =>
    staff.get(
      `/accounting_logs/new?${ids.map((id) => `customer_group_ids[]=${id}`).join("&")}${extra}`,
    );

  const settleBody = (
    ids: number[],
    payments: { cash?: unknown; cash_tendered?: unknown; credit?: unknown; e_money?: unknown },
    extra = {},
  ) => ({
    accounting_log: {
      customer_group_ids: ids,
      staff_id: world.staff.id,
      discount_percent: null,
      comment: "",
      ...payments,
      ...extra,
    },
  });

  const settleAs = (client: TestClient, body: unknown, key: string) =>
    client.post("/accounting_logs", body, { headers: { "idempotency-key": key } });

  return {
    server,
    world,
    staff,
    manager,
    drinkId: drink!.id,
    seatPair,
    billOf,
    settleBody,
    settleAs,
  };
}
