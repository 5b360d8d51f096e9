// POST /customer_groups/warn_icon and /customer_groups/stop_warn_icon: call a group (level 1–3) or
// stop. The answer is only `{ok}`: the board is patched here with the group's new level.
import { type BoardGender, floorApi } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import { useContractMutation } from "../../../lib/contract-query";
import { applyWarn } from "./board-cache";

/** The call's body, plus the seat the group sits at. */
export type WarnGroupInput = CallInput<typeof floorApi.warn>["body"]["customer_group"] & {
  gender: BoardGender;
  level: number;
  seat_id: number;
};
export type StopWarnGroupInput = CallInput<typeof floorApi.stopWarn>["body"]["customer_group"] & {
  gender: BoardGender;
  seat_id: number;
};

export function useWarnGroup(loungeId: number) {
  return useContractMutation(floorApi.warn, {
    input: ({ seat_id: _seat, ...customer_group }: WarnGroupInput) => ({
      body: { customer_group },
    }),
    onSuccess: (_ok, input, _r, { client }) =>
      applyWarn(client, loungeId, {
        seat_id: input.seat_id,
        group_id: Number(input.id),
        gender: input.gender,
        level: input.level,
        stop: false,
      }),
  });
}

export function useStopWarnGroup(loungeId: number) {
  return useContractMutation(floorApi.stopWarn, {
    input: ({ seat_id: _seat, ...customer_group }: StopWarnGroupInput) => ({
      body: { customer_group },
    }),
    onSuccess: (_ok, input, _r, { client }) =>
      applyWarn(client, loungeId, {
        seat_id: input.seat_id,
        group_id: Number(input.id),
        gender: input.gender,
        level: null,
        stop: true,
      }),
  });
}
