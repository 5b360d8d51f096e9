// GET /attendance_logs/staff_list?lounge_id=: the lounge's staff, for the attendance form's staff selector.
import { staffApi } from "@lounge-office/domain/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const getStaffList = (loungeId: number) =>
  call(staffApi.staffList, { query: { lounge_id: loungeId } });

export const staffListQueryOptions = (loungeId: number | null) =>
  queryOptions({
    queryKey: attendanceKeys.staffList(loungeId ?? 0),
    queryFn: () => getStaffList(loungeId ?? 0),
    enabled: loungeId !== null,
  });

export const useStaffList = (loungeId: number | null) => useQuery(staffListQueryOptions(loungeId));
