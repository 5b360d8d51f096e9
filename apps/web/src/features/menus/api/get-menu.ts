// One menu for the edit form. The API has no GET /menus/{id}, so it is found in the search over the
// lounges the actor manages (a few dozen rows per lounge).
import { menusApi } from "@lounge-office/domain/menus";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";
import { MENUS_QUERY_KEY } from "./search-menus";

export const menuQueryKey = (id: number) => [...MENUS_QUERY_KEY, "detail", id] as const;

export async function getMenu(id: number) {
  const menus = await call(menusApi.search, { query: {} });
  const menu = menus.find((m) => m.id === id);
  if (!menu) throw new ApiError(404, "not_found", "メニューが見つかりません");
  return menu;
}

export const menuQueryOptions = (id: number) =>
  queryOptions({ queryKey: menuQueryKey(id), queryFn: () => getMenu(id) });

export const useMenu = (id: number) => useQuery(menuQueryOptions(id));
