// System messages: admins send, list and end them; a lounge's devices read the active ones
// when they connect (and again on focus and every minute).
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import type { Router } from "../../http/route";
import { createSystemMessage, endSystemMessage } from "./system-message-commands";
import { activeSystemMessages, listSystemMessages } from "./system-message-reads";

export function systemMessageRoutes({ route }: Router) {
  // A message to one lounge names it; one to every lounge (null) needs the role alone.
  route(systemMessagesApi.create, ({ db, actor, body, authorizeLounge }) => {
    authorizeLounge(body.system_message.lounge_id);
    return createSystemMessage(db, actor, body.system_message);
  });

  route(systemMessagesApi.list, async ({ db }) => ({
    system_messages: await listSystemMessages(db),
  }));

  route(systemMessagesApi.active, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { system_messages: await activeSystemMessages(db, query.lounge_id) };
  });

  route(systemMessagesApi.end, ({ db, params }) => endSystemMessage(db, params.id));
}
