// A call of the API by its contract: `call(contract, input)` sends it as the contract declares it
// (path, method, JSON or multipart body) through lib/http.ts and parses the answer with the
// contract's response schema.
import {
  type CallInput,
  type CallOutput,
  type Contract,
  pathOf,
} from "@lounge-office/domain/shared";
import { type Query, send, withQuery } from "./http";

export {
  ApiError,
  errorMessage,
  isAbort,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  setCsrfToken,
  TIMEOUT_ERROR_MESSAGE,
  withQuery,
} from "./http";

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
  const answer = send(pathOf(contract, parts.params), {
    method: contract.method,
    query: parts.query,
    body: parts.body,
    signal: parts.signal,
    headers: parts.headers,
    cache: parts.cache,
  });
  const schema = contract.response;
  return schema ? answer.then((json) => schema.parse(json)) : answer;
}

/** The address of a GET call, for a link or a download (`<a href download>`): no path strings. */
export function hrefOf<C extends Contract>(
  contract: C,
  input: { params?: Record<string, unknown>; query?: Query } = {},
): string {
  return withQuery(pathOf(contract, input.params), input.query);
}
