// Registers a route from its contract, in one fixed order: auth (session plugin, from the contract's
// access: the role must hold its action) → validate (the contract's schemas) → transaction → the
// handler: the lounge the request names (`authorizeLounge`) → command (which checks what only loaded
// data tells, decision 016) → present (serialised through the contract's response schema). A contract marked
// `idempotency` replays its first answer to a repeated `Idempotency-Key` (idempotency.ts); one
// marked `required` is refused without the header.
import {
  AppError,
  type Contract,
  type HandlerResult,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from "@lounge-office/domain/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db, Executor } from "../db/client";
import { type Actor, authorize } from "../policy/policy";
import { actorOf } from "./actor";
import {
  claimIdempotencyKey,
  contractKey,
  type IdempotentRequest,
  idempotencyHeaders,
  readIdempotencyKey,
  requestHash,
  storeIdempotentAnswer,
} from "./idempotency";
import type { App } from "./types";

/** What a handler gets: the parsed input, the actor and the one database handle it may use. */
export type RouteContext<C extends Contract> = {
  /** Inside the request's transaction for a mutation; the database for a read. */
  db: Executor;
  /**
   * The signed-in staff member (guarded routes); null on a public route without a session, and
   * always on an operator's route (a token or this host, never a session).
   */
  actor: C["access"] extends { action: string }
    ? Actor
    : C["access"] extends { operator: true }
      ? null
      : Actor | null;
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  /**
   * Refuses (403) unless the actor may do the contract's action at the lounge the request names.
   * Without a lounge (null, undefined) only the role counts, which the router checked already.
   */
  authorizeLounge: (loungeId: number | null | undefined) => void;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<C extends Contract> = (
  context: RouteContext<C>,
) => Promise<HandlerResult<C> | FastifyReply>;

export type RouteOptions = {
  /**
   * Mutations run in one transaction by default. Opt out where a write must outlive a refusal
   * (a failed sign-in is recorded, then refused) or slow work must not hold the database (argon2).
   */
  transaction?: boolean;
};

export type Router = {
  route<C extends Contract>(contract: C, handler: Handler<C>, options?: RouteOptions): void;
};

/**
 * A contract's schemas as Fastify validates, serialises and documents them (/docs, where
 * http/openapi.ts adds who may call, the refusals and the examples).
 */
export function contractSchema(contract: Contract) {
  return {
    tags: [...contract.tags],
    summary: contract.summary,
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.idempotency && { headers: idempotencyHeaders(contract) }),
    ...(contract.body && !contract.multipart && { body: contract.body }),
    // A multipart body is read by the handler from the stream; the docs still name its type.
    ...(contract.multipart && { consumes: ["multipart/form-data"] }),
    ...(contract.response && { response: { [contract.status ?? 200]: contract.response } }),
  };
}

/** The contract's action at a lounge: a public or operator's route names no lounge to check. */
function lounges(contract: Contract, actor: Actor | null) {
  return (loungeId: number | null | undefined) => {
    if (!("action" in contract.access) || !actor) throw new AppError("forbidden");
    authorize(actor, contract.access.action, { loungeId });
  };
}

/** Guarded routes always have an actor; operators are never one (the session is not even read). */
function actorFor(contract: Contract, request: FastifyRequest): Actor | null {
  if ("action" in contract.access) return actorOf(request);
  return "operator" in contract.access ? null : request.actor;
}

export function createRouter(app: App, deps: { db: Db; config: Config }): Router {
  return {
    route(contract, handler, options = {}) {
      const status = contract.status ?? 200;
      const useTransaction = options.transaction ?? contract.method !== "GET";
      app.route({
        method: contract.method,
        url: contract.path,
        config: { access: contract.access, contract },
        schema: contractSchema(contract),
        handler: async (request, reply) => {
          const actor = actorFor(contract, request);
          const run = (db: Executor) =>
            handler({
              db,
              actor: actor as RouteContext<typeof contract>["actor"],
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
              authorizeLounge: lounges(contract, actor),
              config: deps.config,
              request,
              reply,
            });
          const header = request.headers["idempotency-key"];
          const keyed =
            contract.idempotency === "required" ||
            (contract.idempotency === "optional" && header !== undefined);
          if (keyed && actor) {
            const idempotent: IdempotentRequest = {
              staffId: actor.staffId,
              key: readIdempotencyKey(header),
              contract: contractKey(contract),
              hash: requestHash({ params: request.params, body: request.body }),
            };
            const answer = await deps.db.transaction(async (tx) => {
              const stored = await claimIdempotencyKey(tx, idempotent);
              if (stored) return { ...stored, replayed: true };
              const result = await run(tx);
              // What the client gets: the result as the response schema serialises it.
              const body = contract.response ? contract.response.parse(result) : result;
              await storeIdempotentAnswer(tx, idempotent, { status, body });
              return { status, body, replayed: false };
            });
            if (answer.replayed) reply.header("idempotent-replayed", "true");
            return reply.code(answer.status).send(answer.body);
          }
          const result = useTransaction ? await deps.db.transaction(run) : await run(deps.db);
          // A handler that answered itself (a CSV, Prometheus' text) returns the reply; from an async
          // handler that arrives as undefined (awaiting a reply waits for it to be sent), so `sent`
          // says it: sending again would log FST_ERR_REP_ALREADY_SENT on every such answer.
          if (result === reply || reply.sent) return reply;
          return reply.code(status).send(result);
        },
      });
    },
  };
}
