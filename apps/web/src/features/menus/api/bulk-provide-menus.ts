// POST /menus/bulk_provide: provide or stop the menus ticked with the genre group checkboxes (screen 8).
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { MENUS_QUERY_KEY, patchCachedMenus } from "./search-menus";

export const bulkProvideMenus = (body: CallInput<typeof menusApi.bulkProvide>["body"]) =>
  call(menusApi.bulkProvide, { body });

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
