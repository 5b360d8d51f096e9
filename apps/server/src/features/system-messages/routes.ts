// System messages (issue 15): admins send, list and end them; a lounge's devices read the active ones
// when they connect (and again on focus and every minute).
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import type { Router } from "../../http/route";
import { createSystemMessage, endSystemMessage } from "./system-message-commands";
import { activeSystemMessages, listSystemMessages } from "./system-message-reads";

export function systemMessageRoutes({ route }: Router) {
  route(systemMessagesApi.create, ({ db, actor, body }) =>
    createSystemMessage(db, actor, body.system_message),
  );

  route(systemMessagesApi.list, async ({ db }) => ({
    system_messages: await listSystemMessages(db),
  }));

  route(systemMessagesApi.active, async ({ db, actor, query }) => ({
    system_messages: await activeSystemMessages(db, actor, query.lounge_id),
  }));

  route(systemMessagesApi.end, ({ db, actor, params }) => endSystemMessage(db, actor, params.id));
}
