// POST /rewards: register a reward (name, image id, provided or not).
import { ZReward, type ZRewardInput } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { rewardsQueryKey } from "./get-rewards";

export const createReward = (input: z.input<typeof ZRewardInput>) =>
  api("/rewards", { method: "POST", body: input, schema: ZReward });

export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSuccess: (reward) =>
      queryClient.invalidateQueries({ queryKey: rewardsQueryKey(reward.lounge_id) }),
  });
}
