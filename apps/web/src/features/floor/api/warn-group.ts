// POST /customer_groups/warn_icon and /customer_groups/stop_warn_icon: call a group (level 1–3) or stop.
import { type BoardGender, floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { applyWarn } from "./board-cache";

/** The call's body, plus the seat the group sits at (the answer is only `{ok}`: the board is patched here). */
export type WarnGroupInput = CallInput<typeof floorApi.warn>["body"]["customer_group"] & {
  gender: BoardGender;
  level: number;
  seat_id: number;
};
export type StopWarnGroupInput = CallInput<typeof floorApi.stopWarn>["body"]["customer_group"] & {
  gender: BoardGender;
  seat_id: number;
};

export const warnGroup = ({ seat_id: _seat, ...customer_group }: WarnGroupInput) =>
  call(floorApi.warn, { body: { customer_group } });

export const stopWarnGroup = ({ seat_id: _seat, ...customer_group }: StopWarnGroupInput) =>
  call(floorApi.stopWarn, { body: { customer_group } });

export function useWarnGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: warnGroup,
    onSuccess: (_ok, input) =>
      applyWarn(queryClient, loungeId, {
        seat_id: input.seat_id,
        group_id: Number(input.id),
        gender: input.gender,
        level: input.level,
        stop: false,
      }),
  });
}

export function useStopWarnGroup(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWarnGroup,
    onSuccess: (_ok, input) =>
      applyWarn(queryClient, loungeId, {
        seat_id: input.seat_id,
        group_id: Number(input.id),
        gender: input.gender,
        level: null,
        stop: true,
      }),
  });
}
