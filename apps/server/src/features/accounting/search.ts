// Accounting-log search (screen 11): filters, keyset paging newest first and a totals row over the
// matching settlements (the CSV export, export-csv.ts, reads the same rows in the same order).
import type {
  AccountingLog,
  AccountingSearch,
  ZAccountingSearchQuery,
} from "@lounge-office/domain/accounting";
import { businessDayOf } from "@lounge-office/domain/shared";
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { accountingLogs, lounges, printJobs, settlements, staff } from "../../db/schema";
import type { Actor } from "../../policy/policy";
import { toAccountingLog } from "./settle";

export type SearchQuery = z.output<typeof ZAccountingSearchQuery>;

type Scope = { conditions: SQL[]; businessDayOnly: boolean };

/** Which settlements the actor may see for this query: lounges, and for staff only today's. */
async function scopeOf(tx: Executor, actor: Actor, query: SearchQuery): Promise<Scope> {
  let loungeIds: number[] | null;
  // A lounge the query names was authorized by the route.
  if (query.lounge_id !== undefined) {
    loungeIds = [query.lounge_id];
  } else {
    loungeIds = actor.role === "admin" ? null : actor.loungeIds;
  }
  const conditions: SQL[] = [];
  if (loungeIds)
    conditions.push(inArray(settlements.lounge_id, loungeIds.length ? loungeIds : [0]));
  if (actor.role !== "staff") return { conditions, businessDayOnly: false };
  const rows = await tx
    .select()
    .from(lounges)
    .where(inArray(lounges.id, loungeIds?.length ? loungeIds : [0]));
  const now = new Date().toISOString();
  const today = rows.map(
    (l) =>
      sql`(${settlements.lounge_id} = ${l.id} and ${settlements.business_day} = ${businessDayOf(
        now,
        {
          timeZone: l.time_zone,
          cutoff: l.business_day_cutoff,
        },
      )})`,
  );
  conditions.push(today.length ? sql`(${sql.join(today, sql` or `)})` : sql`false`);
  return { conditions, businessDayOnly: true };
}

/** The query's filters on settlements (everything but the cursor). */
function filtersOf(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(gte(settlements.accounted_at, new Date(query.from)));
  if (query.to && !query.ignore_end_time)
    where.push(lte(settlements.accounted_at, new Date(query.to)));
  if (query.staff_id !== undefined) where.push(eq(settlements.staff_id, query.staff_id));
  if (query.min_amount !== undefined)
    where.push(gte(settlements.groups_total_price, query.min_amount));
  if (query.max_amount !== undefined)
    where.push(lte(settlements.groups_total_price, query.max_amount));
  switch (query.payment_type) {
    case "cash":
      where.push(gt(settlements.cash, 0));
      break;
    case "credit":
      where.push(gt(settlements.credit, 0));
      break;
    case "e_money":
      where.push(gt(settlements.e_money, 0));
      break;
    case "cash_and_e_money":
      where.push(and(gt(settlements.cash, 0), gt(settlements.e_money, 0)) as SQL);
      break;
  }
  if (query.customer_group_id !== undefined) {
    where.push(
      sql`${settlements.id} in (select ${accountingLogs.settlement_id} from ${accountingLogs} where ${accountingLogs.customer_group_id} = ${query.customer_group_id})`,
    );
  }
  if (query.addressee !== undefined) where.push(addresseeMatches(query.addressee));
  return where;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Settlements with a formal receipt made out to a name containing `text`, not dismissed (printed,
 * or on its way). Both sides NFKC-normalised and lower-cased: ＡＢＣ finds abc, ｶﾌﾞｼｷ finds カブシキ.
 */
function addresseeMatches(text: string): SQL {
  const pattern = `%${literalLike(text.normalize("NFKC").toLowerCase())}%`;
  return sql`${settlements.id} in (select ${printJobs.settlement_id} from ${printJobs} where ${printJobs.receipt_type} = 'post_receipt' and ${printJobs.status} <> 'dismissed' and lower(normalize(${printJobs.addressee}, NFKC)) like ${pattern})`;
}

/** Every condition a search (and its CSV) applies: the actor's scope, the filters, voided or not. */
export async function matchingConditions(
  tx: Executor,
  actor: Actor,
  query: SearchQuery,
): Promise<{ where: SQL[]; businessDayOnly: boolean }> {
  const scope = await scopeOf(tx, actor, query);
  const where = [...scope.conditions, ...filtersOf(query)];
  if (!query.include_voided) where.push(isNull(settlements.voided_at));
  return { where, businessDayOnly: scope.businessDayOnly };
}

export type Cursor = { at: Date; settlementId: number; logId: number };

export const encodeCursor = (row: { accounted_at: string; settlement_id: number; id: number }) =>
  `${Date.parse(row.accounted_at)}_${row.settlement_id}_${row.id}`;

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  const [at, settlementId, logId] = text.split("_").map(Number);
  return { at: new Date(at ?? 0), settlementId: settlementId ?? 0, logId: logId ?? 0 };
}

/** The rows after the cursor (newest first: settlements, then their logs by id, descending). */
export function afterCursor(where: SQL[], cursor: Cursor | null): SQL[] {
  if (!cursor) return where;
  // The first comparison is on the settlements' index alone, so a page starts where the last one
  // ended instead of scanning from the newest row; the second orders the rows of one settlement.
  return [
    ...where,
    sql`(${settlements.accounted_at}, ${settlements.id}) <= (${cursor.at}, ${cursor.settlementId})`,
    sql`(${settlements.accounted_at}, ${settlements.id}, ${accountingLogs.id}) < (${cursor.at}, ${cursor.settlementId}, ${cursor.logId})`,
  ];
}

export const NEWEST_FIRST = [
  desc(settlements.accounted_at),
  desc(settlements.id),
  desc(accountingLogs.id),
];

async function page(
  tx: Executor,
  where: SQL[],
  cursor: Cursor | null,
  limit: number,
): Promise<AccountingLog[]> {
  const { bill: _bill, ...logColumns } = getTableColumns(accountingLogs);
  const rows = await tx
    // Never the stored bill: a page needs the figures only.
    .select({ log: logColumns, settlement: settlements, staff_name: staff.name })
    .from(settlements)
    .innerJoin(accountingLogs, eq(accountingLogs.settlement_id, settlements.id))
    .innerJoin(staff, eq(staff.id, settlements.staff_id))
    .where(and(...afterCursor(where, cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map(toAccountingLog);
}

export async function searchAccountingLogs(
  tx: Executor,
  actor: Actor,
  query: SearchQuery,
): Promise<AccountingSearch> {
  const { where, businessDayOnly } = await matchingConditions(tx, actor, query);
  const rows = await page(tx, where, decodeCursor(query.cursor), query.limit + 1);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      takings: sql<number>`coalesce(sum(${settlements.groups_total_price}), 0)::bigint`,
      cash: sql<number>`coalesce(sum(${settlements.cash}), 0)::bigint`,
      credit: sql<number>`coalesce(sum(${settlements.credit}), 0)::bigint`,
      e_money: sql<number>`coalesce(sum(${settlements.e_money}), 0)::bigint`,
    })
    .from(settlements)
    .where(and(...where, isNull(settlements.voided_at)));
  return {
    rows: shown,
    totals: {
      count: Number(totals?.count ?? 0),
      takings: Number(totals?.takings ?? 0),
      cash: Number(totals?.cash ?? 0),
      credit: Number(totals?.credit ?? 0),
      e_money: Number(totals?.e_money ?? 0),
    },
    next_cursor: more ? encodeCursor(shown[shown.length - 1] as AccountingLog) : null,
    business_day_only: businessDayOnly,
  };
}
