// POST /api/v1/fee_rules: add a fee rule to a lounge.
import { seatsApi } from "@lounge-office/domain/seats";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { feeRulesQueryKey } from "./get-fee-rules";

export const createFeeRule = (body: CallInput<typeof seatsApi.createFeeRule>["body"]) =>
  call(seatsApi.createFeeRule, { body });

export function useCreateFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeeRule,
    onSuccess: (rule) =>
      queryClient.invalidateQueries({ queryKey: feeRulesQueryKey(rule.lounge_id) }),
  });
}
