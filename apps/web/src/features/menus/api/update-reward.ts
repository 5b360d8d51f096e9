// PUT /rewards/{id}: the provide toggle `{reward:{provide_flag}}`, the order input `{reward:{row_order}}`, or the form.
import { menusApi } from "@lounge-office/domain/menus";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { patchCachedReward, rewardsQueryKey } from "./get-rewards";

export type RewardChanges = CallInput<typeof menusApi.updateReward>["body"]["reward"];

export const updateReward = ({ id, reward }: { id: number; reward: RewardChanges }) =>
  call(menusApi.updateReward, { params: { id }, body: { reward } });

export function useUpdateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReward,
    onSuccess: (reward) => {
      patchCachedReward(queryClient, reward);
      return queryClient.invalidateQueries({ queryKey: rewardsQueryKey(reward.lounge_id) });
    },
  });
}
