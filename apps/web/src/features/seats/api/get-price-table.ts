// GET /api/v1/price_tables/{fee_rule_id}: a fee rule's 144 price cells and the lounge's unit length.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const priceTableQueryKey = (feeRuleId: number) => ["price-table", feeRuleId] as const;

export const getPriceTable = (feeRuleId: number) =>
  call(priceTablesApi.show, { params: { id: feeRuleId } });

export const priceTableQueryOptions = (feeRuleId: number) =>
  queryOptions({
    queryKey: priceTableQueryKey(feeRuleId),
    queryFn: () => getPriceTable(feeRuleId),
  });

export const usePriceTable = (feeRuleId: number) => useQuery(priceTableQueryOptions(feeRuleId));
