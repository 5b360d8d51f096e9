// PUT /genres/{id} with `{genre:{row_order}}`: the genre list's row-order input (screen 4).
import { ZGenre, type ZGenreUpdate } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";

export type GenreChanges = z.input<typeof ZGenreUpdate>["genre"];

export const updateGenre = ({ id, genre }: { id: number; genre: GenreChanges }) =>
  api(`/genres/${id}`, { method: "PUT", body: { genre }, schema: ZGenre });

export function useUpdateGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGenre,
    onSuccess: (genre) =>
      queryClient.invalidateQueries({ queryKey: genresQueryKey(genre.lounge_id) }),
  });
}
