// PUT /api/v1/seats/{id}: rename, retype or reposition a seat.
import { type SeatInput, ZSeat } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const updateSeat = ({ id, input }: { id: number; input: SeatInput }) =>
  api(`/api/v1/seats/${id}`, { method: "PUT", body: input, schema: ZSeat });

export function useUpdateSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeat,
    onSuccess: (seat) => queryClient.invalidateQueries({ queryKey: seatsQueryKey(seat.lounge_id) }),
  });
}
