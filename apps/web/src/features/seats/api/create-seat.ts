// POST /api/v1/seats: add a seat to a lounge (a taken name is a 409 with a field message).
import { type SeatInput, ZSeat } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const createSeat = ({ loungeId, input }: { loungeId: number; input: SeatInput }) =>
  api("/api/v1/seats", {
    method: "POST",
    body: { ...input, lounge_id: loungeId },
    schema: ZSeat,
  });

export function useCreateSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeat,
    onSuccess: (seat) => queryClient.invalidateQueries({ queryKey: seatsQueryKey(seat.lounge_id) }),
  });
}
