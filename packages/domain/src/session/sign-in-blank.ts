// What the sign-in form says for a field left blank, apart from the schemas: the sign-in page checks
// blank fields itself (it ships without zod) and leaves every other rule to the server's answer.
export const SIGN_IN_BLANK = {
  lounge_id: "店舗を選択してください",
  account: "アカウントを入力してください",
  password: "パスワードを入力してください",
} as const;
