// GET /customer_groups?lounge_id=: the groups present in a lounge (screen 14), oldest first.
import { ZBoardGroup } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const CUSTOMER_GROUPS_POLL_MS = 60_000;

export const customerGroupsQueryKey = (loungeId: number) => ["customer-groups", loungeId] as const;

export const getCustomerGroups = (loungeId: number) =>
  api("/customer_groups", { query: { lounge_id: loungeId }, schema: z.array(ZBoardGroup) });

export const customerGroupsQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: customerGroupsQueryKey(loungeId),
    queryFn: () => getCustomerGroups(loungeId),
    refetchInterval: CUSTOMER_GROUPS_POLL_MS,
  });

export const useCustomerGroups = (loungeId: number) =>
  useQuery(customerGroupsQueryOptions(loungeId));
