// DELETE /orders/{id}: cancel an order line until the group is settled (kept, with who and when).
import { ordersApi } from "@lounge-office/domain/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { afterOrderChange } from "./get-group-orders";

export const cancelOrder = (orderId: number) => call(ordersApi.cancel, { params: { id: orderId } });

export function useCancelOrder(groupId: number, loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (lines) => afterOrderChange(queryClient, groupId, loungeId, lines),
  });
}
