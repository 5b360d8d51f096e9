// Invalid data (screen 5): inconsistencies found in a lounge's event logs, and marking them fixed.
import type { InvalidDataFix, InvalidDatum } from "@lounge-office/domain/floor";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, invalidDataFixes } from "../../db/schema";
import type { Actor } from "../../policy/policy";

export const MAX_STAY_HOURS = 12;

type Finding = {
  key: string;
  sort_key: string;
  kind: string;
  message: string;
  customer_group_id: number | null;
};

/** Inconsistencies an operator should look at; each has a stable key so a fix mark sticks to it. */
export async function findInvalidData(
  tx: Executor,
  loungeId: number,
  now = new Date(),
): Promise<InvalidDatum[]> {
  const findings: Finding[] = [];
  const logs = await tx
    .select({
      id: eventLogs.id,
      group_id: eventLogs.customer_group_id,
      start_at: eventLogs.start_at,
      end_at: eventLogs.end_at,
      state: customerGroups.state,
    })
    .from(eventLogs)
    .innerJoin(customerGroups, eq(customerGroups.id, eventLogs.customer_group_id))
    // Void stays (cancelled entries) are no data to repair.
    .where(and(eq(eventLogs.lounge_id, loungeId), isNull(eventLogs.voided_at)))
    .orderBy(asc(eventLogs.customer_group_id), asc(eventLogs.start_at), asc(eventLogs.id));
  let previous: (typeof logs)[number] | undefined;
  for (const log of logs) {
    const at = log.start_at.toISOString();
    if (log.end_at === null && log.state === "left") {
      findings.push({
        key: `open_after_leave:${log.id}`,
        sort_key: at,
        kind: "open_after_leave",
        message: `会計済みのグループ #${log.group_id} に終了していない記録があります`,
        customer_group_id: log.group_id,
      });
    }
    if (log.end_at !== null && log.end_at < log.start_at) {
      findings.push({
        key: `end_before_start:${log.id}`,
        sort_key: at,
        kind: "end_before_start",
        message: `グループ #${log.group_id} の記録の終了が開始より前です`,
        customer_group_id: log.group_id,
      });
    }
    if (
      previous &&
      previous.group_id === log.group_id &&
      (previous.end_at === null || previous.end_at > log.start_at)
    ) {
      findings.push({
        key: `overlap:${previous.id}:${log.id}`,
        sort_key: at,
        kind: "overlap",
        message: `グループ #${log.group_id} の記録が重なっています`,
        customer_group_id: log.group_id,
      });
    }
    previous = log;
  }
  const longStays = await tx
    .select()
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.lounge_id, loungeId),
        eq(customerGroups.state, "present"),
        lt(customerGroups.service_start_at, new Date(now.getTime() - MAX_STAY_HOURS * 3_600_000)),
      ),
    );
  for (const group of longStays) {
    findings.push({
      key: `long_stay:${group.id}`,
      sort_key: group.service_start_at.toISOString(),
      kind: "long_stay",
      message: `グループ #${group.id} が${MAX_STAY_HOURS}時間を超えて在席しています`,
      customer_group_id: group.id,
    });
  }
  const loggedGroups = new Set(logs.map((l) => l.group_id));
  const left = await tx
    .select()
    .from(customerGroups)
    .where(and(eq(customerGroups.lounge_id, loungeId), eq(customerGroups.state, "left")));
  for (const group of left.filter((g) => !loggedGroups.has(g.id))) {
    findings.push({
      key: `settled_without_logs:${group.id}`,
      sort_key: (group.left_at ?? group.updated_at).toISOString(),
      kind: "settled_without_logs",
      message: `会計済みのグループ #${group.id} に滞在記録がありません`,
      customer_group_id: group.id,
    });
  }
  const fixes = await tx
    .select()
    .from(invalidDataFixes)
    .where(eq(invalidDataFixes.lounge_id, loungeId));
  const fixed = new Map(fixes.map((f) => [f.key, f.fix]));
  return findings
    .map((f) => ({ ...f, fix: fixed.get(f.key) ?? false }))
    .sort((a, b) => b.sort_key.localeCompare(a.sort_key) || a.key.localeCompare(b.key));
}

/**
 * Marks a finding of the lounge fixed or not. The sort key is the finding's own (the caller's may be
 * stale); a key the lounge does not have is a 404.
 */
export async function fixInvalidData(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  input: InvalidDataFix["invalid_data"],
) {
  const known = (await findInvalidData(tx, loungeId)).find((f) => f.key === input.key);
  if (!known) throw new AppError("not_found", "該当する不整合が見つかりません");
  const fix = { key: input.key, sort_key: known.sort_key, fix: input.fix };
  await tx
    .insert(invalidDataFixes)
    .values({ ...fix, lounge_id: loungeId, fixed_by: actor.staffId })
    .onConflictDoUpdate({
      target: invalidDataFixes.key,
      set: {
        fix: fix.fix,
        sort_key: fix.sort_key,
        fixed_by: actor.staffId,
        updated_at: new Date(),
      },
    });
  return fix;
}
