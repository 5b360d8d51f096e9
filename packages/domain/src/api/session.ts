// Sign-in (screen 16) and session calls: /api/v1/lounges, /api/v1/staffs, /api/v1/session.
import { z } from "zod";
import { ZId, ZOk, zText } from "./common";
import { defineContract } from "./contract";
import { ZRole } from "./roles";

/** `GET /api/v1/lounges` item: the seed's lounge option. */
export const ZLoungeOption = z.object({
  text: z.string(),
  value: z.object({ id: z.number().int(), roles: z.array(ZRole) }),
});
export type LoungeOption = z.infer<typeof ZLoungeOption>;

export const ZStaffAccountsQuery = z.object({
  lounge_id: ZId,
  /** Comma-separated roles, as the lounge option's `value.roles` joined; empty means all. */
  role: zText().max(100, { error: "役割の指定が長すぎます" }).optional(),
});

/** `GET /api/v1/staffs` item: account with its Japanese role label. */
export const ZStaffAccountOption = z.object({ account: z.string(), role_ja: z.string() });
export type StaffAccountOption = z.infer<typeof ZStaffAccountOption>;

export const ZSignInRequest = z.object({
  lounge_id: ZId,
  account: zText("アカウントを選択してください")
    .trim()
    .min(1, { error: "アカウントを選択してください" })
    .max(64, { error: "アカウントは64文字以内で入力してください" }),
  password: zText("パスワードを入力してください")
    .min(1, { error: "パスワードを入力してください" })
    .max(200, { error: "パスワードは200文字以内で入力してください" }),
});
export type SignInRequest = z.infer<typeof ZSignInRequest>;

export const ZSessionLounge = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  business_day_cutoff: z.string(),
});
export type SessionLounge = z.infer<typeof ZSessionLounge>;

export const ZSession = z.object({
  staff: z.object({
    id: z.number().int(),
    name: z.string(),
    account: z.string(),
    role: ZRole,
    role_ja: z.string(),
  }),
  /** The lounge signed in at. */
  lounge: ZSessionLounge,
  /** Every lounge this staff member may work at (all lounges for admins). */
  lounges: z.array(ZSessionLounge),
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type Session = z.infer<typeof ZSession>;

/** Switch the lounge of the current session (multi-lounge staff). */
export const ZSwitchLoungeRequest = z.object({ lounge_id: ZId });

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
  switchLounge: defineContract({
    method: "PUT",
    path: "/api/v1/session/lounge",
    access: { action: "session" },
    summary: "店舗の切替",
    tags,
    body: ZSwitchLoungeRequest,
    response: ZSession,
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
