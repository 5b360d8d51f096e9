// Commands on customer groups: enter a seat, and the rules a group's changes share (its fee rule,
// the special fee on automatic seats, ages). `PUT /customer_groups/:id` is group-update.ts, calls are
// group-calls.ts, who may match whom and writing matches group-matches.ts.
import {
  boardSideOf,
  type CustomerGroupCreate,
  SPECIAL_FEE_AUTO_SEAT_MESSAGE,
  specialFeeBarsSeat,
} from "@lounge-office/domain/floor";
import { AppError, businessDayOf, GENDER_LABELS, type Gender } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, feeRules } from "../../db/schema";
import { clockAfterLocks, lockSeatRows, recomposeSeats } from "../../ledger/recompose";
import { type Actor, authorize } from "../../policy/policy";
import { addMatches, assertMatchable } from "./group-matches";

export const STALE_MESSAGE =
  "他の端末でこのグループが更新されました。最新の状態を読み込み直してください";

export const LEFT_MESSAGE = "このグループは既に会計済みか取消済みです";

/**
 * A group's call as every board hears it: put at `level`, or ended (null), named by the seat the
 * group sits at now (`seatId`, when it just moved).
 */
export const callEvent = (
  group: { lounge_id: number; seat_id: number; id: number; gender: Gender },
  level: number | null,
  seatId = group.seat_id,
) =>
  ({
    type: "warn",
    lounge_id: group.lounge_id,
    seat_id: seatId,
    group_id: group.id,
    gender: boardSideOf(group.gender),
    level,
    stop: level === null,
  }) as const;

/** A group in words for the audit trail: 「男性 3名」. */
export const headcountWords = (gender: Gender, num: number) => `${GENDER_LABELS[gender]} ${num}名`;

export const SEAT_NOT_FOUND = "席が見つかりません";

/** The rule a group takes (null when the lounge has none for it). */
export async function findFeeRule(
  tx: Executor,
  loungeId: number,
  feeRuleId: number | null | undefined,
) {
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

export function assertSpecialFeeAllowed(
  seat: { seat_type: "auto" | "normal" },
  gender: Gender,
  rule: { other_flag: boolean } | null,
  field: "seat_id" | "fee_rule" = "seat_id",
) {
  if (specialFeeBarsSeat(seat.seat_type, gender, rule?.other_flag)) {
    // A rule changed in place is refused as unprocessable: the input is valid, the seat is not.
    throw new AppError(
      field === "fee_rule" ? "unprocessable" : "validation_failed",
      SPECIAL_FEE_AUTO_SEAT_MESSAGE,
      { [field]: SPECIAL_FEE_AUTO_SEAT_MESSAGE },
    );
  }
}

export function assertAges(ageList: { num: number }[], num: number) {
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
  // Read under the lock: a retirement that held it first has committed by now.
  const [seat] = await lockSeatRows(tx, [input.seat_id]);
  if (!seat?.active) throw new AppError("not_found", SEAT_NOT_FOUND);
  authorize(actor, "floor.use", { loungeId: seat.lounge_id });
  const gender: Gender = input.mens > 0 ? "mens" : input.ladys > 0 ? "ladys" : "others";
  const num = input[gender];
  // Men and others choose a rule (others are priced like men, from the table's `others` cells).
  const rule = await findFeeRule(tx, seat.lounge_id, gender === "ladys" ? null : input.fee_rule);
  const now = await clockAfterLocks(tx);
  assertSpecialFeeAllowed(seat, gender, rule);
  assertAges(input.age_list, num);
  await assertMatchable(tx, seat.id, gender, input.matched_group_ids);
  const { lounge } = seat;
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
  // A new group has no matches to replace: only its own are written.
  await addMatches(tx, group.id, input.matched_group_ids);
  // The engine's statement announces the seat too.
  await recomposeSeats(tx, seat.lounge_id, [seat.id], now);
  return group;
}

/** A group staff at its lounge may change: it exists and is still on the floor (read unlocked). */
export async function findPresentGroup(tx: Executor, actor: Actor, id: number) {
  const [group] = await tx.select().from(customerGroups).where(eq(customerGroups.id, id));
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  if (group.state !== "present") throw new AppError("conflict", LEFT_MESSAGE);
  return group;
}

export const groupsAtSeats = (tx: Executor, seatIds: number[]) =>
  tx
    .select()
    .from(customerGroups)
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
