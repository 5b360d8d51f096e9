// GET /menus?lounge_id=&genre_kind=&genre_id=&price_gt=&price_lt=: the menu list and search (screens 6, 7).
import { menusApi, type ZMenuSearchQuery } from "@lounge-office/domain/menus";
import type { Menu } from "@lounge-office/domain/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../../lib/api-client";
import { orderLike } from "./row-position";

/** The contract's search, always for one lounge (the screens' lounge selector). */
export type MenuSearch = z.output<typeof ZMenuSearchQuery> & { lounge_id: number };

export const MENUS_QUERY_KEY = ["menus"] as const;
export const MENU_SEARCH_QUERY_KEY = [...MENUS_QUERY_KEY, "search"] as const;

/** Unset filters are left out, so `{lounge_id}` alone is the key of a lounge's whole list. */
const cleanSearch = (search: MenuSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as MenuSearch;

export const menuSearchQueryKey = (search: MenuSearch) =>
  [...MENU_SEARCH_QUERY_KEY, cleanSearch(search)] as const;

/** A lounge's whole menu list in display order: what the sortable rows' positions refer to. */
export const loungeMenusQueryKey = (loungeId: number) =>
  menuSearchQueryKey({ lounge_id: loungeId });

export const searchMenus = (search: MenuSearch) =>
  call(menusApi.search, { query: cleanSearch(search) });

export const menuSearchQueryOptions = (search: MenuSearch) =>
  queryOptions({ queryKey: menuSearchQueryKey(search), queryFn: () => searchMenus(search) });

export const useMenuSearch = (search: MenuSearch) =>
  useQuery({ ...menuSearchQueryOptions(search), placeholderData: keepPreviousData });

/** Puts the server's answer for some menus into every cached search, so the rows change at once. */
export function patchCachedMenus(queryClient: QueryClient, saved: readonly Menu[]) {
  const byId = new Map(saved.map((m) => [m.id, m]));
  queryClient.setQueriesData<Menu[]>({ queryKey: MENU_SEARCH_QUERY_KEY }, (list) =>
    list?.map((m) => byId.get(m.id) ?? m),
  );
}

/** Re-orders every cached search like a lounge's whole list (after a drag). */
export function orderCachedMenus(queryClient: QueryClient, whole: readonly Menu[]) {
  queryClient.setQueriesData<Menu[]>({ queryKey: MENU_SEARCH_QUERY_KEY }, (list) =>
    list ? orderLike(list, whole) : list,
  );
}

export const cachedMenuSearches = (queryClient: QueryClient) =>
  queryClient.getQueriesData<Menu[]>({ queryKey: MENU_SEARCH_QUERY_KEY });
