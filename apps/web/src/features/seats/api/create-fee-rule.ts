// POST /api/v1/fee_rules: add a fee rule to a lounge.
import { type FeeRuleInput, ZFeeRuleRecord } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const createFeeRule = ({ loungeId, input }: { loungeId: number; input: FeeRuleInput }) =>
  api("/api/v1/fee_rules", {
    method: "POST",
    body: { ...input, lounge_id: loungeId },
    schema: ZFeeRuleRecord,
  });

export function useCreateFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeeRule,
    onSuccess: (rule) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(rule.lounge_id) }),
  });
}
