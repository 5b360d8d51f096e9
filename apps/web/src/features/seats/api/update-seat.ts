// PUT /api/v1/seats/{id}: rename, retype or reposition a seat.
import { seatsApi } from "@lounge-office/domain/seats";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { seatsQueryKey } from "./get-seats";

export const updateSeat = ({
  id,
  ...body
}: CallInput<typeof seatsApi.update>["body"] & { id: number }) =>
  call(seatsApi.update, { params: { id }, body });

export function useUpdateSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeat,
    onSuccess: (seat) => queryClient.invalidateQueries({ queryKey: seatsQueryKey(seat.lounge_id) }),
  });
}
