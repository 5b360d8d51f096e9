// The browser tab's and a screen reader's name for a page: 「会計履歴 – 渋谷 | Lounge Office」.
export const APP_NAME = "Lounge Office";

export function documentTitle(page: string | undefined, lounge: string | undefined): string {
  if (!page) return APP_NAME;
  return lounge ? `${page} – ${lounge} | ${APP_NAME}` : `${page} | ${APP_NAME}`;
}
