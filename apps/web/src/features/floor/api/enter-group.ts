// POST /customer_groups: a new group enters a seat; the answer's seats are patched into the cached board.
import { type Board, type BoardSeat, type CallInput, floorApi } from "@lounge-office/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";
import { boardQueryKey } from "./get-board";
import { iconDetailsQueryKey } from "./get-icon-details";
import { summaryQueryKey } from "./get-summary";

/** Replaces the given seats in the cached board; seats not in the list keep their objects. */
export function patchBoardSeats(queryClient: QueryClient, loungeId: number, seats: BoardSeat[]) {
  const fresh = new Map(seats.map((seat) => [seat.id, seat]));
  queryClient.setQueryData<Board>(boardQueryKey(loungeId), (board) =>
    board ? { ...board, seats: board.seats.map((seat) => fresh.get(seat.id) ?? seat) } : board,
  );
}

/** After any floor change: the people-present figures and the seat timers move too. */
export function invalidateFloorFigures(queryClient: QueryClient, loungeId: number) {
  void queryClient.invalidateQueries({ queryKey: summaryQueryKey(loungeId) });
  void queryClient.invalidateQueries({ queryKey: iconDetailsQueryKey(loungeId) });
}

/** A stale lock_version (409) means another device changed the floor: read the board again. */
export function refetchBoardOnConflict(queryClient: QueryClient, loungeId: number, error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: boardQueryKey(loungeId) });
  }
}

export type EnterGroupInput = CallInput<typeof floorApi.enterGroup>["body"]["customer_group"];

export const enterGroup = (input: EnterGroupInput) =>
  call(floorApi.enterGroup, { body: { customer_group: input } });

export function useEnterGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterGroup,
    onSuccess: (saved) => {
      patchBoardSeats(queryClient, loungeId, saved.seats);
      invalidateFloorFigures(queryClient, loungeId);
    },
    onError: (error) => refetchBoardOnConflict(queryClient, loungeId, error),
  });
}
