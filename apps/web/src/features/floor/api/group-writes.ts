// A group's writes on the floor: enter (POST /customer_groups), move or correct or edit (PUT
// /customer_groups/{id}) and cancel (POST /customer_groups/{id}/cancel, 取消: leaves the floor, never
// charged). Each answer holds every seat it touched, applied through the board cache; a stale
// lock_version (409) reads the board again.
import { floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { contractKey, useContractMutation } from "../../../lib/contract-query";
import { applySeats, iconDetailsQuery, refetchBoard } from "./board-cache";
import { requestExtras, type WriteRequest } from "./write-request";

/** After a change of who sits where: the seat timers restart (people present follow the seats). */
function invalidateFloorFigures(queryClient: QueryClient, loungeId: number) {
  void queryClient.invalidateQueries({ queryKey: iconDetailsQuery(loungeId).queryKey });
}

/** A stale lock_version (409) means another device changed the floor: read the board again. */
function refetchBoardOnConflict(queryClient: QueryClient, loungeId: number, error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    refetchBoard(queryClient, loungeId);
  }
}

/** The group index (在席一覧) lists the same groups: success or conflict, it reads them again. */
const groupIndexOf = (loungeId: number) =>
  contractKey(floorApi.customerGroups, { query: { lounge_id: loungeId } });

export type EnterGroupInput = CallInput<typeof floorApi.enterGroup>["body"]["customer_group"];

export function useEnterGroup(loungeId: number) {
  return useContractMutation(floorApi.enterGroup, {
    input: ({ request, ...input }: EnterGroupInput & { request?: WriteRequest }) => ({
      body: { customer_group: input },
      ...requestExtras(request),
    }),
    onSuccess: (saved, _input, _r, { client }) => {
      applySeats(client, loungeId, saved.seats);
      invalidateFloorFigures(client, loungeId);
    },
    onError: (error, _input, _r, { client }) => refetchBoardOnConflict(client, loungeId, error),
  });
}

export type UpdateGroupInput = CallInput<typeof floorApi.updateGroup>["body"]["customer_group"] & {
  id: number;
};

export function useUpdateGroup(loungeId: number) {
  return useContractMutation(floorApi.updateGroup, {
    input: ({
      id,
      request,
      ...input
    }: UpdateGroupInput & { request?: WriteRequest | undefined }) => ({
      params: { id },
      body: { customer_group: input },
      ...requestExtras(request),
    }),
    onSuccess: (saved, input, _r, { client }) => {
      // The answer holds every seat the change touched: the one left behind and the destination.
      applySeats(client, loungeId, saved.seats);
      if (
        input.seat_id !== undefined ||
        input.matched_group_ids !== undefined ||
        input.mens !== undefined ||
        input.ladys !== undefined ||
        input.others !== undefined
      ) {
        invalidateFloorFigures(client, loungeId);
      }
    },
    onError: (error, _input, _r, { client }) => refetchBoardOnConflict(client, loungeId, error),
    onSettled: (_data, _error, _input, _r, { client }) =>
      client.invalidateQueries({ queryKey: groupIndexOf(loungeId) }),
  });
}

export type CancelGroupInput = CallInput<typeof floorApi.cancelGroup>["body"]["customer_group"] & {
  id: number;
};

export function useCancelGroup(loungeId: number) {
  return useContractMutation(floorApi.cancelGroup, {
    input: ({
      id,
      request,
      ...input
    }: CancelGroupInput & { request?: WriteRequest | undefined }) => ({
      params: { id },
      body: { customer_group: input },
      ...requestExtras(request),
    }),
    onSuccess: (cancelled, _input, _r, { client }) => {
      applySeats(client, loungeId, cancelled.seats);
      invalidateFloorFigures(client, loungeId);
      // The day's corrections list (any date of the lounge) shows the cancel.
      void client.invalidateQueries({
        queryKey: contractKey(floorApi.groupChanges, { query: { lounge_id: loungeId } }),
      });
    },
    onError: (error, _input, _r, { client }) => refetchBoardOnConflict(client, loungeId, error),
    onSettled: (_data, _error, _input, _r, { client }) =>
      client.invalidateQueries({ queryKey: groupIndexOf(loungeId) }),
  });
}
