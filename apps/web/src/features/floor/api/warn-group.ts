// POST /customer_groups/warn_icon and /customer_groups/stop_warn_icon: call a group (level 1–3) or stop.
import {
  type Board,
  type BoardGroup,
  type CallInput,
  floorApi,
  seatCallLevel,
} from "@lounge-office/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { boardQueryKey } from "./get-board";
import { warnIconsQueryKey } from "./get-warn-icons";

export type WarnGroupInput = CallInput<typeof floorApi.warn>["body"]["customer_group"] & {
  id: number;
  level: number;
};
export type StopWarnGroupInput = CallInput<typeof floorApi.stopWarn>["body"]["customer_group"] & {
  id: number;
};

export const warnGroup = (input: WarnGroupInput) =>
  call(floorApi.warn, { body: { customer_group: input } });

export const stopWarnGroup = (input: StopWarnGroupInput) =>
  call(floorApi.stopWarn, { body: { customer_group: input } });

/** The call answers only `{ok}`, so the board is patched here: the group's level and its seat's. */
function patchWarnLevel(
  queryClient: QueryClient,
  loungeId: number,
  id: number,
  level: number | null,
) {
  queryClient.setQueryData<Board>(boardQueryKey(loungeId), (board) => {
    if (!board) return board;
    return {
      ...board,
      seats: board.seats.map((seat) => {
        const here = [...seat.group_mens, ...seat.group_ladys].some((g) => g.id === id);
        if (!here) return seat;
        const set = (g: BoardGroup) => (g.id === id ? { ...g, warn_level: level } : g);
        const group_mens = seat.group_mens.map(set);
        const group_ladys = seat.group_ladys.map(set);
        return {
          ...seat,
          group_mens,
          group_ladys,
          mens_warn_level: seatCallLevel(group_mens),
          ladys_warn_level: seatCallLevel(group_ladys),
        };
      }),
    };
  });
  void queryClient.invalidateQueries({ queryKey: warnIconsQueryKey(loungeId) });
}

export function useWarnGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: warnGroup,
    onSuccess: (_ok, input) => patchWarnLevel(queryClient, loungeId, input.id, input.level),
  });
}

export function useStopWarnGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWarnGroup,
    onSuccess: (_ok, input) => patchWarnLevel(queryClient, loungeId, input.id, null),
  });
}
