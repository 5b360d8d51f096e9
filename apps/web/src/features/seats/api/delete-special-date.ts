// DELETE /api/v1/special_dates/{id}: remove a special date range.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { specialDatesQueryKey } from "./get-special-dates";

export const deleteSpecialDate = ({ id }: { id: number; loungeId: number }) =>
  call(priceTablesApi.deleteSpecialDate, { params: { id } });

export function useDeleteSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialDate,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: specialDatesQueryKey(loungeId) }),
  });
}
