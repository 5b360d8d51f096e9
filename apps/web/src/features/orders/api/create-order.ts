// POST /customer_groups/{id}/orders: add a menu item (with one option) or a reward to a present group.
import { ordersApi } from "@lounge-office/domain/orders";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { afterOrderChange } from "./get-group-orders";

export type NewOrder = CallInput<typeof ordersApi.create>["body"];

export const createOrder = ({ groupId, order }: { groupId: number; order: NewOrder }) =>
  call(ordersApi.create, { params: { id: groupId }, body: order });

export function useCreateOrder(groupId: number, loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: NewOrder) => createOrder({ groupId, order }),
    onSuccess: (lines) => afterOrderChange(queryClient, groupId, loungeId, lines),
  });
}
