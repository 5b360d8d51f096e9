// POST /accounting_logs with an Idempotency-Key: settles the groups once, however often it is sent.
import { accountingApi, type SettleBody } from "@lounge-office/domain/accounting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export type SettleInput = { body: SettleBody; idempotencyKey: string };

export const settleGroups = ({ body, idempotencyKey }: SettleInput) =>
  call(accountingApi.settle, { body, headers: { "Idempotency-Key": idempotencyKey } });

export function useSettleGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleGroups,
    // Settling changes the board, the takings, the group index and the history; this feature does
    // not know the other features' query keys, so every cached read is marked stale and active
    // ones are read again (the board also hears the seat events).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
