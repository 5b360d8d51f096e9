// The menu lists' cache (GET /menus?lounge_id=&genre_kind=&genre_id=&price_gt=&price_lt=, screens 6
// and 7): every search is cached under the search call's key, a saved menu is put into each at once,
// a dragged row moves in each, and the edit form's menu is read from the search.
import { menusApi, type ZMenuSearchQuery } from "@lounge-office/domain/menus";
import type { Menu } from "@lounge-office/domain/shared";
import {
  keepPreviousData,
  type MutationFunctionContext,
  type QueryClient,
  queryOptions,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { contractKey, contractQuery, useContractMutation } from "../../../lib/contract-query";
import { t } from "../messages";
import { moveToPosition, orderLike } from "./row-position";

/** The contract's search, always for one lounge (the screens' lounge selector). */
export type MenuSearch = z.output<typeof ZMenuSearchQuery> & { lounge_id: number };

/** Every cached search: a prefix of each search's key. */
const SEARCHES = contractKey(menusApi.search);

/** Unset filters are left out, so `{lounge_id}` alone is the key of a lounge's whole list. */
const cleanSearch = (search: MenuSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as MenuSearch;

/** A search; the previous rows stay on screen while a changed filter is read. */
export const menuSearchQuery = (search: MenuSearch) =>
  queryOptions({
    ...contractQuery(menusApi.search, { query: cleanSearch(search) }),
    placeholderData: keepPreviousData,
  });

/** A lounge's whole menu list in display order: what the sortable rows' positions refer to. */
const loungeMenusQuery = (loungeId: number) => menuSearchQuery({ lounge_id: loungeId });

/**
 * One menu for the edit form. The API has no GET /menus/{id}: it is found in the search over the
 * lounges the actor manages (a few dozen rows per lounge), cached and refreshed like any search.
 */
export const menuQuery = (id: number) =>
  queryOptions({
    ...contractQuery(menusApi.search, { query: {} }),
    select: (menus) => {
      const menu = menus.find((m) => m.id === id);
      if (!menu) throw new ApiError(404, "not_found", t("menuNotFound"));
      return menu;
    },
  });

/** Puts the server's answer for some menus into every cached search, so the rows change at once. */
function patchCachedMenus(queryClient: QueryClient, saved: readonly Menu[]) {
  const byId = new Map(saved.map((m) => [m.id, m]));
  queryClient.setQueriesData<Menu[]>({ queryKey: SEARCHES }, (list) =>
    list?.map((m) => byId.get(m.id) ?? m),
  );
}

/** Re-orders every cached search like a lounge's whole list (after a drag). */
function orderCachedMenus(queryClient: QueryClient, whole: readonly Menu[]) {
  queryClient.setQueriesData<Menu[]>({ queryKey: SEARCHES }, (list) =>
    list ? orderLike(list, whole) : list,
  );
}

/**
 * A write's options for the provide toggle, the order input, the edit form and the bulk provide:
 * the answer goes into the cached lists at once, then they are read again.
 */
export const MENUS_SAVED = {
  onSuccess: (
    saved: Menu | Menu[],
    _sent: unknown,
    _r: unknown,
    { client }: MutationFunctionContext,
  ) => {
    patchCachedMenus(client, Array.isArray(saved) ? saved : [saved]);
    return client.invalidateQueries({ queryKey: SEARCHES });
  },
};

export type SortMenu = { id: number; loungeId: number; position: number };

/** POST /menus/{id}/sort (`_method=put`, `menu[row_order_position]`): the answer is the lounge's list. */
export function useSortMenu() {
  const queryClient = useQueryClient();
  return useContractMutation(menusApi.sort, {
    input: ({ id, position }: SortMenu) => ({
      params: { id },
      body: { _method: "put", menu: { row_order_position: position } },
    }),
    // The row stays where it was dropped while the call runs; the server's answer then replaces the lists.
    onMutate: async ({ id, loungeId, position }) => {
      await queryClient.cancelQueries({ queryKey: SEARCHES });
      const snapshot = queryClient.getQueriesData<Menu[]>({ queryKey: SEARCHES });
      const whole = queryClient.getQueryData(loungeMenusQuery(loungeId).queryKey);
      if (whole) orderCachedMenus(queryClient, moveToPosition(whole, id, position));
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (menus, { loungeId }) => {
      queryClient.setQueryData(loungeMenusQuery(loungeId).queryKey, menus);
      orderCachedMenus(queryClient, menus);
    },
  });
}
