// POST /system_messages: sends a message to one lounge or every lounge (admins); the list reads again.
import type { CallInput } from "@lounge-office/domain/shared";
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { systemMessageKeys } from "./keys";

export type SystemMessageDraft = CallInput<
  typeof systemMessagesApi.create
>["body"]["system_message"];

export const createSystemMessage = (system_message: SystemMessageDraft) =>
  call(systemMessagesApi.create, { body: { system_message } });

export function useCreateSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystemMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemMessageKeys.all }),
  });
}
