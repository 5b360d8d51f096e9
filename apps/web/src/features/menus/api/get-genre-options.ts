// GET /menus/change_parent?lounge_id=&genre_kind=: the genre selector's options for a lounge and genre kind (screen 7).
import { menusApi } from "@lounge-office/domain/menus";
import type { GenreKind } from "@lounge-office/domain/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";

export const genreOptionsQueryKey = (loungeId: number, genreKind: GenreKind | undefined) =>
  [...genresQueryKey(loungeId), "options", genreKind ?? "all"] as const;

export const getGenreOptions = (loungeId: number, genreKind: GenreKind | undefined) =>
  call(menusApi.genreOptions, { query: { lounge_id: loungeId, genre_kind: genreKind } });

export const genreOptionsQueryOptions = (loungeId: number, genreKind: GenreKind | undefined) =>
  queryOptions({
    queryKey: genreOptionsQueryKey(loungeId, genreKind),
    queryFn: () => getGenreOptions(loungeId, genreKind),
  });

export const useGenreOptions = (loungeId: number | undefined, genreKind: GenreKind | undefined) =>
  useQuery({
    ...genreOptionsQueryOptions(loungeId ?? 0, genreKind),
    enabled: loungeId !== undefined,
  });
