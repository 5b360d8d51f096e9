// POST /api/v1/seats: add a seat to a lounge (a taken name is a 409 with a field message).
import { seatsApi } from "@lounge-office/domain/seats";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const createSeat = (body: CallInput<typeof seatsApi.create>["body"]) =>
  call(seatsApi.create, { body });

export function useCreateSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeat,
    onSuccess: (seat) => queryClient.invalidateQueries({ queryKey: seatsQueryKey(seat.lounge_id) }),
  });
}
