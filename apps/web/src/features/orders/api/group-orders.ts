// A group's order lines (GET /customer_groups/{id}/orders, cancelled ones included, with who and
// when) and what an order or a cancel changes in the cache.
import { floorApi } from "@lounge-office/domain/floor";
import { type OrderRecord, ordersApi } from "@lounge-office/domain/orders";
import type { QueryClient } from "@tanstack/react-query";
import { contractKey, contractQuery } from "../../../lib/contract-query";

export const groupOrdersQuery = (groupId: number) =>
  contractQuery(ordersApi.groupOrders, { params: { id: groupId } });

/**
 * After an order or a cancel: the group's lines become the server's answer at once (then are
 * refetched), and the floor's views that show money (the lounge's board, the groups' running totals)
 * are refetched, named by their contracts.
 */
export function afterOrderChange(
  queryClient: QueryClient,
  groupId: number,
  loungeId: number,
  lines: OrderRecord[],
) {
  const { queryKey } = groupOrdersQuery(groupId);
  queryClient.setQueryData(queryKey, lines);
  // Not awaited: the panel is done once its own lines are in; the rest catches up in the background.
  void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({
    queryKey: contractKey(floorApi.board, { query: { lounge_id: loungeId } }),
  });
  void queryClient.invalidateQueries({ queryKey: contractKey(floorApi.indexview) });
}
