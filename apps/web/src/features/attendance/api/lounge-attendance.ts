// Everything of one lounge's attendance the screens read: the states, the monthly sheets, a staff
// member's entries and the staff list. A recorded log, a correction or a realtime message makes them
// all stale at once.
import { attendanceApi } from "@lounge-office/domain/attendance";
import { staffApi } from "@lounge-office/domain/staff";
import { contractKey, type Stale } from "../../../lib/contract-query";

export const loungeAttendance = (loungeId: number): Stale[] => {
  const query = { lounge_id: loungeId };
  return [
    contractKey(attendanceApi.states, { query }),
    contractKey(attendanceApi.sheet, { query }),
    contractKey(attendanceApi.entries, { query }),
    contractKey(staffApi.staffList, { query }),
  ];
};

/** A write's options: the answer (the log) names the lounge whose attendance is read again. */
export const LOG_CHANGED = {
  invalidate: (log: { lounge_id: number }) => loungeAttendance(log.lounge_id),
};
