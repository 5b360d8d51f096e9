// DELETE /api/v1/seats/{id}: retire a seat (refused while customers sit there; its history stays).
import { ZOk } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const deleteSeat = ({ id }: { id: number; loungeId: number }) =>
  api(`/api/v1/seats/${id}`, { method: "DELETE", schema: ZOk });

export function useDeleteSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeat,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: seatsQueryKey(loungeId) }),
  });
}
