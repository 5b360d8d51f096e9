// DELETE /api/v1/fee_rules/{id}: retire a fee rule (refused while a present group uses it).
import { ZOk } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const deleteFeeRule = ({ id }: { id: number; loungeId: number }) =>
  api(`/api/v1/fee_rules/${id}`, { method: "DELETE", schema: ZOk });

export function useDeleteFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeRule,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(loungeId) }),
  });
}
