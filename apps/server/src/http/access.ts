// Every route declares its access (public, or a policy action checked before the handler runs) and,
// when it is a call, the contract it was registered from.
import type { Access, Contract } from "@lounge-office/domain/shared";
import type { Actor } from "../policy/policy";

export type RouteAccess = Access;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    contract?: Contract;
  }
  interface FastifyRequest {
    /** Set by the session plugin when a valid session cookie came with the request. */
    actor: Actor | null;
    sessionId: number | null;
    csrfToken: string | null;
    /** A session cookie came that no longer counts: why, as staff read it (else null). */
    sessionEnded: string | null;
  }
}
