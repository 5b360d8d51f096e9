// PUT /api/v1/fee_rules/{id}: edit a fee rule's label, flags and flat price.
import { seatsApi } from "@lounge-office/domain/seats";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const updateFeeRule = ({
  id,
  ...body
}: CallInput<typeof seatsApi.updateFeeRule>["body"] & { id: number }) =>
  call(seatsApi.updateFeeRule, { params: { id }, body });

export function useUpdateFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeeRule,
    onSuccess: (rule) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(rule.lounge_id) }),
  });
}
