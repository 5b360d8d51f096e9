// Commands on customer groups: enter a seat, move / re-match, corrections in place (count, fee rule,
// matches, each kept in the audit trail), comment and ages. Calls are group-calls.ts, who may
// match whom and writing matches group-matches.ts.
import {
  boardSideOf,
  type CustomerGroupCreate,
  type CustomerGroupUpdate,
  SPECIAL_FEE_AUTO_SEAT_MESSAGE,
  specialFeeBarsSeat,
} from "@lounge-office/domain/floor";
import { AppError, businessDayOf, GENDER_LABELS, type Gender } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroupChanges, customerGroups, feeRules, seats } from "../../db/schema";
import {
  clockAfterLocks,
  clockColumn,
  lockSeatRows,
  presentGroupsAt,
  recomposeSeats,
} from "../../ledger/recompose";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { addMatches, assertMatchable, clearingMatches } from "./group-matches";

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

/** The side of the board a group sits on: others sit with the men and are matched with ladies. */
/** A group in words for the audit trail: 「男性 3名」. */
export const headcountWords = (gender: Gender, num: number) => `${GENDER_LABELS[gender]} ${num}名`;

const SEAT_NOT_FOUND = "席が見つかりません";

/**
 * Fee rules, each with the instant of the change (`clockColumn`): the first statement a command
 * sends after its locks reads both (when no row comes back, the caller reads the instant alone).
 */
const rulesWithClock = (tx: Executor) =>
  tx.select({ rule: feeRules, now: clockColumn }).from(feeRules);

/** The rule a group takes, with the instant of the change (`now`: null when no rule came back). */
async function findFeeRule(tx: Executor, loungeId: number, feeRuleId: number | null | undefined) {
  if (feeRuleId == null) {
    // Groups without a chosen rule (ladies, or a default) take the lounge's first ordinary rule.
    const [row] = await rulesWithClock(tx)
      .where(
        and(
          eq(feeRules.lounge_id, loungeId),
          eq(feeRules.active, true),
          eq(feeRules.other_flag, false),
        ),
      )
      .orderBy(asc(feeRules.row_order), asc(feeRules.id))
      .limit(1);
    return { rule: row?.rule ?? null, now: row?.now ?? null };
  }
  const [row] = await rulesWithClock(tx).where(eq(feeRules.id, feeRuleId));
  if (!row || row.rule.lounge_id !== loungeId || !row.rule.active) {
    throw new AppError("validation_failed", "料金区分が正しくありません", {
      fee_rule: "料金区分が正しくありません",
    });
  }
  return row;
}

function assertSpecialFeeAllowed(
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
  // Read under the lock: a retirement that held it first has committed by now.
  const [seat] = await lockSeatRows(tx, [input.seat_id]);
  if (!seat?.active) throw new AppError("not_found", SEAT_NOT_FOUND);
  authorize(actor, "floor.use", { loungeId: seat.lounge_id });
  const gender: Gender = input.mens > 0 ? "mens" : input.ladys > 0 ? "ladys" : "others";
  const num = input[gender];
  // Men and others choose a rule (others are priced like men, from the table's `others` cells).
  const found = await findFeeRule(tx, seat.lounge_id, gender === "ladys" ? null : input.fee_rule);
  const { rule } = found;
  // The rule's statement is the first after the lock: it read the instant too.
  const now = found.now ?? (await clockAfterLocks(tx));
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

/**
 * A move (seat, matches), a correction in place (count, fee rule, matches: each kept in the audit
 * trail), a comment edit or an age edit; a stale lock_version is a 409.
 */
export async function updateGroup(
  tx: Executor,
  actor: Actor,
  id: number,
  input: CustomerGroupUpdate["customer_group"],
) {
  const before = await findPresentGroup(tx, actor, id);
  const moving = input.seat_id !== undefined || input.matched_group_ids !== undefined;
  const destinationId = moving ? (input.seat_id ?? before.seat_id) : null;
  // The destination is read under the lock: a retirement that held it first has committed by now.
  const locked = await lockSeatRows(
    tx,
    destinationId === null ? [] : [before.seat_id, destinationId],
  );
  const destination =
    destinationId === null ? null : (locked.find((s) => s.id === destinationId) ?? null);
  if (destinationId !== null && !destination?.active) {
    throw new AppError("not_found", SEAT_NOT_FOUND);
  }
  if (destination && destination.lounge_id !== before.lounge_id) {
    throw new AppError("validation_failed", "他の店舗の席には移動できません");
  }
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (group?.state !== "present") throw new AppError("conflict", STALE_MESSAGE);
  if (input.lock_version !== undefined && input.lock_version !== group.lock_version) {
    throw new AppError("conflict", STALE_MESSAGE);
  }
  const changingRule = input.fee_rule !== undefined && input.fee_rule !== group.fee_rule_id;
  if ((moving || input.fee_rule !== undefined) && input.lock_version === undefined) {
    throw new AppError("validation_failed", "lock_version を指定してください");
  }
  const audit: AuditEntry[] = [];
  let num = group.num;
  const count = input[group.gender];
  if (count !== undefined && count > 0) num = count;
  const changes: Partial<typeof customerGroups.$inferInsert> = {};
  if (num !== group.num) {
    changes.num = num;
    audit.push({
      action: "headcount",
      before: headcountWords(group.gender, group.num),
      after: headcountWords(group.gender, num),
    });
  }
  if (input.comment !== undefined) changes.comment = input.comment.trim();
  if (input.age_list !== undefined) {
    assertAges(input.age_list, num);
    changes.age_list = input.age_list;
  } else if (num < group.num) {
    assertAges(group.age_list, num);
  }
  // The group's rule and the instant of the change, in one statement after the locks.
  const [current] = group.fee_rule_id
    ? await rulesWithClock(tx).where(eq(feeRules.id, group.fee_rule_id))
    : [];
  const currentRule = current?.rule ?? null;
  const now = current?.now ?? (await clockAfterLocks(tx));
  let rule = currentRule;
  if (changingRule) {
    if (group.gender === "ladys") {
      throw new AppError("unprocessable", "女性のグループの料金区分は変更できません", {
        fee_rule: "女性のグループの料金区分は変更できません",
      });
    }
    ({ rule } = await findFeeRule(tx, group.lounge_id, input.fee_rule));
    changes.fee_rule_id = rule?.id ?? null;
    audit.push({ action: "fee_rule", before: ruleWords(currentRule), after: ruleWords(rule) });
    // The seat it stays at must take the new rule (a move checks its destination below).
    if (!destination) await assertRuleAt(tx, group.seat_id, group.gender, rule);
  }
  const matched = [...new Set(input.matched_group_ids ?? [])].sort((a, b) => a - b);
  if (destination) {
    assertSpecialFeeAllowed(destination, group.gender, rule, changingRule ? "fee_rule" : "seat_id");
    await assertMatchable(tx, destination.id, group.gender, matched, group.id);
    if (destination.id !== group.seat_id) {
      changes.seat_id = destination.id;
      // A move clears the group's call.
      changes.warn_level = null;
      changes.warn_put_at = null;
    } else {
      const entry = await matchesAudit(tx, group, matched, destination.name);
      if (entry) audit.push(entry);
    }
  }
  // A move replaces the group's matches: the old ones are deleted by the group's update.
  const [updated] = await tx
    .with(...(destination ? [clearingMatches(tx, group.id)] : []))
    .update(customerGroups)
    .set({
      ...changes,
      lock_version: sql`${customerGroups.lock_version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(customerGroups.id, id))
    .returning();
  if (!updated) throw new AppError("internal");
  if (destination) await addMatches(tx, group.id, matched);
  if (audit.length > 0) {
    await tx.insert(customerGroupChanges).values(
      audit.map((entry) => ({
        ...entry,
        lounge_id: group.lounge_id,
        customer_group_id: group.id,
        staff_id: actor.staffId,
        seat_id: updated.seat_id,
        created_at: now,
      })),
    );
  }
  const touched = destination ? [...new Set([group.seat_id, destination.id])] : [group.seat_id];
  // A move's seats are recomposed and announced in one statement; an edit in place only announced.
  if (destination) await recomposeSeats(tx, group.lounge_id, touched, now);
  else await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: touched });
  if (group.warn_level !== null && changes.warn_level === null) {
    // Named by where the group sits now: the seat it left no longer holds it.
    await publish(tx, callEvent(group, null, updated.seat_id));
  }
  return { group: updated, touchedSeatIds: touched };
}

type AuditEntry = {
  action: "headcount" | "fee_rule" | "matches";
  before: string;
  after: string;
};

const ruleWords = (rule: { label: string } | null) => rule?.label ?? "なし";

async function assertRuleAt(
  tx: Executor,
  seatId: number,
  gender: Gender,
  rule: { other_flag: boolean } | null,
) {
  const [seat] = await tx.select().from(seats).where(eq(seats.id, seatId));
  if (seat) assertSpecialFeeAllowed(seat, gender, rule, "fee_rule");
}

/** The audit entry of a match change at the group's own seat, or null when the partners stay. */
async function matchesAudit(
  tx: Executor,
  group: { id: number; seat_id: number },
  matched: number[],
  seatName: string,
): Promise<AuditEntry | null> {
  const [here] = (await presentGroupsAt(tx, [group.seat_id])).filter((g) => g.id === group.id);
  const previous = here?.matched_group_ids ?? [];
  if (previous.join(",") === matched.join(",")) return null;
  const ids = [...new Set([...previous, ...matched])];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: customerGroups.id, gender: customerGroups.gender, num: customerGroups.num })
          .from(customerGroups)
          .where(inArray(customerGroups.id, ids));
  const words = (list: number[]) =>
    list.length === 0
      ? "マッチなし"
      : list
          .map((partnerId) => rows.find((r) => r.id === partnerId))
          .filter((r) => r !== undefined)
          .map((r) => `${headcountWords(r.gender, r.num)}（${seatName}）`)
          .join("、");
  return { action: "matches", before: words(previous), after: words(matched) };
}

export const groupsAtSeats = (tx: Executor, seatIds: number[]) =>
  tx
    .select()
    .from(customerGroups)
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
