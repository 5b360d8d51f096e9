// GET /api/v1/orderable?lounge_id=: what staff can order for a group: provided menus by genre, and provided rewards.
import { ordersApi } from "@lounge-office/domain/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const orderableQueryKey = (loungeId: number) => ["orderable", loungeId] as const;

export const getOrderable = (loungeId: number) =>
  call(ordersApi.orderable, { query: { lounge_id: loungeId } });

export const orderableQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: orderableQueryKey(loungeId), queryFn: () => getOrderable(loungeId) });

export const useOrderable = (loungeId: number, enabled = true) =>
  useQuery({ ...orderableQueryOptions(loungeId), enabled });
