// Sign-in and session calls as contracts.
import { z } from "zod";
import { ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZAccountLounges,
  ZAccountLoungesQuery,
  ZLocaleChange,
  ZLoungeOption,
  ZPasswordChange,
  ZSession,
  ZSessionState,
  ZSignInRequest,
  ZStaffAccountOption,
  ZStaffAccountsQuery,
  ZSwitchLoungeRequest,
} from "./schemas";

const tags = ["session"] as const;

export const sessionApi = {
  /** The sign-in page's lounge options (also the all-lounges summary's lounge list). */
  loungeOptions: defineContract({
    method: "GET",
    path: "/api/v1/lounges",
    access: { public: true },
    summary: "店舗の選択肢 (サインイン)",
    tags,
    response: z.array(ZLoungeOption),
  }),
  staffAccounts: defineContract({
    method: "GET",
    path: "/api/v1/staffs",
    access: { public: true },
    summary: "スタッフアカウントの選択肢 (サインイン)",
    tags,
    query: ZStaffAccountsQuery,
    response: z.array(ZStaffAccountOption),
  }),
  accountLounges: defineContract({
    method: "GET",
    path: "/api/v1/account_lounges",
    access: { public: true },
    summary: "アカウントの店舗 (サインインリンク)",
    tags,
    query: ZAccountLoungesQuery,
    response: ZAccountLounges,
  }),
  signIn: defineContract({
    method: "POST",
    path: "/api/v1/session",
    access: { public: true },
    summary: "サインイン",
    tags,
    body: ZSignInRequest,
    response: ZSession,
  }),
  current: defineContract({
    method: "GET",
    path: "/api/v1/session",
    access: { action: "session" },
    summary: "現在のセッション",
    tags,
    response: ZSession,
  }),
  state: defineContract({
    method: "GET",
    path: "/api/v1/session/state",
    access: { public: true },
    summary: "セッションの有無（サインインしていなくても 200）",
    tags,
    response: ZSessionState,
  }),
  switchLounge: defineContract({
    method: "PUT",
    path: "/api/v1/session/lounge",
    access: { action: "session" },
    summary: "店舗の切替",
    tags,
    body: ZSwitchLoungeRequest,
    response: ZSession,
  }),
  /**
   * Everyone changes their own password here, with the current one (a manager's reset refuses one's
   * own id). Every other session of oneself ends; this one stays.
   */
  changePassword: defineContract({
    method: "PUT",
    path: "/api/v1/session/password",
    access: { action: "session" },
    summary: "自分のパスワード変更 (現在のパスワードが必要)",
    tags,
    body: ZPasswordChange,
    response: ZOk,
  }),
  changeLocale: defineContract({
    method: "PUT",
    path: "/api/v1/session/locale",
    access: { action: "session" },
    summary: "自分の表示言語の変更 (次回のサインインにも引き継ぐ)",
    tags,
    body: ZLocaleChange,
    response: ZOk,
  }),
  signOut: defineContract({
    method: "DELETE",
    path: "/api/v1/session",
    access: { action: "session" },
    summary: "サインアウト",
    tags,
    response: ZOk,
  }),
};
