// GET /attendance_logs/state?lounge_id=: every staff member of the lounge with their state and since when.
import { attendanceApi } from "@lounge-office/domain/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const getAttendanceStates = (loungeId: number) =>
  call(attendanceApi.states, { query: { lounge_id: loungeId } });

export const attendanceStatesQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: attendanceKeys.states(loungeId),
    queryFn: () => getAttendanceStates(loungeId),
  });

export const useAttendanceStates = (loungeId: number) =>
  useQuery(attendanceStatesQueryOptions(loungeId));
