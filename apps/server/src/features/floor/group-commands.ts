// Commands on customer groups: enter a seat, move / re-match, comment, ages, and calls (warnings).
import {
  AppError,
  businessDayOf,
  type CustomerGroupCreate,
  type CustomerGroupUpdate,
  type Gender,
  SPECIAL_FEE_AUTO_SEAT_MESSAGE,
  specialFeeBarsSeat,
} from "@lounge-office/domain";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, feeRules, groupMatches, seats } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { lockSeats, presentGroupsAt, recomposeSeats } from "../../ledger/recompose";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";

const STALE_MESSAGE = "他の端末でこのグループが更新されました。最新の状態を読み込み直してください";

async function findSeat(tx: Executor, seatId: number) {
  const [seat] = await tx.select().from(seats).where(eq(seats.id, seatId));
  if (!seat?.active) throw new AppError("not_found", "席が見つかりません");
  return seat;
}

async function findFeeRule(tx: Executor, loungeId: number, feeRuleId: number | null | undefined) {
  if (feeRuleId == null) {
    // Groups without a chosen rule (ladies, or a default) take the lounge's first ordinary rule.
    const [rule] = await tx
      .select()
      .from(feeRules)
      .where(
        and(
          eq(feeRules.lounge_id, loungeId),
          eq(feeRules.active, true),
          eq(feeRules.other_flag, false),
        ),
      )
      .orderBy(asc(feeRules.row_order), asc(feeRules.id))
      .limit(1);
    return rule ?? null;
  }
  const [rule] = await tx.select().from(feeRules).where(eq(feeRules.id, feeRuleId));
  if (!rule || rule.lounge_id !== loungeId || !rule.active) {
    throw new AppError("validation_failed", "料金区分が正しくありません", {
      fee_rule: "料金区分が正しくありません",
    });
  }
  return rule;
}

function assertSpecialFeeAllowed(
  seat: { seat_type: "auto" | "normal" },
  gender: Gender,
  rule: { other_flag: boolean } | null,
) {
  if (specialFeeBarsSeat(seat.seat_type, gender, rule?.other_flag)) {
    throw new AppError("validation_failed", SPECIAL_FEE_AUTO_SEAT_MESSAGE, {
      seat_id: SPECIAL_FEE_AUTO_SEAT_MESSAGE,
    });
  }
}

/** Matched groups must be present at the seat, of the other gender. */
async function assertMatchable(
  tx: Executor,
  seatId: number,
  gender: string,
  matchedIds: number[],
  selfId?: number,
) {
  if (matchedIds.length === 0) return;
  const here = await presentGroupsAt(tx, [seatId]);
  for (const id of matchedIds) {
    const group = here.find((g) => g.id === id);
    if (!group || group.id === selfId || group.gender === gender) {
      throw new AppError(
        "validation_failed",
        "選択したグループはこの席にいません。最新の状態を読み込み直してください",
        {
          matched_group_ids: "選択したグループはこの席にいません",
        },
      );
    }
  }
}

async function replaceMatches(tx: Executor, groupId: number, matchedIds: number[]) {
  await tx
    .delete(groupMatches)
    .where(or(eq(groupMatches.group_id, groupId), eq(groupMatches.matched_id, groupId)));
  const unique = [...new Set(matchedIds)];
  if (unique.length > 0) {
    await tx.insert(groupMatches).values(
      unique.map((other) => ({
        group_id: Math.min(groupId, other),
        matched_id: Math.max(groupId, other),
      })),
    );
  }
}

function assertAges(ageList: { num: number }[], num: number) {
  const total = ageList.reduce((sum, a) => sum + a.num, 0);
  if (total > num) {
    throw new AppError(
      "validation_failed",
      `年齢の人数の合計が組の人数（${num}名）を超えています`,
      {
        age_list: "年齢の人数の合計が組の人数を超えています",
      },
    );
  }
}

/** A new group sits down at a seat (the seat is locked first, as every change of who sits where). */
export async function enterGroup(
  tx: Executor,
  actor: Actor,
  input: CustomerGroupCreate["customer_group"],
) {
  const seat = await findSeat(tx, input.seat_id);
  authorize(actor, "floor.use", { loungeId: seat.lounge_id });
  const now = await lockSeats(tx, [seat.id]);
  // Read again under the lock: a retirement that held it first has committed by now.
  await findSeat(tx, seat.id);
  const gender = input.mens > 0 ? "mens" : "ladys";
  const num = gender === "mens" ? input.mens : input.ladys;
  const rule = await findFeeRule(tx, seat.lounge_id, gender === "mens" ? input.fee_rule : null);
  assertSpecialFeeAllowed(seat, gender, rule);
  assertAges(input.age_list, num);
  await assertMatchable(tx, seat.id, gender, input.matched_group_ids);
  const lounge = await findLounge(tx, seat.lounge_id);
  const [group] = await tx
    .insert(customerGroups)
    .values({
      lounge_id: seat.lounge_id,
      gender,
      num,
      fee_rule_id: rule?.id ?? null,
      seat_id: seat.id,
      age_list: input.age_list,
      service_start_at: now,
      business_day: businessDayOf(now.toISOString(), {
        timeZone: lounge.time_zone,
        cutoff: lounge.business_day_cutoff,
      }),
    })
    .returning();
  if (!group) throw new AppError("internal");
  await replaceMatches(tx, group.id, input.matched_group_ids);
  await recomposeSeats(tx, seat.lounge_id, [seat.id], now);
  await publish(tx, { type: "seat", lounge_id: seat.lounge_id, seat_ids: [seat.id] });
  return group;
}

/** A move (seat, count, matches), a comment edit or an age edit; a stale lock_version is a 409. */
export async function updateGroup(
  tx: Executor,
  actor: Actor,
  id: number,
  input: CustomerGroupUpdate["customer_group"],
) {
  const [before] = await tx.select().from(customerGroups).where(eq(customerGroups.id, id));
  if (!before) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "floor.use", { loungeId: before.lounge_id });
  if (before.state !== "present") throw new AppError("conflict", "このグループは既に会計済みです");
  const moving = input.seat_id !== undefined || input.matched_group_ids !== undefined;
  const destination = moving ? await findSeat(tx, input.seat_id ?? before.seat_id) : null;
  if (destination && destination.lounge_id !== before.lounge_id) {
    throw new AppError("validation_failed", "他の店舗の席には移動できません");
  }
  const now = await lockSeats(tx, destination ? [before.seat_id, destination.id] : []);
  // Read again under the lock: a retirement that held it first has committed by now.
  if (destination) await findSeat(tx, destination.id);
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (group?.state !== "present") throw new AppError("conflict", STALE_MESSAGE);
  if (input.lock_version !== undefined && input.lock_version !== group.lock_version) {
    throw new AppError("conflict", STALE_MESSAGE);
  }
  if (moving && input.lock_version === undefined) {
    throw new AppError("validation_failed", "lock_version を指定してください");
  }
  let num = group.num;
  const count = group.gender === "ladys" ? input.ladys : input.mens;
  if (count !== undefined && count > 0) num = count;
  const changes: Partial<typeof customerGroups.$inferInsert> = {};
  if (num !== group.num) changes.num = num;
  if (input.comment !== undefined) changes.comment = input.comment.trim();
  if (input.age_list !== undefined) {
    assertAges(input.age_list, num);
    changes.age_list = input.age_list;
  } else if (num < group.num) {
    assertAges(group.age_list, num);
  }
  if (destination) {
    const [rule] = group.fee_rule_id
      ? await tx.select().from(feeRules).where(eq(feeRules.id, group.fee_rule_id))
      : [null];
    assertSpecialFeeAllowed(destination, group.gender, rule ?? null);
    const matched = input.matched_group_ids ?? [];
    await assertMatchable(tx, destination.id, group.gender, matched, group.id);
    if (destination.id !== group.seat_id) {
      changes.seat_id = destination.id;
      // A move clears the group's call.
      changes.warn_level = null;
      changes.warn_put_at = null;
    }
    await replaceMatches(tx, group.id, matched);
  }
  const [updated] = await tx
    .update(customerGroups)
    .set({
      ...changes,
      lock_version: sql`${customerGroups.lock_version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(customerGroups.id, id))
    .returning();
  if (!updated) throw new AppError("internal");
  const touched = destination ? [...new Set([group.seat_id, destination.id])] : [group.seat_id];
  if (destination) await recomposeSeats(tx, group.lounge_id, touched, now);
  await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: touched });
  if (
    group.warn_level !== null &&
    changes.warn_level === null &&
    (group.gender === "mens" || group.gender === "ladys")
  ) {
    // Named by where the group sits now: the seat it left no longer holds it.
    await publish(tx, {
      type: "warn",
      lounge_id: group.lounge_id,
      seat_id: updated.seat_id,
      group_id: group.id,
      gender: group.gender,
      level: null,
      stop: true,
    });
  }
  return { group: updated, touchedSeatIds: touched };
}

/** Calls a group (level 1–3): its seat shows the call on every device. */
export const warnGroup = (tx: Executor, actor: Actor, id: number, level: number) =>
  setWarn(tx, actor, id, level);

/** Stops a group's call. */
export const stopWarnGroup = (tx: Executor, actor: Actor, id: number) =>
  setWarn(tx, actor, id, null);

async function setWarn(tx: Executor, actor: Actor, id: number, level: number | null) {
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  if (group.state !== "present") throw new AppError("conflict", "このグループは既に会計済みです");
  const [updated] = await tx
    .update(customerGroups)
    .set({
      warn_level: level,
      warn_put_at: level === null ? null : new Date(),
      updated_at: new Date(),
    })
    .where(eq(customerGroups.id, id))
    .returning();
  if (group.gender === "mens" || group.gender === "ladys") {
    await publish(tx, {
      type: "warn",
      lounge_id: group.lounge_id,
      seat_id: group.seat_id,
      group_id: group.id,
      gender: group.gender,
      level,
      stop: level === null,
    });
  }
  await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: [group.seat_id] });
  return updated;
}

export const groupsAtSeats = (tx: Executor, seatIds: number[]) =>
  tx
    .select()
    .from(customerGroups)
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
