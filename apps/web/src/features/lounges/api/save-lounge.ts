// POST /api/v1/lounge_settings and PUT /api/v1/lounge_settings/{id}: create or edit a lounge (admin).
import { type LoungeInput, ZLounge } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";
import { LOUNGE_SETTINGS_QUERY_KEY } from "./get-lounge-settings";

export const saveLounge = ({ id, input }: { id: number | null; input: LoungeInput }) =>
  id === null
    ? api("/api/v1/lounge_settings", { method: "POST", body: input, schema: ZLounge })
    : api(`/api/v1/lounge_settings/${id}`, { method: "PUT", body: input, schema: ZLounge });

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
