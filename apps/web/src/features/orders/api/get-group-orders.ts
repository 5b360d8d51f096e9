// GET /customer_groups/{id}/orders: a group's order lines, cancelled ones included (with who and when).
import { type OrderRecord, ordersApi } from "@lounge-office/domain/orders";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const groupOrdersQueryKey = (groupId: number) => ["group-orders", groupId] as const;

export const getGroupOrders = (groupId: number) =>
  call(ordersApi.groupOrders, { params: { id: groupId } });

export const groupOrdersQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: groupOrdersQueryKey(groupId), queryFn: () => getGroupOrders(groupId) });

export const useGroupOrders = (groupId: number) => useQuery(groupOrdersQueryOptions(groupId));

/**
 * After an order or a cancel: the group's lines become the server's answer at once (then are refetched), and
 * the floor's views that show money (the board, the groups' running totals) are refetched. Their keys are the
 * floor feature's (`["board", loungeId]`, `["indexview", ids]`), named here rather than imported.
 */
export function afterOrderChange(
  queryClient: QueryClient,
  groupId: number,
  loungeId: number,
  lines: OrderRecord[],
) {
  queryClient.setQueryData(groupOrdersQueryKey(groupId), lines);
  // Not awaited: the panel is done once its own lines are in; the rest catches up in the background.
  void queryClient.invalidateQueries({ queryKey: groupOrdersQueryKey(groupId) });
  void queryClient.invalidateQueries({ queryKey: ["board", loungeId] });
  void queryClient.invalidateQueries({ queryKey: ["indexview"] });
}
