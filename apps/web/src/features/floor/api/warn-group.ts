// POST /customer_groups/warn_icon and /customer_groups/stop_warn_icon: call a group (level 1–3) or stop.
import { type Board, type BoardGender, type BoardGroup, ZOk } from "@lounge-office/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { boardQueryKey } from "./get-board";
import { warnIconsQueryKey } from "./get-warn-icons";

export type WarnGroupInput = { id: number; gender: BoardGender; level: number };
export type StopWarnGroupInput = { id: number; gender: BoardGender };

export const warnGroup = (input: WarnGroupInput) =>
  api("/customer_groups/warn_icon", {
    method: "POST",
    body: { customer_group: input },
    schema: ZOk,
  });

export const stopWarnGroup = (input: StopWarnGroupInput) =>
  api("/customer_groups/stop_warn_icon", {
    method: "POST",
    body: { customer_group: input },
    schema: ZOk,
  });

const highest = (groups: BoardGroup[]) =>
  groups.reduce<number | null>(
    (max, g) =>
      g.warn_level !== null && (max === null || g.warn_level > max) ? g.warn_level : max,
    null,
  );

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
          mens_warn_level: highest(group_mens),
          ladys_warn_level: highest(group_ladys),
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
