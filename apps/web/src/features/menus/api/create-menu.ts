// POST /menus: register a menu (the form's fields, with the uploaded image's id).
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { MENUS_QUERY_KEY } from "./search-menus";

export const createMenu = (body: CallInput<typeof menusApi.create>["body"]) =>
  call(menusApi.create, { body });

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENUS_QUERY_KEY }),
  });
}
