// A floor test world: the standard world plus, in the own lounge, auto and normal seats, fee rules and prices.
import type { Db } from "../db/client";
import { buildFeeRule, buildPriceTable, buildSeat } from "../seed/factories";
import { startTestServer } from "./harness";
import { buildWorld } from "./world";

/** Men pay 500 yen share / 200 yen solo per 10 minutes per person at every hour; ladies nothing. */
export async function buildFloorWorld(db: Db) {
  const world = await buildWorld(db);
  const normalRule = await buildFeeRule(db, world.own.id, { label: "通常", row_order: 1 });
  const vipRule = await buildFeeRule(db, world.own.id, { label: "VIP", vip: true, row_order: 2 });
  const specialRule = await buildFeeRule(db, world.own.id, {
    label: "特別料金",
    other_flag: true,
    flat_price_per_person: 5000,
    row_order: 3,
  });
  for (const rule of [normalRule, vipRule, specialRule])
    await buildPriceTable(db, world.own.id, rule.id);
  const autoSeats = [];
  for (let i = 0; i < 6; i++) {
    autoSeats.push(
      await buildSeat(db, world.own.id, { name: `A${i + 1}`, seat_type: "auto", col: i, row: 0 }),
    );
  }
  const normalSeats = [];
  for (let i = 0; i < 3; i++) {
    normalSeats.push(
      await buildSeat(db, world.own.id, { name: `N${i + 1}`, seat_type: "normal", col: i, row: 1 }),
    );
  }
  const otherSeat = await buildSeat(db, world.other.id, { name: "X1", seat_type: "auto" });
  const otherRule = await buildFeeRule(db, world.other.id, { label: "通常" });
  await buildPriceTable(db, world.other.id, otherRule.id);
  return {
    ...world,
    normalRule,
    vipRule,
    specialRule,
    autoSeats,
    normalSeats,
    otherSeat,
    otherRule,
  };
}

export type FloorWorld = Awaited<ReturnType<typeof buildFloorWorld>>;

/** A real server on its own database with the floor world, and its staff and manager signed in. */
export async function startFloorServer(options?: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  const world = await buildFloorWorld(server.database.db);
  const staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
  const manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  return { server, world, staff, manager };
}

export const enterBody = (
  seatId: number,
  gender: "mens" | "ladys",
  num: number,
  extra: { fee_rule?: number; matched_group_ids?: number[] } = {},
) => ({
  customer_group: {
    seat_id: seatId,
    mens: gender === "mens" ? num : 0,
    ladys: gender === "ladys" ? num : 0,
    ...extra,
  },
});
