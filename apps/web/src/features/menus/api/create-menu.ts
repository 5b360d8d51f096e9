// POST /menus: register a menu (the form's fields, with the uploaded image's id).
import { ZMenu, type ZMenuInput } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { MENUS_QUERY_KEY } from "./search-menus";

export const createMenu = (input: z.input<typeof ZMenuInput>) =>
  api("/menus", { method: "POST", body: input, schema: ZMenu });

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENUS_QUERY_KEY }),
  });
}
