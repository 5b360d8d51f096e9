// The one way the web app talks HTTP: `send(path, options)` adds the CSRF header on changes, gives
// up after the original system's timeout, and turns a refusal into an ApiError with its message.
// It knows no schemas, so the sign-in page uses it without loading zod; every other call
// goes through lib/api-client.ts, which adds the contract and parses the answer with its schema.
import {
  type CallOutput,
  type Contract,
  ERROR_CODES,
  ERROR_MESSAGES_JA,
  type ErrorCode,
} from "@lounge-office/domain/shared";
import { t } from "./common-messages";
import { noteAnswer } from "./offline-copy";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network" | "timeout",
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = t("network");

/**
 * What to say for a refusal: the server's own message when it says something particular (「価格は…」,
 * in Japanese, the contract's words), else the code's general message in this page's language.
 */
export function refusalMessage(code: ErrorCode, serverMessage = ""): string {
  return serverMessage && serverMessage !== ERROR_MESSAGES_JA[code]
    ? serverMessage
    : t(`error.${code}`);
}

/** The original system's request timeout: a call with no answer by then fails with this message. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const TIMEOUT_ERROR_MESSAGE = t("timeout");

/** The caller aborted the call (e.g. 取りやめる): not a failure to report, the caller knows. */
export const isAbort = (error: unknown) => (error as Error | null)?.name === "AbortError";

/** A signal that aborts when the caller's does, or after the timeout (reported by `timedOut`). */
function withTimeout(outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", forward);
    },
  };
}

let csrfToken: string | null = null;
/** Set from the session (sign-in or GET /api/v1/session); sent with every mutation. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Adds the query; a list repeats its key (`ids[]=1&ids[]=2`, the original system's Rails-style lists). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type SendOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a settlement). */
  headers?: Record<string, string>;
  /** The browser's HTTP cache for this request (e.g. `no-cache` for a publicly cached feed). */
  cache?: RequestCache;
};

/** Sends one request; answers its JSON body, or throws an ApiError with its message. */
export async function send(path: string, options: SendOptions = {}): Promise<unknown> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  const deadline = withTimeout(options.signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: "same-origin",
      cache: options.cache,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: deadline.signal,
    });
    // The body is read under the same deadline: a server may send headers and then stall.
    text = await response.text();
    noteAnswer(response.headers);
  } catch (error) {
    if (deadline.timedOut()) throw new ApiError(0, "timeout", TIMEOUT_ERROR_MESSAGE);
    if (isAbort(error)) throw error;
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  } finally {
    deadline.done();
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const failure = errorBodyOf(json);
    if (failure) {
      const { code, message, fields } = failure;
      throw new ApiError(response.status, code, refusalMessage(code, message), fields);
    }
    const code: ErrorCode = response.status >= 500 ? "internal" : "validation_failed";
    throw new ApiError(response.status, code, refusalMessage(code));
  }
  return json;
}

/** The message for any error a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t("error.internal");
}

/** The server's error body `{ error: { code, message, fields? } }`, or null for anything else. */
function errorBodyOf(
  json: unknown,
): { code: ErrorCode; message: string; fields?: Record<string, string> } | null {
  const error = (json as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown; fields?: unknown }
    | undefined;
  if (!error || typeof error.message !== "string") return null;
  if (!(ERROR_CODES as readonly unknown[]).includes(error.code)) return null;
  const fields = error.fields;
  if (fields !== undefined) {
    if (typeof fields !== "object" || fields === null) return null;
    if (Object.values(fields).some((v) => typeof v !== "string")) return null;
  }
  return {
    code: error.code as ErrorCode,
    message: error.message,
    ...(fields ? { fields: fields as Record<string, string> } : {}),
  };
}

/**
 * A call by its contract's method and path, without the contract's schemas: for the sign-in page,
 * which starts without zod. The route is checked against the contract's when the app is built
 * (`sendRoute<typeof sessionApi.signIn>({ method: "POST", path: "/api/v1/session" }, …)` fails to
 * compile if the contract moves), and the answer is typed by the contract but not parsed.
 */
export function sendRoute<C extends Contract>(
  route: Pick<C, "method" | "path">,
  input: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<CallOutput<C>> {
  return send(withQuery(route.path, input.query), {
    method: route.method,
    body: input.body,
    signal: input.signal,
  }) as Promise<CallOutput<C>>;
}
