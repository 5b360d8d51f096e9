// A lounge's genres (GET /genres?lounge_id=, screen 4, also the menu list's group order) and the
// genre selectors' options (GET /menus/change_parent?lounge_id=&genre_kind=, screen 7): a saved or
// dragged genre makes both stale; a drag shows at once.
import { menusApi } from "@lounge-office/domain/menus";
import type { GenreKind } from "@lounge-office/domain/shared";
import { useQueryClient } from "@tanstack/react-query";
import {
  contractKey,
  contractQuery,
  type Stale,
  useContractMutation,
} from "../../../lib/contract-query";
import { moveToPosition } from "./row-position";

export const genresQuery = (loungeId: number) =>
  contractQuery(menusApi.genres, { query: { lounge_id: loungeId } });

export const genreOptionsQuery = (loungeId: number, genreKind: GenreKind | undefined) =>
  contractQuery(menusApi.genreOptions, { query: { lounge_id: loungeId, genre_kind: genreKind } });

/** The selectors' options of a lounge, whatever their genre kind. */
const optionsOf = (loungeId: number) =>
  contractKey(menusApi.genreOptions, { query: { lounge_id: loungeId } });

/** A write's options: the saved genre's lounge reads its genres and their options again. */
export const GENRE_SAVED = {
  invalidate: (genre: { lounge_id: number }): Stale[] => [
    genresQuery(genre.lounge_id).queryKey,
    optionsOf(genre.lounge_id),
  ],
};

export type SortGenre = { id: number; loungeId: number; position: number };

/** POST /genres/{id}/sort (`_method=put`, `genre[row_order_position]`): the answer is the new list. */
export function useSortGenre() {
  const queryClient = useQueryClient();
  return useContractMutation(menusApi.sortGenre, {
    input: ({ id, position }: SortGenre) => ({
      params: { id },
      body: { _method: "put", genre: { row_order_position: position } },
    }),
    // The row stays where it was dropped while the call runs; the server's answer then replaces the list.
    onMutate: async ({ id, loungeId, position }) => {
      const { queryKey } = genresQuery(loungeId);
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, moveToPosition(previous, id, position));
      return { previous };
    },
    onError: (_error, { loungeId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(genresQuery(loungeId).queryKey, context.previous);
      }
    },
    onSuccess: (genres, { loungeId }) => {
      queryClient.setQueryData(genresQuery(loungeId).queryKey, genres);
      // The genre selectors (change_parent) follow the same order.
      return queryClient.invalidateQueries({ queryKey: optionsOf(loungeId) });
    },
  });
}
