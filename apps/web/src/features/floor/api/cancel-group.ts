// POST /customer_groups/{id}/cancel: a mistaken entry (取消) leaves the floor, never charged.
import { floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { applySeats } from "./board-cache";
import { invalidateFloorFigures, refetchBoardOnConflict } from "./enter-group";
import { customerGroupsQueryKey } from "./get-customer-groups";
import { groupChangesQueryKey } from "./get-group-changes";
import { requestExtras, type WriteRequest } from "./write-request";

export type CancelGroupInput = CallInput<typeof floorApi.cancelGroup>["body"]["customer_group"] & {
  id: number;
};

export const cancelGroup = ({
  id,
  request,
  ...input
}: CancelGroupInput & { request?: WriteRequest | undefined }) =>
  call(floorApi.cancelGroup, {
    params: { id },
    body: { customer_group: input },
    ...requestExtras(request),
  });

export function useCancelGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGroup,
    onSuccess: (cancelled) => {
      applySeats(queryClient, loungeId, cancelled.seats);
      invalidateFloorFigures(queryClient, loungeId);
      void queryClient.invalidateQueries({ queryKey: groupChangesQueryKey(loungeId) });
    },
    onError: (error) => refetchBoardOnConflict(queryClient, loungeId, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerGroupsQueryKey(loungeId) }),
  });
}
