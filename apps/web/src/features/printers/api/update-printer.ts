// PUT /printers/{id}: change a printer's name, kind or address (its lounge stays).
import { printersApi } from "@lounge-office/domain/printers";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { printersQueryKey } from "../../../lib/printers";

export const updatePrinter = ({
  id,
  ...printer
}: CallInput<typeof printersApi.update>["body"]["printer"] & { id: number }) =>
  call(printersApi.update, { params: { id }, body: { printer } });

export function useUpdatePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrinter,
    onSuccess: (printer) =>
      queryClient.invalidateQueries({ queryKey: printersQueryKey(printer.lounge_id) }),
  });
}
