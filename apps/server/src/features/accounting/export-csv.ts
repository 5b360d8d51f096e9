// The accounting-log search as CSV (UTF-8 with BOM for Excel), streamed page by page for any size:
// one row per settled group, the settlement's own money on its first row only, so every money
// column sums to the search's totals (decision 006).
import { Readable } from "node:stream";
import {
  chargeParts,
  csvField,
  formatReceiptDate,
  GENDER_LABELS,
  type Gender,
} from "@lounge-office/domain/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accountingLogs, lounges, settlements, staff } from "../../db/schema";
import type { Actor } from "../../policy/policy";
import {
  afterCursor,
  type Cursor,
  decodeCursor,
  encodeCursor,
  matchingConditions,
  NEWEST_FIRST,
  type SearchQuery,
} from "./search";

type CsvRow = {
  id: number;
  settlement_id: number;
  lounge_id: number;
  lounge_name: string;
  time_zone: string;
  accounted_at: Date;
  visited_at: Date;
  customer_group_id: number;
  gender: Gender;
  num: number;
  fee_rule: string;
  share_minutes: number;
  solo_minutes: number;
  charge_price: number;
  share_hour_lines: number;
  solo_price: number;
  special_price: number;
  order_price: number;
  extra_charge: number;
  total_price: number;
  discount: number;
  groups_total_price: number;
  consumption_tax: number;
  cash: number;
  cash_tendered: number;
  change: number;
  credit: number;
  e_money: number;
  staff_name: string;
  comment: string;
  voided: boolean;
};

/** What a row is: its settlement's first in the file (it carries the settlement's money), voided. */
type Place = { first: boolean; voided: boolean };
type Column = [header: string, value: (row: CsvRow, place: Place) => string | number];

const at = (instant: Date, row: CsvRow) => formatReceiptDate(instant.toISOString(), row.time_zone);
/** A group's money: blank on a voided settlement's rows (not takings, as the search's totals). */
const groupYen =
  (get: (row: CsvRow) => number) =>
  (row: CsvRow, place: Place): string | number =>
    place.voided ? "" : get(row);
/** A settlement's money: once, on its first row, and never for a voided one. */
const settlementYen =
  (get: (row: CsvRow) => number) =>
  (row: CsvRow, place: Place): string | number =>
    place.first && !place.voided ? get(row) : "";

const COLUMNS: Column[] = [
  ["明細ID", (r) => r.id],
  ["会計番号", (r) => r.settlement_id],
  ["店舗ID", (r) => r.lounge_id],
  ["店舗", (r) => r.lounge_name],
  ["会計日時", (r) => at(r.accounted_at, r)],
  ["来店日時", (r) => at(r.visited_at, r)],
  ["組ID", (r) => r.customer_group_id],
  ["性別", (r) => GENDER_LABELS[r.gender]],
  ["人数", (r) => r.num],
  ["料金区分", (r) => r.fee_rule],
  ["相席時間(分)", (r) => r.share_minutes],
  ["ひとり時間(分)", (r) => r.solo_minutes],
  ["相席料金", groupYen((r) => chargeParts(r).time_charge)],
  ["ひとり料金", groupYen((r) => r.solo_price)],
  ["特別料金(定額)", groupYen((r) => chargeParts(r).flat_price)],
  ["年末年始・特別日料金", groupYen((r) => r.special_price)],
  ["注文", groupYen((r) => r.order_price)],
  ["追加料金", groupYen((r) => r.extra_charge)],
  ["組の合計", groupYen((r) => r.total_price)],
  ["割引", settlementYen((r) => r.discount)],
  ["会計合計", settlementYen((r) => r.groups_total_price)],
  ["内消費税", settlementYen((r) => r.consumption_tax)],
  ["現金", settlementYen((r) => r.cash)],
  ["クレジット", settlementYen((r) => r.credit)],
  ["電子マネー", settlementYen((r) => r.e_money)],
  ["お預かり", settlementYen((r) => r.cash_tendered)],
  ["お釣り", settlementYen((r) => r.change)],
  ["担当", (r) => r.staff_name],
  ["コメント", (r, place) => (place.first ? r.comment : "")],
  ["取消", (_r, place) => (place.voided ? "取消" : "")],
];

export const ACCOUNTING_CSV_HEADER = COLUMNS.map(([header]) => header);

const CSV_PAGE = 1000;

async function csvPage(
  tx: Executor,
  where: Parameters<typeof afterCursor>[0],
  cursor: Cursor | null,
): Promise<CsvRow[]> {
  return tx
    .select({
      id: accountingLogs.id,
      settlement_id: settlements.id,
      lounge_id: settlements.lounge_id,
      lounge_name: lounges.name,
      time_zone: lounges.time_zone,
      accounted_at: settlements.accounted_at,
      visited_at: accountingLogs.visited_at,
      customer_group_id: accountingLogs.customer_group_id,
      gender: accountingLogs.gender,
      num: accountingLogs.num,
      fee_rule: accountingLogs.fee_rule_label,
      share_minutes: accountingLogs.share_minutes,
      solo_minutes: accountingLogs.solo_minutes,
      charge_price: accountingLogs.charge_price,
      // Only whether the charge has hour lines (a flat price has none), not the bill itself.
      share_hour_lines: sql<number>`coalesce(jsonb_array_length(${accountingLogs.bill} -> 'share_hours'), 0)::int`,
      solo_price: accountingLogs.solo_price,
      special_price: accountingLogs.special_price,
      order_price: accountingLogs.order_price,
      extra_charge: accountingLogs.extra_charge,
      total_price: accountingLogs.total_price,
      discount: settlements.discount,
      groups_total_price: settlements.groups_total_price,
      consumption_tax: settlements.consumption_tax,
      cash: settlements.cash,
      cash_tendered: settlements.cash_tendered,
      change: settlements.change,
      credit: settlements.credit,
      e_money: settlements.e_money,
      staff_name: staff.name,
      comment: settlements.comment,
      voided: sql<boolean>`${settlements.voided_at} is not null`,
    })
    .from(settlements)
    .innerJoin(accountingLogs, eq(accountingLogs.settlement_id, settlements.id))
    .innerJoin(staff, eq(staff.id, settlements.staff_id))
    .innerJoin(lounges, eq(lounges.id, settlements.lounge_id))
    .where(and(...afterCursor(where, cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(CSV_PAGE);
}

/** The whole result as CSV, read page by page while it streams. */
export async function exportAccountingCsv(
  tx: Executor,
  actor: Actor,
  query: SearchQuery,
): Promise<Readable> {
  const { where } = await matchingConditions(tx, actor, query);
  async function* lines() {
    yield `\uFEFF${ACCOUNTING_CSV_HEADER.join(",")}\r\n`;
    let cursor = decodeCursor(query.cursor);
    // A settlement's rows are consecutive (newest first), possibly across two pages.
    let previousSettlement: number | null = null;
    for (;;) {
      const rows = await csvPage(tx, where, cursor);
      if (rows.length === 0) return;
      let text = "";
      for (const row of rows) {
        const place = { first: row.settlement_id !== previousSettlement, voided: row.voided };
        previousSettlement = row.settlement_id;
        text += `${COLUMNS.map(([, get]) => csvField(get(row, place))).join(",")}\r\n`;
      }
      yield text;
      if (rows.length < CSV_PAGE) return;
      const last = rows[rows.length - 1] as CsvRow;
      cursor = decodeCursor(
        encodeCursor({ ...last, accounted_at: last.accounted_at.toISOString() }),
      );
    }
  }
  return Readable.from(lines());
}
