// Live system messages for the banner: a message pushed over the lounge's /cable (heard through
// lib/cable's listeners, from whichever screen holds the socket) shows at once, patched into the
// active messages' cache, which is then read again for its full record (its end time); an ended one
// leaves the cache at once; a (re)connect's welcome reads it again too, for whatever was sent or
// ended while disconnected.
import type { CableMessage } from "@lounge-office/domain/realtime";
import { type SystemMessage, systemMessagesApi } from "@lounge-office/domain/system-messages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCableMessages } from "../../../lib/cable";
import { contractQuery } from "../../../lib/contract-query";

type Pushed = Extract<CableMessage, { type: "system_message" }>;

/**
 * GET /system_messages/active?lounge_id=: what the lounge's devices show now, the cache the pushes
 * patch. The banner reads it when it mounts, when the window regains focus and when staff move to
 * another page. Never on a timer: a read counts as use of the session, and a tablet left on a page
 * must still reach SESSION_IDLE_MINUTES.
 */
export const activeMessagesQuery = (loungeId: number) =>
  contractQuery(systemMessagesApi.active, { query: { lounge_id: loungeId } });

/**
 * The pushed message as the cache holds messages, until the read that follows replaces it: the push
 * carries its text and id only, so nothing here claims an end time or a sender.
 */
const provisional = (pushed: Pushed): SystemMessage => ({
  id: pushed.system_message_id,
  lounge_id: null,
  lounge_name: null,
  message: pushed.message,
  until: null,
  created_at: new Date().toISOString(),
  created_by_name: "",
  ended_at: null,
  active: true,
});

export function receiveSystemMessage(queryClient: QueryClient, loungeId: number, pushed: Pushed) {
  const { queryKey } = activeMessagesQuery(loungeId);
  queryClient.setQueryData(queryKey, (old) => {
    const messages = old?.system_messages ?? [];
    // A repeat (two sockets of the lounge, or the read already had it) changes nothing.
    if (messages.some((m) => m.id === pushed.system_message_id)) return old;
    return { system_messages: [provisional(pushed), ...messages] };
  });
  void queryClient.invalidateQueries({ queryKey });
}

/** Head office ended a message: its banner comes down at once on this device too. */
export function endSystemMessage(queryClient: QueryClient, loungeId: number, id: number) {
  queryClient.setQueryData(activeMessagesQuery(loungeId).queryKey, (old) =>
    old ? { system_messages: old.system_messages.filter((m) => m.id !== id) } : old,
  );
}

export function useLiveSystemMessages(loungeId: number) {
  const queryClient = useQueryClient();
  useCableMessages(loungeId, (message) => {
    if (message.type === "system_message") receiveSystemMessage(queryClient, loungeId, message);
    if (message.type === "system_message_end") {
      endSystemMessage(queryClient, loungeId, message.system_message_id);
    }
    if (message.type === "welcome") {
      void queryClient.invalidateQueries({ queryKey: activeMessagesQuery(loungeId).queryKey });
    }
  });
}
