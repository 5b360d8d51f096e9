// Attendance calls (issue 14): recording, the state list, the monthly sheet and its CSV, a month's
// entries with their corrections, comments, and managers' corrections and voids.
import { attendanceApi, attendanceSheetCsv } from "@lounge-office/domain/attendance";
import type { Router } from "../../http/route";
import {
  correctAttendanceLog,
  updateAttendanceComment,
  voidAttendanceLog,
} from "./attendance-corrections";
import { attendanceEntries, attendanceSheet, listAttendanceStates } from "./attendance-reads";
import { recordAttendance } from "./record-attendance";

export function attendanceRoutes({ route }: Router) {
  route(attendanceApi.create, ({ db, actor, body }) =>
    recordAttendance(db, actor, body.attendance_log),
  );

  route(attendanceApi.sheet, async ({ db, actor, query }) => ({
    rows: await attendanceSheet(db, actor, query),
  }));

  route(attendanceApi.exportCsv, async ({ db, actor, query, reply }) => {
    const csv = attendanceSheetCsv(await attendanceSheet(db, actor, query));
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="attendance_${query.lounge_id}_${query.month}.csv"`,
      )
      .send(csv);
  });

  route(attendanceApi.states, ({ db, actor, query }) =>
    listAttendanceStates(db, actor, query.lounge_id),
  );

  route(attendanceApi.entries, ({ db, actor, query }) => attendanceEntries(db, actor, query));

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
