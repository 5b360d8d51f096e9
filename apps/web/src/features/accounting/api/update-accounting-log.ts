// PUT /accounting_logs/{id}: the comment (any staff of the lounge) or a correction with a reason (managers).
import { accountingApi } from "@lounge-office/domain/accounting";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { accountingLogQueryKey } from "./get-accounting-log";

export type AccountingLogUpdate = CallInput<typeof accountingApi.update>["body"]["accounting_log"];

export const updateAccountingLog = ({
  id,
  ...accounting_log
}: AccountingLogUpdate & { id: number }) =>
  call(accountingApi.update, { params: { id }, body: { accounting_log } });

export function useUpdateAccountingLog(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountingLogUpdate) => updateAccountingLog({ id, ...input }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: accountingLogQueryKey(id) });
      queryClient.invalidateQueries({ queryKey: ["accounting-logs"] });
    },
  });
}
