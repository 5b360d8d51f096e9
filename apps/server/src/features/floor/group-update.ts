// `PUT /customer_groups/:id`: one call, several edits a body may carry together, each its own step —
// a correction in place (count, fee rule: kept in the audit trail), the note and ages, and a move
// (seat, matches). The group is locked and checked once; the steps' changes are written in one update.
import type { CustomerGroupUpdate } from "@lounge-office/domain/floor";
import { AppError } from "@lounge-office/domain/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroupChanges, customerGroups, feeRules, seats } from "../../db/schema";
import {
  clockAfterLocks,
  lockSeatRows,
  presentGroupsAt,
  recomposeSeats,
} from "../../ledger/recompose";
import type { Actor } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import {
  assertAges,
  assertSpecialFeeAllowed,
  callEvent,
  findFeeRule,
  findPresentGroup,
  headcountWords,
  SEAT_NOT_FOUND,
  STALE_MESSAGE,
} from "./group-commands";
import { addMatches, assertMatchable, clearMatches } from "./group-matches";

type UpdateInput = CustomerGroupUpdate["customer_group"];
type GroupRow = typeof customerGroups.$inferSelect;
type SeatRow = Awaited<ReturnType<typeof lockSeatRows>>[number];
type GroupChanges = Partial<typeof customerGroups.$inferInsert>;
type FeeRuleRow = typeof feeRules.$inferSelect;

type AuditEntry = {
  action: "headcount" | "fee_rule" | "matches";
  before: string;
  after: string;
};

/** What one step decided: the columns it changes and what the audit trail keeps of it. */
type StepResult = { changes: GroupChanges; audit: AuditEntry[] };

/**
 * A move (seat, matches), a correction in place (count, fee rule, matches: each kept in the audit
 * trail), a note or an age edit, in any combination; a stale lock_version is a 409.
 */
export async function updateGroup(tx: Executor, actor: Actor, id: number, input: UpdateInput) {
  const { group, destination } = await lockForUpdate(tx, actor, id, input);
  const headcount = correctHeadcount(group, input);
  const num = headcount.changes.num ?? group.num;
  const note = editNoteAndAges(group, input, num);
  const rule = await correctFeeRule(tx, group, input, destination);
  const move = destination
    ? await moveGroup(tx, group, input, destination, rule)
    : { changes: {}, audit: [], matched: [] };
  const changes = { ...headcount.changes, ...note.changes, ...rule.changes, ...move.changes };
  const audit = [...headcount.audit, ...rule.audit, ...move.audit];
  // A move replaces the group's matches.
  if (destination) await clearMatches(tx, group.id);
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
  if (destination) await addMatches(tx, group.id, move.matched);
  if (audit.length > 0) {
    await tx.insert(customerGroupChanges).values(
      audit.map((entry) => ({
        ...entry,
        lounge_id: group.lounge_id,
        customer_group_id: group.id,
        staff_id: actor.staffId,
        seat_id: updated.seat_id,
        created_at: rule.now,
      })),
    );
  }
  const touched = destination ? [...new Set([group.seat_id, destination.id])] : [group.seat_id];
  // A move's seats are recomposed and announced in one statement; an edit in place only announced.
  if (destination) await recomposeSeats(tx, group.lounge_id, touched, rule.now);
  else await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: touched });
  if (group.warn_level !== null && changes.warn_level === null) {
    // Named by where the group sits now: the seat it left no longer holds it.
    await publish(tx, callEvent(group, null, updated.seat_id));
  }
  return { group: updated, touchedSeatIds: touched };
}

/**
 * The group locked for the change, with the move's destination (null when not moving): its seat and
 * the destination locked first, like every change of who sits where, then its row; stale → 409.
 */
async function lockForUpdate(tx: Executor, actor: Actor, id: number, input: UpdateInput) {
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
  if ((moving || input.fee_rule !== undefined) && input.lock_version === undefined) {
    throw new AppError("validation_failed", "lock_version を指定してください");
  }
  return { group, destination };
}

/** A corrected count (of the group's own gender), kept in the audit trail. */
function correctHeadcount(group: GroupRow, input: UpdateInput): StepResult {
  const count = input[group.gender];
  const num = count !== undefined && count > 0 ? count : group.num;
  if (num === group.num) return { changes: {}, audit: [] };
  return {
    changes: { num },
    audit: [
      {
        action: "headcount",
        before: headcountWords(group.gender, group.num),
        after: headcountWords(group.gender, num),
      },
    ],
  };
}

/** The note and the ages: the ages must fit the (corrected) count, also when only the count fell. */
function editNoteAndAges(group: GroupRow, input: UpdateInput, num: number): StepResult {
  const changes: GroupChanges = {};
  if (input.comment !== undefined) changes.comment = input.comment.trim();
  if (input.age_list !== undefined) {
    assertAges(input.age_list, num);
    changes.age_list = input.age_list;
  } else if (num < group.num) {
    assertAges(group.age_list, num);
  }
  return { changes, audit: [] };
}

/**
 * The rule the group has after the change, and the instant of the change (read after the locks). A
 * corrected rule is kept in the audit trail.
 */
async function correctFeeRule(
  tx: Executor,
  group: GroupRow,
  input: UpdateInput,
  destination: SeatRow | null,
): Promise<StepResult & { rule: FeeRuleRow | null; changing: boolean; now: Date }> {
  const [currentRule = null] = group.fee_rule_id
    ? await tx.select().from(feeRules).where(eq(feeRules.id, group.fee_rule_id))
    : [];
  const now = await clockAfterLocks(tx);
  const changing = input.fee_rule !== undefined && input.fee_rule !== group.fee_rule_id;
  if (!changing) return { changes: {}, audit: [], rule: currentRule, changing, now };
  if (group.gender === "ladys") {
    throw new AppError("unprocessable", "女性のグループの料金区分は変更できません", {
      fee_rule: "女性のグループの料金区分は変更できません",
    });
  }
  const rule = await findFeeRule(tx, group.lounge_id, input.fee_rule);
  // The seat it stays at must take the new rule (a move checks its destination).
  if (!destination) await assertRuleAt(tx, group.seat_id, group.gender, rule);
  return {
    changes: { fee_rule_id: rule?.id ?? null },
    audit: [{ action: "fee_rule", before: ruleWords(currentRule), after: ruleWords(rule) }],
    rule,
    changing,
    now,
  };
}

/**
 * A move to `destination` with the given matches: another seat clears the group's call; at its own
 * seat only the matches change, kept in the audit trail.
 */
async function moveGroup(
  tx: Executor,
  group: GroupRow,
  input: UpdateInput,
  destination: SeatRow,
  rule: { rule: FeeRuleRow | null; changing: boolean },
): Promise<StepResult & { matched: number[] }> {
  const matched = [...new Set(input.matched_group_ids ?? [])].sort((a, b) => a - b);
  assertSpecialFeeAllowed(
    destination,
    group.gender,
    rule.rule,
    rule.changing ? "fee_rule" : "seat_id",
  );
  await assertMatchable(tx, destination.id, group.gender, matched, group.id);
  if (destination.id !== group.seat_id) {
    // A move clears the group's call.
    return {
      changes: { seat_id: destination.id, warn_level: null, warn_put_at: null },
      audit: [],
      matched,
    };
  }
  const entry = await matchesAudit(tx, group, matched, destination.name);
  return { changes: {}, audit: entry ? [entry] : [], matched };
}

const ruleWords = (rule: { label: string } | null) => rule?.label ?? "なし";

async function assertRuleAt(
  tx: Executor,
  seatId: number,
  gender: GroupRow["gender"],
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
