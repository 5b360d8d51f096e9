// The one fetch wrapper: `call(contract, input)` sends a call as its contract declares it (path,
// method, JSON or multipart body), adds the CSRF header on mutations, parses the answer with the
// contract's response schema and turns server error codes into Japanese messages.
import {
  type CallInput,
  type CallOutput,
  type Contract,
  ERROR_MESSAGES_JA,
  type ErrorCode,
  pathOf,
  ZErrorResponse,
} from "@lounge-office/domain/shared";
import type { z } from "zod";

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

export const NETWORK_ERROR_MESSAGE = "サーバーに接続できません。ネットワークを確認してください";

/** The original system's request timeout: a call with no answer by then fails with this message. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const TIMEOUT_ERROR_MESSAGE =
  "サーバーの応答がありません（60秒）。通信状態を確認して、もう一度お試しください";

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

type QueryValue = string | number | boolean | undefined | null;
type Query = Record<string, QueryValue | readonly QueryValue[]>;

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

type Options<S extends z.ZodType | undefined> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  /** Parses the response: the same schema the server answers with. */
  schema?: S;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a settlement). */
  headers?: Record<string, string>;
  /** The browser's HTTP cache for this request (e.g. `no-cache` for a publicly cached feed). */
  cache?: RequestCache;
};

async function send<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: Options<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
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
    const parsed = ZErrorResponse.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message || ERROR_MESSAGES_JA[code], fields);
    }
    const code: ErrorCode = response.status >= 500 ? "internal" : "validation_failed";
    throw new ApiError(response.status, code, ERROR_MESSAGES_JA[code]);
  }
  return (options.schema ? options.schema.parse(json) : json) as never;
}

/** The Japanese message for any error a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ERROR_MESSAGES_JA.internal;
}

/** What a call takes besides its contract's parts: its abort, extra headers, the HTTP cache. */
export type CallExtras = {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  cache?: RequestCache | undefined;
};

type CallArgs<C extends Contract> =
  Record<never, never> extends CallInput<C>
    ? [input?: CallInput<C> & CallExtras]
    : [input: CallInput<C> & CallExtras];

/** Sends one call of the API, typed by its contract: no path strings, no hand-written shapes. */
export function call<C extends Contract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<CallOutput<C>> {
  return sendCall(contract, input ?? {}) as Promise<CallOutput<C>>;
}

/**
 * `call` without its typing, for the helpers that type a call themselves (`lib/contract-query.ts`):
 * the answer is still parsed by the contract's response schema.
 */
export function sendCall(contract: Contract, input: object): Promise<unknown> {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    cache?: RequestCache;
  };
  return send(pathOf(contract, parts.params), {
    method: contract.method,
    query: parts.query,
    body: parts.body,
    schema: contract.response ?? undefined,
    signal: parts.signal,
    headers: parts.headers,
    cache: parts.cache,
  });
}

/** The address of a GET call, for a link or a download (`<a href download>`): no path strings. */
export function hrefOf<C extends Contract>(
  contract: C,
  input: { params?: Record<string, unknown>; query?: Query } = {},
): string {
  return withQuery(pathOf(contract, input.params), input.query);
}
