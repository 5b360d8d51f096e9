// Sign-in (screen 16) and session calls: /api/v1/lounges, /api/v1/staffs, /api/v1/account_lounges,
// /api/v1/session.
import { z } from "zod";
import { ZId, ZIdParam, ZPassword, zText } from "../shared/api/common";
import { ZRole } from "../shared/api/roles";
import { LOCALES } from "./locales";
import { SIGN_IN_BLANK } from "./sign-in-blank";

/**
 * `GET /api/v1/lounges` item: the original system's lounge option. `account_list` (ours) tells the sign-in page
 * whether the lounge lists its accounts; when false the account is typed.
 */
export const ZLoungeOption = z.object({
  text: z.string(),
  value: z.object({ id: z.number().int(), roles: z.array(ZRole), account_list: z.boolean() }),
});
export type LoungeOption = z.infer<typeof ZLoungeOption>;

export const ZStaffAccountsQuery = z.object({
  lounge_id: ZIdParam,
  /** Comma-separated roles, as the lounge option's `value.roles` joined; empty means all. */
  role: zText().max(100, { error: "役割の指定が長すぎます" }).optional(),
});

/**
 * `GET /api/v1/staffs` item: account with its Japanese role label. Only roles the lounge admits,
 * never admins (head office types its account), and none when the lounge turned its list off.
 */
export const ZStaffAccountOption = z.object({ account: z.string(), role_ja: z.string() });
export type StaffAccountOption = z.infer<typeof ZStaffAccountOption>;

const ZAccount = zText(SIGN_IN_BLANK.account)
  .trim()
  .min(1, { error: SIGN_IN_BLANK.account })
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
  password: zText(SIGN_IN_BLANK.password)
    .min(1, { error: SIGN_IN_BLANK.password })
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
    /** The language this member of staff reads the screens in. */
    locale: z.enum(LOCALES),
  }),
  /** The lounge signed in at. */
  lounge: ZSessionLounge,
  /** Every lounge this staff member may work at (all lounges for admins). */
  lounges: z.array(ZSessionLounge),
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type Session = z.infer<typeof ZSession>;

/**
 * Whether this browser is signed in, answered 200 either way (GET /api/v1/session answers 401 when
 * not, which a browser logs as an error on every visit to the sign-in page): the session, or null
 * and, when a session cookie came but no longer counts, why (idle too long, signed out elsewhere).
 */
export const ZSessionState = z.object({
  session: ZSession.nullable(),
  ended: z.string().nullable(),
});
export type SessionState = z.infer<typeof ZSessionState>;

/** `PUT /api/v1/session/locale`: the language one reads the screens in, kept for one's next sign-in. */
export const ZLocaleChange = z.object({
  locale: z.enum(LOCALES, { error: "言語は ja または en を指定してください" }),
});

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
