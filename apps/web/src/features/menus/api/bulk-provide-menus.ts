// POST /menus/bulk_provide: provide or stop the menus ticked with the genre group checkboxes (screen 8).
import { type ZBulkProvide, ZMenu } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { MENUS_QUERY_KEY, patchCachedMenus } from "./search-menus";

export const bulkProvideMenus = (input: z.input<typeof ZBulkProvide>) =>
  api("/menus/bulk_provide", { method: "POST", body: input, schema: z.array(ZMenu) });

export function useBulkProvideMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProvideMenus,
    onSuccess: (menus) => {
      patchCachedMenus(queryClient, menus);
      return queryClient.invalidateQueries({ queryKey: MENUS_QUERY_KEY });
    },
  });
}
