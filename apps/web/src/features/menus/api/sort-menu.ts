// POST /menus/{id}/sort (`_method=put`, `menu[row_order_position]`): a dragged menu row; the answer is the lounge's list.
import { menusApi } from "@lounge-office/domain/menus";
import type { Menu } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { moveToPosition } from "./row-position";
import {
  cachedMenuSearches,
  loungeMenusQueryKey,
  MENU_SEARCH_QUERY_KEY,
  orderCachedMenus,
} from "./search-menus";

export type SortMenu = { id: number; loungeId: number; position: number };

export const sortMenu = ({ id, position }: SortMenu) =>
  call(menusApi.sort, {
    params: { id },
    body: { _method: "put", menu: { row_order_position: position } },
  });

export function useSortMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortMenu,
    // The row stays where it was dropped while the call runs; the server's answer then replaces the lists.
    onMutate: async ({ id, loungeId, position }) => {
      await queryClient.cancelQueries({ queryKey: MENU_SEARCH_QUERY_KEY });
      const snapshot = cachedMenuSearches(queryClient);
      const whole = queryClient.getQueryData<Menu[]>(loungeMenusQueryKey(loungeId));
      if (whole) orderCachedMenus(queryClient, moveToPosition(whole, id, position));
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (menus, { loungeId }) => {
      queryClient.setQueryData(loungeMenusQueryKey(loungeId), menus);
      orderCachedMenus(queryClient, menus);
    },
  });
}
