// POST /genres/{id}/sort (`_method=put`, `genre[row_order_position]`): a dragged genre row; the answer is the new list.
import { menusApi } from "@lounge-office/domain/menus";
import type { Genre } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";
import { moveToPosition } from "./row-position";

export type SortGenre = { id: number; loungeId: number; position: number };

export const sortGenre = ({ id, position }: SortGenre) =>
  call(menusApi.sortGenre, {
    params: { id },
    body: { _method: "put", genre: { row_order_position: position } },
  });

export function useSortGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortGenre,
    // The row stays where it was dropped while the call runs; the server's answer then replaces the list.
    onMutate: async ({ id, loungeId, position }) => {
      const key = genresQueryKey(loungeId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Genre[]>(key);
      if (previous) queryClient.setQueryData(key, moveToPosition(previous, id, position));
      return { previous };
    },
    onError: (_error, { loungeId }, context) => {
      if (context?.previous) queryClient.setQueryData(genresQueryKey(loungeId), context.previous);
    },
    onSuccess: (genres, { loungeId }) => {
      queryClient.setQueryData(genresQueryKey(loungeId), genres);
      // The genre selectors (change_parent) follow the same order.
      return queryClient.invalidateQueries({ queryKey: [...genresQueryKey(loungeId), "options"] });
    },
  });
}
