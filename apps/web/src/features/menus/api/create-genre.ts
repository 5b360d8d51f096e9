// POST /genres: add a genre at the end of its lounge's list.
import { ZGenre, type ZGenreInput } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";

export const createGenre = (input: z.input<typeof ZGenreInput>) =>
  api("/genres", { method: "POST", body: input, schema: ZGenre });

export function useCreateGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGenre,
    onSuccess: (genre) =>
      queryClient.invalidateQueries({ queryKey: genresQueryKey(genre.lounge_id) }),
  });
}
