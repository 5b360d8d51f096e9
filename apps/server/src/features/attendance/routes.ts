// Attendance calls: recording, the state list, the monthly sheet and its CSV, a month's
// entries with their corrections, comments, and managers' corrections and voids.
import { attendanceApi, attendanceSheetCsv } from "@lounge-office/domain/attendance";
import type { Router } from "../../http/route";
import { authorize } from "../../policy/policy";
import {
  correctAttendanceLog,
  updateAttendanceComment,
  voidAttendanceLog,
} from "./attendance-corrections";
import { attendanceEntries, attendanceSheet, listAttendanceStates } from "./attendance-reads";
import { recordAttendance } from "./record-attendance";

export function attendanceRoutes({ route }: Router) {
  route(attendanceApi.create, ({ db, actor, body, authorizeLounge }) => {
    const input = body.attendance_log;
    authorizeLounge(input.lounge_id);
    // Another member's log, or a time of one's choosing, is a manager's to record.
    if (input.staff_id !== actor.staffId || input.logged_at !== undefined) {
      authorize(actor, "attendance.manage", { loungeId: input.lounge_id });
    }
    return recordAttendance(db, actor, input);
  });

  route(attendanceApi.sheet, async ({ db, actor, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { rows: await attendanceSheet(db, actor, query) };
  });

  route(attendanceApi.exportCsv, async ({ db, actor, query, reply, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    const csv = attendanceSheetCsv(await attendanceSheet(db, actor, query));
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="attendance_${query.lounge_id}_${query.month}.csv"`,
      )
      .send(csv);
  });

  route(attendanceApi.states, ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listAttendanceStates(db, query.lounge_id);
  });

  route(attendanceApi.entries, ({ db, actor, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return attendanceEntries(db, actor, query);
  });

  route(attendanceApi.updateComment, ({ db, actor, params, body }) =>
    updateAttendanceComment(db, actor, params.id, body.attendance_log.comment),
  );

  route(attendanceApi.correct, ({ db, actor, params, body }) =>
    correctAttendanceLog(db, actor, params.id, body.attendance_log),
  );

  route(attendanceApi.void, ({ db, actor, params, body }) =>
    voidAttendanceLog(db, actor, params.id, body.attendance_log.reason),
  );
}
