// Error codes shared by server and client: the server maps them to HTTP, the client shows their Japanese text.
import { z } from "zod";

export const ERROR_CODES = [
  "validation_failed",
  "unauthenticated",
  "invalid_credentials",
  "sign_in_throttled",
  "rate_limited",
  "forbidden",
  "csrf_failed",
  "not_found",
  "conflict",
  "account_taken",
  "unprocessable",
  "payload_too_large",
  "unavailable",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default Japanese message per code; a server error may carry a more specific one. */
export const ERROR_MESSAGES_JA: Record<ErrorCode, string> = {
  validation_failed: "入力内容に誤りがあります",
  unauthenticated: "サインインしてください",
  invalid_credentials: "アカウントまたはパスワードが正しくありません",
  sign_in_throttled: "サインインの失敗が続いたため、しばらくお待ちください",
  rate_limited: "アクセスが集中しています。少し待ってからもう一度お試しください",
  forbidden: "この操作を行う権限がありません",
  csrf_failed: "画面の有効期限が切れました。再読み込みしてください",
  not_found: "見つかりません",
  conflict: "他の端末で更新されました。最新の状態を読み込み直してください",
  account_taken: "このアカウントは既に使われています",
  unprocessable: "設定が不足しているため処理できません",
  payload_too_large: "送信データが大きすぎます",
  unavailable: "データベースに接続できません。しばらくしてからもう一度お試しください",
  internal: "サーバーでエラーが発生しました。しばらくしてからもう一度お試しください",
};

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path → Japanese message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/**
 * The one error a command throws when it refuses: a code (the server maps it to an HTTP status in
 * one place) and a Japanese message, with per-field messages for a form. Commands throw it
 * without knowing about HTTP, so they run the same from a route, a script or a test.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES_JA[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
