// GET /attendance_logs?lounge_id=&month=YYYY-MM: the monthly sheet, one row per staff member (staff get
// their own row only).
import { attendanceApi } from "@lounge-office/domain/attendance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const getAttendanceSheet = (loungeId: number, month: string) =>
  call(attendanceApi.sheet, { query: { lounge_id: loungeId, month } });

export const attendanceSheetQueryOptions = (loungeId: number, month: string) =>
  queryOptions({
    queryKey: attendanceKeys.sheet(loungeId, month),
    queryFn: () => getAttendanceSheet(loungeId, month),
  });

export const useAttendanceSheet = (loungeId: number, month: string) =>
  useQuery(attendanceSheetQueryOptions(loungeId, month));
