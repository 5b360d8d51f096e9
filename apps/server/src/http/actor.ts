// Helpers for handlers: the signed-in actor (guaranteed by the session plugin) and record-level checks.
import type { FastifyRequest } from "fastify";
import { type Action, type Actor, can, type Target } from "../policy/policy";
import { AppError } from "./errors";

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("unauthenticated");
  return request.actor;
}

/** Record-level check: throws 403 unless the actor may do `action` on `target`. */
export function authorize(actor: Actor, action: Action, target: Target): void {
  if (!can(actor, action, target)) throw new AppError("forbidden");
}
