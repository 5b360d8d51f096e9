// Accounting calls as contracts: the bill (a read), the bill session that shows its groups 会計中
// (start or renew, and leaving it), settling, the search and its CSV, a settlement's detail,
// comment and corrections, and voids.

import { ZIdParams, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZAccountingLogDetail,
  ZAccountingLogs,
  ZAccountingLogUpdate,
  ZAccountingSearch,
  ZAccountingSearchQuery,
  ZBill,
  ZBillQuery,
  ZBillSessionBody,
  ZReleaseBody,
  ZSettleBody,
  ZVoidBody,
} from "./schemas";

const tags = ["accounting"] as const;
const settle = { action: "accounting.settle" } as const;

export const accountingApi = {
  bill: defineContract({
    method: "GET",
    path: "/accounting_logs/new",
    access: settle,
    summary: "会計の明細 (組ごとの滞在・単位・注文、合計と税)。読むだけ: 会計中にはしない",
    tags,
    query: ZBillQuery,
    response: ZBill,
  }),
  startBillSession: defineContract({
    method: "POST",
    path: "/accounting_logs/bill_session",
    access: settle,
    summary:
      "会計画面を開いた: 組を全端末で会計中にする (15分有効、画面を開いている間は送り直して延長)。終わりは POST /accounting_logs/release",
    tags,
    body: ZBillSessionBody,
    response: ZOk,
  }),
  release: defineContract({
    method: "POST",
    path: "/accounting_logs/release",
    access: settle,
    summary: "会計画面を閉じた・会計をやめた (会計中の表示を外す)",
    tags,
    body: ZReleaseBody,
    response: ZOk,
  }),
  settle: defineContract({
    method: "POST",
    path: "/accounting_logs",
    access: settle,
    summary: "会計する (ヘッダー Idempotency-Key 必須: 同じキーは最初の結果を返す)",
    tags,
    body: ZSettleBody,
    response: ZAccountingLogs,
    status: 201,
    idempotency: "required",
  }),
  search: defineContract({
    method: "GET",
    path: "/accounting_logs",
    access: { action: "accounting.search" },
    summary: "会計履歴の検索 (キーセットページング、合計行)",
    tags,
    query: ZAccountingSearchQuery,
    response: ZAccountingSearch,
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/accounting_logs/export",
    access: { action: "accounting.search" },
    summary: "会計履歴のCSV (UTF-8 BOM付き、件数無制限のストリーム)",
    tags,
    query: ZAccountingSearchQuery,
    response: null,
  }),
  show: defineContract({
    method: "GET",
    path: "/accounting_logs/:id",
    access: { action: "accounting.search" },
    summary: "会計の詳細 (明細と変更履歴)",
    tags,
    params: ZIdParams,
    response: ZAccountingLogDetail,
  }),
  update: defineContract({
    method: "PUT",
    path: "/accounting_logs/:id",
    access: settle,
    summary: "会計のコメント (全員) / 支払い・担当の訂正 (店長、理由必須)",
    tags,
    params: ZIdParams,
    body: ZAccountingLogUpdate,
    response: ZAccountingLogs,
  }),
  void: defineContract({
    method: "POST",
    path: "/accounting_logs/:id/void",
    access: { action: "accounting.correct" },
    summary: "会計の取消 (売上から外す、理由必須)",
    tags,
    params: ZIdParams,
    body: ZVoidBody,
    response: ZAccountingLogs,
  }),
};
