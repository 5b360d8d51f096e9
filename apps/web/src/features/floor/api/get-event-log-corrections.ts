// GET /event_logs/corrections?customer_group_id=: the group's audited corrections, newest first.
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const eventLogCorrectionsQueryKey = (groupId: number) =>
  ["event-log-corrections", groupId] as const;

export const getEventLogCorrections = (groupId: number) =>
  call(floorApi.eventLogCorrections, { query: { customer_group_id: groupId } });

export const eventLogCorrectionsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: eventLogCorrectionsQueryKey(groupId),
    queryFn: () => getEventLogCorrections(groupId),
  });

export const useEventLogCorrections = (groupId: number | null) =>
  useQuery({ ...eventLogCorrectionsQueryOptions(groupId ?? 0), enabled: groupId !== null });
