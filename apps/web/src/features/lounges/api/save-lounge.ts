// POST /api/v1/lounge_settings and PUT /api/v1/lounge_settings/{id}: create or edit a lounge (admin).
import { loungesApi } from "@lounge-office/domain/lounges";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";
import { LOUNGE_SETTINGS_QUERY_KEY } from "./get-lounge-settings";

/** The settings as the form sends them: the same body for a new lounge and an edit. */
export type LoungeSettingsBody = CallInput<typeof loungesApi.create>["body"];

export const saveLounge = ({ id, input }: { id: number | null; input: LoungeSettingsBody }) =>
  id === null
    ? call(loungesApi.create, { body: input })
    : call(loungesApi.update, { params: { id }, body: input });

export function useSaveLounge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLounge,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LOUNGE_SETTINGS_QUERY_KEY });
      // Names and zones show in the shell and the lounge switcher.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
