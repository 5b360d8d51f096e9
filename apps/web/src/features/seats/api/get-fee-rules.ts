// GET /api/v1/fee_rules?lounge_id=: a lounge's active fee rules in their display order.
import { seatsApi } from "@lounge-office/domain/seats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const feeRulesQueryKey = (loungeId: number) => ["fee-rules", loungeId] as const;

export const getFeeRules = (loungeId: number) =>
  call(seatsApi.feeRules, { query: { lounge_id: loungeId } });

export const feeRulesQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: feeRulesQueryKey(loungeId), queryFn: () => getFeeRules(loungeId) });

export const useFeeRules = (loungeId: number) => useQuery(feeRulesQueryOptions(loungeId));
