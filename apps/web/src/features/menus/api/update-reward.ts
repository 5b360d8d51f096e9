// PUT /rewards/{id}: the provide toggle `{reward:{provide_flag}}`, the order input `{reward:{row_order}}`, or the form.
import { ZReward, type ZRewardUpdate } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { patchCachedReward, rewardsQueryKey } from "./get-rewards";

export type RewardChanges = z.input<typeof ZRewardUpdate>["reward"];

export const updateReward = ({ id, reward }: { id: number; reward: RewardChanges }) =>
  api(`/rewards/${id}`, { method: "PUT", body: { reward }, schema: ZReward });

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
