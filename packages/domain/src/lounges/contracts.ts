// Lounge settings as contracts: the list, create, edit, and the days a lounge is closed.
import { z } from "zod";
import { ZIdParams } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZJournalAccountsAnswer,
  ZJournalAccountsInput,
  ZLounge,
  ZLoungeClosure,
  ZLoungeClosureInput,
  ZLoungeInput,
} from "./schemas";

const tags = ["lounges"] as const;

export const loungesApi = {
  list: defineContract({
    method: "GET",
    path: "/api/v1/lounge_settings",
    access: { action: "lounges.manage" },
    summary: "店舗設定一覧",
    tags,
    response: z.array(ZLounge),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/v1/lounge_settings",
    access: { action: "lounges.manage" },
    summary: "店舗登録",
    tags,
    body: ZLoungeInput,
    response: ZLounge,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/v1/lounge_settings/:id",
    access: { action: "lounges.manage" },
    summary: "店舗設定の変更",
    tags,
    params: ZIdParams,
    body: ZLoungeInput,
    response: ZLounge,
  }),
  closure: defineContract({
    method: "GET",
    path: "/api/v1/lounges/:id/closed_today",
    access: { action: "floor.configure" },
    summary: "本日臨時休業かどうか",
    tags,
    params: ZIdParams,
    response: ZLoungeClosure,
  }),
  setClosure: defineContract({
    method: "PUT",
    path: "/api/v1/lounges/:id/closed_today",
    access: { action: "floor.configure" },
    summary: "本日臨時休業にする・取り消す (店長以上: 混雑状況は終日「営業時間外」)",
    tags,
    params: ZIdParams,
    body: ZLoungeClosureInput,
    response: ZLoungeClosure,
  }),
  journalAccounts: defineContract({
    method: "GET",
    path: "/api/v1/lounges/:id/journal_accounts",
    access: { action: "journal.audit" },
    summary: "会計ソフト連携の勘定科目・補助科目・税区分 (設定がなければ既定)",
    tags,
    params: ZIdParams,
    response: ZJournalAccountsAnswer,
  }),
  setJournalAccounts: defineContract({
    method: "PUT",
    path: "/api/v1/lounges/:id/journal_accounts",
    access: { action: "lounges.manage" },
    summary: "会計ソフト連携の勘定科目を設定する (null で既定に戻す)",
    tags,
    params: ZIdParams,
    body: ZJournalAccountsInput,
    response: ZJournalAccountsAnswer,
  }),
};
