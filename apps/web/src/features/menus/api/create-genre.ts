// POST /genres: add a genre at the end of its lounge's list.
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { genresQueryKey } from "./get-genres";

export const createGenre = (body: CallInput<typeof menusApi.createGenre>["body"]) =>
  call(menusApi.createGenre, { body });

export function useCreateGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGenre,
    onSuccess: (genre) =>
      queryClient.invalidateQueries({ queryKey: genresQueryKey(genre.lounge_id) }),
  });
}
