// POST /print_jobs/:id/dismiss: a manager takes a failed job off the board's list (破棄).
import { receiptsApi } from "@lounge-office/domain/receipts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { PRINT_JOBS_QUERY_KEY } from "./get-print-jobs";

export const dismissPrintJob = (id: number) =>
  call(receiptsApi.dismissJob, { params: { id }, body: {} });

export function useDismissPrintJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPrintJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINT_JOBS_QUERY_KEY }),
  });
}
