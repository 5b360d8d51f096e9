// Business-day calls as contracts: the day's figures, opening it with a float, paid-in and paid-out
// and their corrections, the close's pre-check, the close with a drawer count, reopening, and the
// day's report as CSV.
import { ZIdParams } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZBusinessDay,
  ZBusinessDayParams,
  ZCashMovement,
  ZCashMovementBody,
  ZCashMovements,
  ZCashMovementUpdate,
  ZCashMovementVoid,
  ZCloseBody,
  ZOpenBody,
  ZPrecheck,
  ZReopenBody,
} from "./schemas";
import { ZHourlyGuests, ZJournalCsvQuery, ZSummary, ZSummaryQuery } from "./summary";

const tags = ["business_days"] as const;
const operate = { action: "business_days.operate" } as const;
const close = { action: "business_days.close" } as const;

export const businessDaysApi = {
  show: defineContract({
    method: "GET",
    path: "/business_days/:lounge_id/:date",
    access: operate,
    summary:
      "営業日 (YYYY-MM-DD) の状態と数字: 売上・支払別・税・割引・客数・入出金・理論残高。締めた日は締めた時の数字と締め後の訂正",
    tags,
    params: ZBusinessDayParams,
    response: ZBusinessDay,
  }),
  open: defineContract({
    method: "POST",
    path: "/business_days/:lounge_id/:date/open",
    access: operate,
    summary: "開店: 釣銭準備金 (合計 float か金種ごとの counts) で営業日を始める",
    tags,
    params: ZBusinessDayParams,
    body: ZOpenBody,
    response: ZBusinessDay,
    idempotency: "optional",
  }),
  cashMovements: defineContract({
    method: "GET",
    path: "/business_days/:lounge_id/:date/cash_movements",
    access: operate,
    summary: "その営業日の入出金 (訂正・取消の履歴つき) と店舗の理由の一覧",
    tags,
    params: ZBusinessDayParams,
    response: ZCashMovements,
  }),
  recordCashMovement: defineContract({
    method: "POST",
    path: "/business_days/:lounge_id/:date/cash_movements",
    access: operate,
    summary: "入出金を記録する (direction: in / out、金額、理由)。開店前なら既定の釣銭準備金で開店",
    tags,
    params: ZBusinessDayParams,
    body: ZCashMovementBody,
    response: ZCashMovement,
    status: 201,
    idempotency: "optional",
  }),
  correctCashMovement: defineContract({
    method: "PUT",
    path: "/cash_movements/:id",
    access: close,
    summary: "入出金の訂正 (店長、理由必須。元の記録は履歴に残る)",
    tags,
    params: ZIdParams,
    body: ZCashMovementUpdate,
    response: ZCashMovement,
  }),
  voidCashMovement: defineContract({
    method: "POST",
    path: "/cash_movements/:id/void",
    access: close,
    summary: "入出金の取消 (店長、理由必須)",
    tags,
    params: ZIdParams,
    body: ZCashMovementVoid,
    response: ZCashMovement,
  }),
  precheck: defineContract({
    method: "GET",
    path: "/business_days/:lounge_id/:date/precheck",
    access: operate,
    summary:
      "閉店前の確認: 在席中の組 (締められない)、未印刷の伝票、勤務中のスタッフ、理由のない入出金",
    tags,
    params: ZBusinessDayParams,
    response: ZPrecheck,
  }),
  close: defineContract({
    method: "POST",
    path: "/business_days/:lounge_id/:date/close",
    access: close,
    summary:
      "締める: 金種ごとのレジ金 counted と過不足の理由で営業日を締める (店長)。在席中の組があれば409",
    tags,
    params: ZBusinessDayParams,
    body: ZCloseBody,
    response: ZBusinessDay,
    idempotency: "optional",
  }),
  reopen: defineContract({
    method: "POST",
    path: "/business_days/:lounge_id/:date/reopen",
    access: { action: "business_days.reopen" },
    summary: "締めた営業日を再開する (管理者、理由必須、記録される)",
    tags,
    params: ZBusinessDayParams,
    body: ZReopenBody,
    response: ZBusinessDay,
  }),
  summary: defineContract({
    method: "GET",
    path: "/business_days",
    access: close,
    summary:
      "店舗横断の営業日一覧 (期間 first_day〜last_day、62日まで): 売上・客数・客単価・滞在・支払別・締め済みか・過不足。lounge_ids 省略で見られる全店舗",
    tags,
    query: ZSummaryQuery,
    response: ZSummary,
  }),
  summaryCsv: defineContract({
    method: "GET",
    path: "/business_days/summary.csv",
    access: close,
    summary: "店舗横断の営業日一覧のCSV (UTF-8 BOM付き)",
    tags,
    query: ZSummaryQuery,
    response: null,
  }),
  hourly: defineContract({
    method: "GET",
    path: "/business_days/:lounge_id/:date/hourly",
    access: operate,
    summary: "営業日の時間帯別の客数 (営業日の始まりから1時間ごと、その時間に在席した人数)",
    tags,
    params: ZBusinessDayParams,
    response: ZHourlyGuests,
  }),
  journalCsv: defineContract({
    method: "GET",
    path: "/business_days/journal.csv",
    access: { action: "journal.audit" },
    summary:
      "締めた営業日の仕訳 (支払別の売上・理由別の入出金・過不足) を会計ソフトの取込形式で: format=freee (UTF-8 BOM付き)、mf・yayoi (Shift_JIS)。期間は62日まで、lounge_ids 省略で見られる全店舗",
    tags,
    query: ZJournalCsvQuery,
    response: null,
  }),
  reportCsv: defineContract({
    method: "GET",
    path: "/business_days/:lounge_id/:date/report.csv",
    access: operate,
    summary: "日報のCSV (UTF-8 BOM付き)",
    tags,
    params: ZBusinessDayParams,
    response: null,
  }),
};
