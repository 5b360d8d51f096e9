// Sign-in (screen 16) and session calls: /api/v1/lounges, /api/v1/staffs, /api/v1/account_lounges,
// /api/v1/session.
import { z } from "zod";
import { ZId, ZOk, zText } from "./common";
import { defineContract } from "./contract";
import { ZRole } from "./roles";
import { ZPassword } from "./staff";

/**
 * `GET /api/v1/lounges` item: the seed's lounge option. `account_list` (ours) tells the sign-in page
 * whether the lounge lists its accounts; when false the account is typed.
 */
export const ZLoungeOption = z.object({
  text: z.string(),
  value: z.object({ id: z.number().int(), roles: z.array(ZRole), account_list: z.boolean() }),
});
export type LoungeOption = z.infer<typeof ZLoungeOption>;

export const ZStaffAccountsQuery = z.object({
  lounge_id: ZId,
  /** Comma-separated roles, as the lounge option's `value.roles` joined; empty means all. */
  role: zText().max(100, { error: "役割の指定が長すぎます" }).optional(),
});

/**
 * `GET /api/v1/staffs` item: account with its Japanese role label. Only roles the lounge admits,
 * never admins (head office types its account), and none when the lounge turned its list off.
 */
export const ZStaffAccountOption = z.object({ account: z.string(), role_ja: z.string() });
export type StaffAccountOption = z.infer<typeof ZStaffAccountOption>;

const ZAccount = zText("アカウントを入力してください")
  .trim()
  .min(1, { error: "アカウントを入力してください" })
  .max(64, { error: "アカウントは64文字以内で入力してください" });

/** `GET /api/v1/account_lounges?account=`: a sign-in link's account, to choose its lounge. */
export const ZAccountLoungesQuery = z.object({ account: ZAccount });

/**
 * The lounges whose sign-in list shows the account (the lounges `GET /api/v1/staffs` would list it
 * at): never more than those lists already tell, so empty for an admin, an inactive account or a
 * lounge that turned its list off.
 */
export const ZAccountLounges = z.object({ lounge_ids: z.array(z.number().int()) });

export const ZSignInRequest = z.object({
  lounge_id: ZId,
  account: ZAccount,
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

const ZCurrentPassword = zText("現在のパスワードを入力してください")
  .min(1, { error: "現在のパスワードを入力してください" })
  .max(200, { error: "パスワードは200文字以内で入力してください" });

const passwordChangeFields = { current_password: ZCurrentPassword, password: ZPassword };
const NEW_PASSWORD_DIFFERS = "新しいパスワードには現在と異なるものを入力してください";

/** `PUT /api/v1/session/password`: one's own password, changed with the current one. */
export const ZPasswordChange = z
  .object(passwordChangeFields)
  .refine((v) => v.password !== v.current_password, {
    path: ["password"],
    error: NEW_PASSWORD_DIFFERS,
  });
export type PasswordChange = z.infer<typeof ZPasswordChange>;

/** The 「パスワード変更」 dialog: the call's fields, and the new password typed twice. */
export const ZPasswordChangeForm = z
  .object({
    ...passwordChangeFields,
    password_confirmation: z.string({ error: "確認のためもう一度入力してください" }),
  })
  .refine((v) => v.password !== v.current_password, {
    path: ["password"],
    error: NEW_PASSWORD_DIFFERS,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: "新しいパスワードが確認用と一致しません",
  });

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
  signOut: defineContract({
    method: "DELETE",
    path: "/api/v1/session",
    access: { action: "session" },
    summary: "サインアウト",
    tags,
    response: ZOk,
  }),
};
