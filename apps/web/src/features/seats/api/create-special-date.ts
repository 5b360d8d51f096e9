// POST /api/v1/special_dates: add a special date range with its price per person.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { specialDatesQueryKey } from "./get-special-dates";

export const createSpecialDate = (
  body: CallInput<typeof priceTablesApi.createSpecialDate>["body"],
) => call(priceTablesApi.createSpecialDate, { body });

export function useCreateSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialDate,
    onSuccess: (row) =>
      queryClient.invalidateQueries({ queryKey: specialDatesQueryKey(row.lounge_id) }),
  });
}
