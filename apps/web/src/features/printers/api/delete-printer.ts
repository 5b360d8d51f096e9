// DELETE /printers/{id}: remove a printer (its print history stays).
import { printersApi } from "@lounge-office/domain/printers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { printersQueryKey } from "../../../lib/printers";

export const deletePrinter = ({ id }: { id: number; loungeId: number }) =>
  call(printersApi.remove, { params: { id } });

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrinter,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: printersQueryKey(loungeId) }),
  });
}
