// The guest page's calls as contracts: staff issue, read and revoke a group's link; the page reads its view.
import { ZIdParams, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZGuestLinkIssued, ZGuestLinkStatus, ZGuestTokenParams, ZGuestView } from "./schemas";

const tags = ["guest"] as const;
const floorUse = { action: "floor.use" } as const;

export const guestApi = {
  issue: defineContract({
    method: "POST",
    path: "/customer_groups/:id/guest_link",
    access: floorUse,
    summary: "お客様用リンクの発行 (前のリンクは取り消し。トークンはこの応答でだけ返す)",
    tags,
    params: ZIdParams,
    response: ZGuestLinkIssued,
    status: 201,
  }),
  status: defineContract({
    method: "GET",
    path: "/customer_groups/:id/guest_link",
    access: floorUse,
    summary: "お客様用リンクの状態",
    tags,
    params: ZIdParams,
    response: ZGuestLinkStatus,
  }),
  revoke: defineContract({
    method: "DELETE",
    path: "/customer_groups/:id/guest_link",
    access: floorUse,
    summary: "お客様用リンクの取り消し",
    tags,
    params: ZIdParams,
    response: ZOk,
  }),
  view: defineContract({
    method: "GET",
    path: "/public/guest/:token",
    access: { public: true },
    summary: "お客様用ページ (公開・回数制限あり): 自分の組の時間と料金",
    tags: ["public"],
    params: ZGuestTokenParams,
    response: ZGuestView,
  }),
};
