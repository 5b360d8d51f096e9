// POST /customer_groups: a new group enters a seat; the answer's seats go through the board cache.
import { floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";
import { applySeats, refetchBoard } from "./board-cache";
import { iconDetailsQueryKey } from "./get-icon-details";
import { requestExtras, type WriteRequest } from "./write-request";

/** After a change of who sits where: the seat timers restart (people present follow the seats). */
export function invalidateFloorFigures(queryClient: QueryClient, loungeId: number) {
  void queryClient.invalidateQueries({ queryKey: iconDetailsQueryKey(loungeId) });
}

/** A stale lock_version (409) means another device changed the floor: read the board again. */
export function refetchBoardOnConflict(queryClient: QueryClient, loungeId: number, error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    refetchBoard(queryClient, loungeId);
  }
}

export type EnterGroupInput = CallInput<typeof floorApi.enterGroup>["body"]["customer_group"];

export const enterGroup = ({ request, ...input }: EnterGroupInput & { request?: WriteRequest }) =>
  call(floorApi.enterGroup, { body: { customer_group: input }, ...requestExtras(request) });

export function useEnterGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterGroup,
    onSuccess: (saved) => {
      applySeats(queryClient, loungeId, saved.seats);
      invalidateFloorFigures(queryClient, loungeId);
    },
    onError: (error) => refetchBoardOnConflict(queryClient, loungeId, error),
  });
}
