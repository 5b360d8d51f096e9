// POST /accounting_logs/{id}/void: 取消 — the whole settlement leaves the takings (managers, with a reason).
import { accountingApi } from "@lounge-office/domain/accounting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const voidAccountingLog = ({ id, reason }: { id: number; reason: string }) =>
  call(accountingApi.void, { params: { id }, body: { reason } });

export function useVoidAccountingLog(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => voidAccountingLog({ id, reason }),
    // The takings change too (header 売上, summaries): every cached read goes stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
