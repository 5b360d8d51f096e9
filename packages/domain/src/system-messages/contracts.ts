// System messages as contracts: head office sends, lists and ends them; devices read the active ones.
import { ZIdParams, ZLoungeQuery } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZSystemMessage, ZSystemMessageCreate, ZSystemMessageList } from "./schemas";

const tags = ["system_messages"];

export const systemMessagesApi = {
  create: defineContract({
    method: "POST",
    path: "/system_messages",
    access: { action: "system_messages.manage" },
    summary: "お知らせの送信 (1店舗または全店舗; 表示期限は任意)",
    tags,
    body: ZSystemMessageCreate,
    response: ZSystemMessage,
    status: 201,
  }),
  list: defineContract({
    method: "GET",
    path: "/system_messages",
    access: { action: "system_messages.manage" },
    summary: "送信したお知らせの一覧 (新しい順、最大200件)",
    tags,
    response: ZSystemMessageList,
  }),
  /** What a device of the lounge shows when it connects: the messages not yet past their `until`. */
  active: defineContract({
    method: "GET",
    path: "/system_messages/active",
    access: { action: "floor.use" },
    summary: "店舗に表示中のお知らせ",
    tags,
    query: ZLoungeQuery,
    response: ZSystemMessageList,
  }),
  /** Ends a message now: devices that connect later no longer see it. */
  end: defineContract({
    method: "POST",
    path: "/system_messages/:id/end",
    access: { action: "system_messages.manage" },
    summary: "お知らせの表示を終了",
    tags,
    params: ZIdParams,
    response: ZSystemMessage,
  }),
};
