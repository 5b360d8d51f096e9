// The signed-in actor of a request (guaranteed by the session plugin on guarded routes).
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../policy/policy";

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("unauthenticated");
  return request.actor;
}
