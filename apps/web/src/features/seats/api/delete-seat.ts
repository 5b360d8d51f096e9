// DELETE /api/v1/seats/{id}: retire a seat (refused while customers sit there; its history stays).
import { seatsApi } from "@lounge-office/domain/seats";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const deleteSeat = ({ id }: { id: number; loungeId: number }) =>
  call(seatsApi.retire, { params: { id } });

export function useDeleteSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeat,
    onSuccess: (_ok, { loungeId }) =>
      queryClient.invalidateQueries({ queryKey: seatsQueryKey(loungeId) }),
  });
}
