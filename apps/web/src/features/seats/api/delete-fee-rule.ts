// DELETE /api/v1/fee_rules/{id}: retire a fee rule (refused while a present group uses it).
import { seatsApi } from "@lounge-office/domain/seats";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const deleteFeeRule = ({ id }: { id: number; loungeId: number }) =>
  call(seatsApi.retireFeeRule, { params: { id } });

export function useDeleteFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeRule,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(loungeId) }),
  });
}
