// Journal calls as contracts: verifying a lounge's chain, and its rows for an auditor.
import { defineContract } from "../shared/api/contract";
import { ZJournalExportQuery, ZJournalVerify, ZJournalVerifyQuery } from "./schemas";

const tags = ["journal"] as const;
const audit = { action: "journal.audit" } as const;

export const journalApi = {
  verify: defineContract({
    method: "GET",
    path: "/journal/verify",
    access: audit,
    summary:
      "店舗の取引記録 (会計・訂正・取消・発行・入出金・開店・締め) のハッシュの連鎖を検証する: 書き換え・削除・抜けがあれば最初の行",
    tags,
    query: ZJournalVerifyQuery,
    response: ZJournalVerify,
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/journal/export.csv",
    access: audit,
    summary:
      "監査用: 店舗の取引記録のうち営業日 first_day〜last_day の行をハッシュつきのCSVで (UTF-8 BOM付き)。npm run journal:verify で連鎖と照合できる",
    tags,
    query: ZJournalExportQuery,
    response: null,
  }),
};
