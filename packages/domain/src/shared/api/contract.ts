// One value per HTTP call: method, path, access and schemas. The server registers its routes from
// these, the client calls them with inferred types, and the OpenAPI document is generated from them.
import type { z } from "zod";
import type { Action } from "./capabilities";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: anybody, a signed-in staff member whose role holds the policy action, or an
 * operator (no session: a bearer token from the server's configuration, or a loopback client).
 */
export type Access = { public: true } | { action: Action } | { operator: true };

export type Contract = {
  method: HttpMethod;
  /** Fastify style, `:name` for a path parameter (the original system's paths, unchanged). */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's JSON schema; `null` for a non-JSON answer (an image, a WebSocket upgrade). */
  response: z.ZodType | null;
  /** The success status, 200 unless given (201 for a create). */
  status?: 200 | 201;
  /** `body` is a multipart upload, read by the handler rather than validated as JSON. */
  multipart?: true;
  /**
   * The call honours an `Idempotency-Key` header (decision 008): the server keeps the first answer
   * per staff member and key, and answers a repeat of the same request with it (a different request
   * under a used key is a 422). `optional`: without the header the call runs as usual; `required`:
   * without it the call is refused (400), for a write that must never run twice (settling).
   */
  idempotency?: "optional" | "required";
};

/**
 * A worked call for the API's readers (/docs): what a client sends and what the server answers, as
 * the contract's schemas read them (a test parses each with them).
 */
export type ContractExample = { summary: string; request?: unknown; response?: unknown };

/** Declares a contract, keeping its literal types so both sides infer from it. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

export const isPublic = (access: Access): access is { public: true } => "public" in access;
export const isOperator = (access: Access): access is { operator: true } => "operator" in access;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: each part the contract declares, required when the part is required. */
export type CallInput<C extends Contract> = (C["params"] extends z.ZodType
  ? { params: InputOf<C["params"]> }
  : { params?: never }) &
  (C["query"] extends z.ZodType
    ? undefined extends InputOf<C["query"]>
      ? { query?: InputOf<C["query"]> }
      : { query: InputOf<C["query"]> }
    : { query?: never }) &
  (C["body"] extends z.ZodType
    ? C["multipart"] extends true
      ? { body: FormData }
      : { body: InputOf<C["body"]> }
    : { body?: never });

/** What a call answers, as parsed by the contract's response schema. */
export type CallOutput<C extends Contract> = C["response"] extends z.ZodType
  ? OutputOf<C["response"]>
  : unknown;

/** The parsed parts a server handler receives. */
export type ParsedParams<C extends Contract> = OutputOf<C["params"]>;
export type ParsedQuery<C extends Contract> = OutputOf<C["query"]>;
export type ParsedBody<C extends Contract> = OutputOf<C["body"]>;
/** What a server handler returns: the response schema's input (it is serialised through it). */
export type HandlerResult<C extends Contract> = C["response"] extends z.ZodType
  ? z.input<C["response"]>
  : unknown;

/** Fills `:name` segments from `params`, each URI-encoded. Throws on a missing parameter. */
export function pathOf(contract: Pick<Contract, "path">, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${contract.path}: path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
