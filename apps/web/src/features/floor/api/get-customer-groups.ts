// GET /customer_groups?lounge_id=: the groups present in a lounge (screen 14), oldest first.
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const CUSTOMER_GROUPS_POLL_MS = 60_000;

export const customerGroupsQueryKey = (loungeId: number) => ["customer-groups", loungeId] as const;

export const getCustomerGroups = (loungeId: number) =>
  call(floorApi.customerGroups, { query: { lounge_id: loungeId } });

export const customerGroupsQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: customerGroupsQueryKey(loungeId),
    queryFn: () => getCustomerGroups(loungeId),
    refetchInterval: CUSTOMER_GROUPS_POLL_MS,
  });

export const useCustomerGroups = (loungeId: number) =>
  useQuery(customerGroupsQueryOptions(loungeId));
