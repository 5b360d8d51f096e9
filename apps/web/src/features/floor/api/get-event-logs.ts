// GET /event_logs?q[customer_group_id_eq]=: one group's timeline (seat, solo/share, start, end, stay).
import { ZEventLog } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const GROUP_ID_PARAM = "q[customer_group_id_eq]";

/** The seed's link shape, built by hand so the brackets stay as they are. */
export const eventLogsPath = (groupId: number) => `/event_logs?${GROUP_ID_PARAM}=${groupId}`;

export const eventLogsQueryKey = (groupId: number) => ["event-logs", groupId] as const;

export const getEventLogs = (groupId: number) =>
  api(eventLogsPath(groupId), { schema: z.array(ZEventLog) });

export const eventLogsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: eventLogsQueryKey(groupId), queryFn: () => getEventLogs(groupId) });

export const useEventLogs = (groupId: number | null) =>
  useQuery({ ...eventLogsQueryOptions(groupId ?? 0), enabled: groupId !== null });
