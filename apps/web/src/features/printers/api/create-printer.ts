// POST /printers: add a printer or customer display to a lounge (managers).
import { printersApi } from "@lounge-office/domain/printers";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { printersQueryKey } from "../../../lib/printers";

export const createPrinter = (printer: CallInput<typeof printersApi.create>["body"]["printer"]) =>
  call(printersApi.create, { body: { printer } });

export function useCreatePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrinter,
    onSuccess: (printer) =>
      queryClient.invalidateQueries({ queryKey: printersQueryKey(printer.lounge_id) }),
  });
}
