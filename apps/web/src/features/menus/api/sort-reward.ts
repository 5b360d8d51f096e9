// POST /rewards/{id}/sort (`_method=put`, `reward[row_order_position]`): a dragged reward row; the answer is the new list.
import { menusApi } from "@lounge-office/domain/menus";
import type { Reward } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { rewardsQueryKey } from "./get-rewards";
import { moveToPosition } from "./row-position";

export type SortReward = { id: number; loungeId: number; position: number };

export const sortReward = ({ id, position }: SortReward) =>
  call(menusApi.sortReward, {
    params: { id },
    body: { _method: "put", reward: { row_order_position: position } },
  });

export function useSortReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortReward,
    // The row stays where it was dropped while the call runs; the server's answer then replaces the list.
    onMutate: async ({ id, loungeId, position }) => {
      const key = rewardsQueryKey(loungeId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Reward[]>(key);
      if (previous) queryClient.setQueryData(key, moveToPosition(previous, id, position));
      return { previous };
    },
    onError: (_error, { loungeId }, context) => {
      if (context?.previous) queryClient.setQueryData(rewardsQueryKey(loungeId), context.previous);
    },
    onSuccess: (rewards, { loungeId }) =>
      queryClient.setQueryData(rewardsQueryKey(loungeId), rewards),
  });
}
