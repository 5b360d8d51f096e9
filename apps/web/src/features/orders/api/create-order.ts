// POST /customer_groups/{id}/orders: add a menu item (with one option) or a reward to a present group.
import { type OrderCreate, ZOrderRecord } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { afterOrderChange } from "./get-group-orders";

export const createOrder = ({ groupId, order }: { groupId: number; order: OrderCreate }) =>
  api(`/customer_groups/${groupId}/orders`, {
    method: "POST",
    body: order,
    schema: z.array(ZOrderRecord),
  });

export function useCreateOrder(groupId: number, loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderCreate) => createOrder({ groupId, order }),
    onSuccess: (lines) => afterOrderChange(queryClient, groupId, loungeId, lines),
  });
}
