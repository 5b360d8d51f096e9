// Journal calls as contracts: verifying a lounge's chain.
import { defineContract } from "../shared/api/contract";
import { ZJournalVerify, ZJournalVerifyQuery } from "./schemas";

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
};
