// PUT /menus/{id}: the provide toggle `{menu:{provide_flag, lounge_id}}`, the order input `{menu:{row_order}}`,
// or the edit form's fields. The answer is put into the cached lists at once, then they are refetched.
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { MENUS_QUERY_KEY, patchCachedMenus } from "./search-menus";

export type MenuChanges = CallInput<typeof menusApi.update>["body"]["menu"];

export const updateMenu = ({ id, menu }: { id: number; menu: MenuChanges }) =>
  call(menusApi.update, { params: { id }, body: { menu } });

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    onSuccess: (menu) => {
      patchCachedMenus(queryClient, [menu]);
      return queryClient.invalidateQueries({ queryKey: MENUS_QUERY_KEY });
    },
  });
}
