// PUT /genres/{id} with `{genre:{row_order}}`: the genre list's row-order input (screen 4).
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";

export type GenreChanges = CallInput<typeof menusApi.updateGenre>["body"]["genre"];

export const updateGenre = ({ id, genre }: { id: number; genre: GenreChanges }) =>
  call(menusApi.updateGenre, { params: { id }, body: { genre } });

export function useUpdateGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGenre,
    onSuccess: (genre) =>
      queryClient.invalidateQueries({ queryKey: genresQueryKey(genre.lounge_id) }),
  });
}
