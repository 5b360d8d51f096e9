// Permission rows for system messages (joined into MATRIX by route-matrix.ts): head office sends, lists
// and ends them; every role reads what its own lounges' devices show.
import { systemMessages } from "../db/schema";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const adminOnly = { staff: "none", manager: "none", admin: "all" } as const;

/** An active message to the targeted lounge, written directly. */
async function messageAt(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(systemMessages)
    .values({
      lounge_id: ctx.loungeId,
      message: `マトリクスのお知らせ${ctx.fresh()}`,
      created_by: ctx.world.admin.id,
    })
    .returning();
  if (!row) throw new Error("messageAt: insert returned nothing");
  return row;
}

export const SYSTEM_MESSAGES_MATRIX: readonly MatrixCase[] = [
  {
    route: "POST /system_messages",
    scope: "lounge",
    allowed: adminOnly,
    request: ({ loungeId, fresh }) => ({
      path: "/system_messages",
      body: { system_message: { lounge_id: loungeId, message: `点検のお知らせ${fresh()}` } },
    }),
  },
  {
    route: "GET /system_messages",
    scope: "none",
    allowed: adminOnly,
    request: () => ({ path: "/system_messages" }),
  },
  {
    route: "GET /system_messages/active",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/system_messages/active?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /system_messages/:id/end",
    scope: "lounge",
    allowed: adminOnly,
    request: async (ctx) => ({ path: `/system_messages/${(await messageAt(ctx)).id}/end` }),
  },
];
