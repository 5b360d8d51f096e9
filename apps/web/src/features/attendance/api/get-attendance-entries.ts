// GET /attendance_logs/entries?lounge_id=&month=&staff_id=: one staff member's logs of the month
// (voided ones too, marked) and the corrections made to them.
import { attendanceApi } from "@lounge-office/domain/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const getAttendanceEntries = (loungeId: number, month: string, staffId: number) =>
  call(attendanceApi.entries, { query: { lounge_id: loungeId, month, staff_id: staffId } });

export const attendanceEntriesQueryOptions = (loungeId: number, month: string, staffId: number) =>
  queryOptions({
    queryKey: attendanceKeys.entries(loungeId, month, staffId),
    queryFn: () => getAttendanceEntries(loungeId, month, staffId),
  });

export const useAttendanceEntries = (loungeId: number, month: string, staffId: number) =>
  useQuery(attendanceEntriesQueryOptions(loungeId, month, staffId));
