// PUT /customer_groups/{id}: a move (seat, count, matches), a comment edit or an age edit.
import { type CustomerGroupUpdate, ZGroupSaved } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateFloorFigures, patchBoardSeats, refetchBoardOnConflict } from "./enter-group";
import { customerGroupsQueryKey } from "./get-customer-groups";

export type UpdateGroupInput = CustomerGroupUpdate["customer_group"] & { id: number };

export const updateGroup = ({ id, ...input }: UpdateGroupInput) =>
  api(`/customer_groups/${id}`, {
    method: "PUT",
    body: { customer_group: input },
    schema: ZGroupSaved,
  });

export function useUpdateGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (saved, input) => {
      // The answer holds every seat the change touched: the one left behind and the destination.
      patchBoardSeats(queryClient, loungeId, saved.seats);
      if (input.seat_id !== undefined || input.matched_group_ids !== undefined) {
        invalidateFloorFigures(queryClient, loungeId);
      }
    },
    onError: (error) => refetchBoardOnConflict(queryClient, loungeId, error),
    // The group index lists the same groups: success or conflict, it reads them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerGroupsQueryKey(loungeId) }),
  });
}
