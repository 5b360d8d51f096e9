// GET /event_logs?q[customer_group_id_eq]=: one group's timeline (seat, solo/share, start, end, stay).
import { EVENT_LOG_GROUP_PARAM, floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/** The event-log page's link: the page sits at the call's path and reads the same parameter. */
export const eventLogsPath = (groupId: number) =>
  `${floorApi.eventLogs.path}?${EVENT_LOG_GROUP_PARAM}=${groupId}`;

export const eventLogsQueryKey = (groupId: number) => ["event-logs", groupId] as const;

export const getEventLogs = (groupId: number) =>
  call(floorApi.eventLogs, { query: { [EVENT_LOG_GROUP_PARAM]: groupId } });

export const eventLogsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: eventLogsQueryKey(groupId), queryFn: () => getEventLogs(groupId) });

export const useEventLogs = (groupId: number | null) =>
  useQuery({ ...eventLogsQueryOptions(groupId ?? 0), enabled: groupId !== null });
