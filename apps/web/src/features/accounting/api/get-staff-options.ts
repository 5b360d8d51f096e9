// GET /attendance_logs/staff_list?lounge_id=: a lounge's staff, for the search's staff filter.
import { staffApi } from "@lounge-office/domain/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const staffOptionsQueryKey = (loungeId: number) =>
  ["accounting-staff-options", loungeId] as const;

export const getStaffOptions = (loungeId: number) =>
  call(staffApi.staffList, { query: { lounge_id: loungeId } });

export const staffOptionsQueryOptions = (loungeId: number | null) =>
  queryOptions({
    queryKey: staffOptionsQueryKey(loungeId ?? 0),
    queryFn: () => getStaffOptions(loungeId ?? 0),
    enabled: loungeId !== null,
    staleTime: 5 * 60_000,
  });

export const useStaffOptions = (loungeId: number | null) =>
  useQuery(staffOptionsQueryOptions(loungeId));
