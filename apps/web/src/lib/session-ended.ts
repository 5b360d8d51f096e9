// Why the last session ended, kept for the sign-in page: a 401 while signed in (idle timeout, a
// password changed elsewhere, a reset) leads there, and the page says why in Japanese.
import { ERROR_MESSAGES_JA } from "@lounge-office/domain/shared";
import { t } from "./common-messages";

const KEY = "lounge_office_session_ended";

export const SESSION_ENDED_MESSAGE = t("sessionEnded");

/** Remembers the server's reason (its 401 message), or a general one when it gave none. */
export function noteSessionEnded(serverMessage: string) {
  const message =
    serverMessage && serverMessage !== ERROR_MESSAGES_JA.unauthenticated
      ? serverMessage
      : SESSION_ENDED_MESSAGE;
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode quota): the sign-in page simply shows no reason.
  }
}

export function readSessionEnded(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSessionEnded() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
