// PUT /customer_groups/{id}: a move (seat, count, matches), a correction in place (count, fee rule,
// matches), a comment edit or an age edit.
import { floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { applySeats } from "./board-cache";
import { invalidateFloorFigures, refetchBoardOnConflict } from "./enter-group";
import { customerGroupsQueryKey } from "./get-customer-groups";
import { requestExtras, type WriteRequest } from "./write-request";

type UpdateCall = CallInput<typeof floorApi.updateGroup>;
export type UpdateGroupInput = UpdateCall["body"]["customer_group"] & { id: number };

export const updateGroup = ({
  id,
  request,
  ...input
}: UpdateGroupInput & { request?: WriteRequest | undefined }) =>
  call(floorApi.updateGroup, {
    params: { id },
    body: { customer_group: input },
    ...requestExtras(request),
  });

export function useUpdateGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (saved, input) => {
      // The answer holds every seat the change touched: the one left behind and the destination.
      applySeats(queryClient, loungeId, saved.seats);
      if (
        input.seat_id !== undefined ||
        input.matched_group_ids !== undefined ||
        input.mens !== undefined ||
        input.ladys !== undefined ||
        input.others !== undefined
      ) {
        invalidateFloorFigures(queryClient, loungeId);
      }
    },
    onError: (error) => refetchBoardOnConflict(queryClient, loungeId, error),
    // The group index lists the same groups: success or conflict, it reads them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerGroupsQueryKey(loungeId) }),
  });
}
