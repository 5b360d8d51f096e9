// GET /genres?lounge_id=: a lounge's genres in display order (screen 4; also the menu list's group order).
import { menusApi } from "@lounge-office/domain/menus";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const GENRES_QUERY_KEY = ["genres"] as const;
export const genresQueryKey = (loungeId: number) => [...GENRES_QUERY_KEY, loungeId] as const;

export const getGenres = (loungeId: number) =>
  call(menusApi.genres, { query: { lounge_id: loungeId } });

export const genresQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: genresQueryKey(loungeId), queryFn: () => getGenres(loungeId) });

export const useGenres = (loungeId: number | undefined) =>
  useQuery({ ...genresQueryOptions(loungeId ?? 0), enabled: loungeId !== undefined });
