// POST /system_messages/:id/end: ends a message now (admins); devices drop it on their next read.
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { systemMessageKeys } from "./keys";

export const endSystemMessage = (id: number) => call(systemMessagesApi.end, { params: { id } });

export function useEndSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSystemMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemMessageKeys.all }),
  });
}
