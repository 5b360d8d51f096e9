// Every route declares its access: public, or a policy action checked before the handler runs.
import type { Action, Actor } from "../policy/policy";

export type RouteAccess = { public: true } | { action: Action };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by the session plugin when a valid session cookie came with the request. */
    actor: Actor | null;
    sessionId: number | null;
    csrfToken: string | null;
  }
}

export const publicRoute = { access: { public: true } } as const satisfies { access: RouteAccess };
export const guarded = (action: Action) =>
  ({ access: { action } }) satisfies { access: RouteAccess };
