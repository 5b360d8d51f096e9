// POST /accounting_logs with an Idempotency-Key: settles the groups once, however often it is sent.
import { accountingApi, type SettleBody } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and venue tablets often
 * reach the server over plain http on the local network, so fall back to `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && window.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
