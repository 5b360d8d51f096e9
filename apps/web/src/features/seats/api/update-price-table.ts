// PUT /api/v1/price_tables/{fee_rule_id}: save some cells (the others keep their prices); answers the whole table.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { priceTableQueryKey } from "./get-price-table";

export const updatePriceTable = ({
  feeRuleId,
  cells,
}: CallInput<typeof priceTablesApi.update>["body"] & { feeRuleId: number }) =>
  call(priceTablesApi.update, { params: { id: feeRuleId }, body: { cells } });

export function useUpdatePriceTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePriceTable,
    onSuccess: (table) => queryClient.setQueryData(priceTableQueryKey(table.fee_rule_id), table),
  });
}
