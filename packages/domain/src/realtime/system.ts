// System calls: the health check and the floor's realtime WebSocket (`GET /cable`).
import { z } from "zod";
import { ZLoungeQuery } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZCableWelcome } from "./cable";

/** `GET /healthz`: the process answers and its database does. */
export const ZHealth = z.object({ status: z.literal("ok"), database: z.literal("ok") });

export const systemApi = {
  health: defineContract({
    method: "GET",
    path: "/healthz",
    access: { public: true },
    summary: "ヘルスチェック",
    tags: ["system"],
    response: ZHealth,
  }),
  /**
   * A WebSocket upgrade (messages: `ZCableMessage`); a plain GET answers the welcome message the
   * socket would send first, a cheap access check.
   */
  cable: defineContract({
    method: "GET",
    path: "/cable",
    access: { action: "floor.use" },
    summary: "リアルタイム更新 (WebSocket)",
    tags: ["floor"],
    query: ZLoungeQuery,
    response: ZCableWelcome,
  }),
};
