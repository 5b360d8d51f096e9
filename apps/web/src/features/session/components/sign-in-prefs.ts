// The sign-in helper's remembered choices: the last lounge (by its text) and, per lounge, the last account.
import { readCookie, writeCookie } from "../../../lib/cookies";

export const LOUNGE_COOKIE = "last_selected_lounge_text";
export const ACCOUNT_COOKIE = "last_selected_staff_account";
export const REMEMBER_DAYS = 30;

export function readLastLoungeText(cookieString?: string): string | null {
  try {
    return readCookie(LOUNGE_COOKIE, cookieString);
  } catch (error) {
    console.error("Failed to read the saved lounge", error);
    return null;
  }
}

/** The JSON map lounge text → account; unreadable data is reported on the console and ignored. */
export function readLastAccounts(cookieString?: string): Record<string, string> {
  const raw = readCookie(ACCOUNT_COOKIE, cookieString);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
    throw new Error("not a map");
  } catch (error) {
    console.error("Failed to read the saved staff account data", error);
    return {};
  }
}

export function rememberLounge(text: string) {
  writeCookie(LOUNGE_COOKIE, text, REMEMBER_DAYS);
}

export function rememberAccount(loungeText: string, account: string) {
  const accounts = { ...readLastAccounts(), [loungeText]: account };
  writeCookie(ACCOUNT_COOKIE, JSON.stringify(accounts), REMEMBER_DAYS);
}

/** Reads `ac`/`pw` from the address and removes them from the bar at once (history stays clean). */
export function takeCredentialParams(): { account: string | null; password: string | null } {
  const url = new URL(window.location.href);
  const account = url.searchParams.get("ac");
  const password = url.searchParams.get("pw");
  if (account !== null || password !== null) {
    url.searchParams.delete("ac");
    url.searchParams.delete("pw");
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return { account, password };
}

let boot: { account: string | null; password: string | null } = { account: null, password: null };

/** Called once at start-up, before React renders: the address bar never keeps a password. */
export function captureCredentialParams() {
  boot = takeCredentialParams();
}

/** The `ac`/`pw` values the page was opened with (kept until a successful sign-in). */
export const bootCredentials = () => ({ ...boot });

export function forgetBootCredentials() {
  boot = { account: null, password: null };
}
