// A lounge's rewards in display order (GET /rewards?lounge_id=, screen 9): a saved reward goes into
// the cached list at once, then it is read again; a drag shows at once.
import { menusApi } from "@lounge-office/domain/menus";
import type { Reward } from "@lounge-office/domain/shared";
import { type MutationFunctionContext, useQueryClient } from "@tanstack/react-query";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { moveToPosition } from "./row-position";

export const rewardsQuery = (loungeId: number) =>
  contractQuery(menusApi.rewards, { query: { lounge_id: loungeId } });

/** A write's options (the form, the provide toggle, the order input). */
export const REWARD_SAVED = {
  onSuccess: (saved: Reward, _sent: unknown, _r: unknown, { client }: MutationFunctionContext) => {
    const { queryKey } = rewardsQuery(saved.lounge_id);
    client.setQueryData(queryKey, (list) => list?.map((r) => (r.id === saved.id ? saved : r)));
    return client.invalidateQueries({ queryKey });
  },
};

export type SortReward = { id: number; loungeId: number; position: number };

/** POST /rewards/{id}/sort (`_method=put`, `reward[row_order_position]`): the answer is the new list. */
export function useSortReward() {
  const queryClient = useQueryClient();
  return useContractMutation(menusApi.sortReward, {
    input: ({ id, position }: SortReward) => ({
      params: { id },
      body: { _method: "put", reward: { row_order_position: position } },
    }),
    // The row stays where it was dropped while the call runs; the server's answer then replaces the list.
    onMutate: async ({ id, loungeId, position }) => {
      const { queryKey } = rewardsQuery(loungeId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, moveToPosition(previous, id, position));
      return { previous };
    },
    onError: (_error, { loungeId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(rewardsQuery(loungeId).queryKey, context.previous);
      }
    },
    onSuccess: (rewards, { loungeId }) =>
      queryClient.setQueryData(rewardsQuery(loungeId).queryKey, rewards),
  });
}
