// DELETE /orders/{id}: cancel an order line until the group is settled (kept, with who and when).
import { ZOrderRecord } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { afterOrderChange } from "./get-group-orders";

export const cancelOrder = (orderId: number) =>
  api(`/orders/${orderId}`, { method: "DELETE", schema: z.array(ZOrderRecord) });

export function useCancelOrder(groupId: number, loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (lines) => afterOrderChange(queryClient, groupId, loungeId, lines),
  });
}
