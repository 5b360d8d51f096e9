// Error codes and their Japanese messages, apart from the schemas: the sign-in page reads them
// without loading zod.
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
