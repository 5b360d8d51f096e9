// POST /rewards: register a reward (name, image id, provided or not).
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { rewardsQueryKey } from "./get-rewards";

export const createReward = (body: CallInput<typeof menusApi.createReward>["body"]) =>
  call(menusApi.createReward, { body });

export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSuccess: (reward) =>
      queryClient.invalidateQueries({ queryKey: rewardsQueryKey(reward.lounge_id) }),
  });
}
