// PUT /api/v1/fee_rules/{id}: edit a fee rule's label, flags and flat price.
import { type FeeRuleInput, ZFeeRuleRecord } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const updateFeeRule = ({ id, input }: { id: number; input: FeeRuleInput }) =>
  api(`/api/v1/fee_rules/${id}`, { method: "PUT", body: input, schema: ZFeeRuleRecord });

export function useUpdateFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeeRule,
    onSuccess: (rule) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(rule.lounge_id) }),
  });
}
