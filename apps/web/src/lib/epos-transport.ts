// The browser's side of ePOS-Print: POST an envelope to a printer or customer display
// on the LAN and read its answer. Every failure becomes a code and a Japanese message; nothing throws.
import {
  type EposEndpoint,
  type EposResponse,
  eposMessage,
  eposServiceUrl,
  mixedContentBlocked,
  parseEposResponse,
} from "@lounge-office/domain/shared";
import { t } from "./device-messages";
import { pageAllowsOrigin } from "./page-policy";

/** Codes of our own for what happens before the device answers (eposMessage explains them too). */
export const EPOS_NETWORK = "NETWORK";
export const EPOS_NO_ANSWER = "NETWORK_TIMEOUT";
export const EPOS_BAD_RESPONSE = "BAD_RESPONSE";
/** The page's policy blocks the device's address (it changed since the page loaded): reload. */
export const EPOS_PAGE_RELOAD = "PAGE_RELOAD";
/** An http device from this https page: the browser blocks the request without an answer. */
export const EPOS_MIXED_CONTENT = "MIXED_CONTENT";

/** Extra wait beyond the device's own timeout before the browser gives up on an answer. */
const ANSWER_GRACE_MS = 5_000;

export type EposOutcome = {
  ok: boolean;
  /** The device's code, or one of ours ("" on success). */
  code: string;
  status: number;
  message: string;
  response: EposResponse | null;
};

export const originOf = (endpoint: EposEndpoint) =>
  `${endpoint.scheme}://${endpoint.ip}:${endpoint.port}`;

function failure(code: string, status = 0, response: EposResponse | null = null): EposOutcome {
  return { ok: false, code, status, message: eposMessage(code, status), response };
}

/** The printer's failure for staff, always with the device's code so it can be looked up. */
export function printerFailureText(code: string, message: string): string {
  const text = message.trim() || t("printFailed");
  return code && !text.includes(code) ? t("withCode", { text, code }) : text;
}

/** Sends `xml` to the endpoint's print (or display) service; resolves with the outcome, never rejects. */
export async function sendEpos(
  endpoint: EposEndpoint,
  service: "print" | "display",
  xml: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<EposOutcome> {
  // The browser would refuse the request (its CSP), and staff would read "switched off?".
  if (!pageAllowsOrigin(originOf(endpoint))) return failure(EPOS_PAGE_RELOAD);
  if (mixedContentBlocked(globalThis.location?.protocol ?? "", endpoint)) {
    return failure(EPOS_MIXED_CONTENT);
  }
  const timeoutMs = options.timeoutMs ?? endpoint.timeout_ms;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs + ANSWER_GRACE_MS);
  const forward = () => controller.abort();
  options.signal?.addEventListener("abort", forward, { once: true });
  try {
    const answer = await fetch(eposServiceUrl(endpoint, service, timeoutMs), {
      method: "POST",
      headers: {
        "Content-Type": "text/xml; charset=utf-8",
        SOAPAction: '""',
        "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT",
      },
      body: xml,
      signal: controller.signal,
      credentials: "omit",
      cache: "no-store",
    });
    const text = await answer.text();
    const response = parseEposResponse(text);
    if (!response) return failure(answer.ok ? EPOS_BAD_RESPONSE : `HTTP_${answer.status}`);
    if (!response.success) return failure(response.code, response.status, response);
    return { ok: true, code: "", status: response.status, message: "", response };
  } catch {
    if (!timedOut) {
      // The browser's violation report may come a task after the refusal itself.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!pageAllowsOrigin(originOf(endpoint))) return failure(EPOS_PAGE_RELOAD);
    }
    return failure(timedOut ? EPOS_NO_ANSWER : EPOS_NETWORK);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forward);
  }
}
