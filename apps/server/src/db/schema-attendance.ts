// Drizzle schema of attendance: each clock-in, break and clock-out as a log, and every
// manager's correction of them (who, when, what, why). Re-exported by schema.ts.
import type { AttendanceChange } from "@lounge-office/domain/attendance";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { lounges, staff } from "./schema";

const LOG_TYPES = ["clock_in", "break_start", "break_end", "clock_out"] as const;

/**
 * One attendance log of a staff member at a lounge. `logged_at` is a whole minute (the time staff
 * read on the sheet); `shift_day` is the business day of the shift it belongs to (the day its
 * clock-in began in), kept in step when a correction moves logs between shifts. A voided log no
 * longer counts anywhere but stays, with its change.
 */
export const attendanceLogs = pgTable(
  "attendance_logs",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    log_type: text("log_type", { enum: LOG_TYPES }).notNull(),
    logged_at: timestamp("logged_at", { withTimezone: true }).notNull(),
    shift_day: date("shift_day", { mode: "string" }).notNull(),
    comment: text("comment").notNull().default(""),
    recorded_by: integer("recorded_by")
      .notNull()
      .references(() => staff.id),
    corrected: boolean("corrected").notNull().default(false),
    voided_at: timestamp("voided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lounge_id, t.staff_id, t.logged_at),
    index().on(t.lounge_id, t.shift_day),
    check(
      "attendance_logs_log_type_check",
      sql`${t.log_type} in ('clock_in','break_start','break_end','clock_out')`,
    ),
    check(
      "attendance_logs_whole_minute_check",
      sql`${t.logged_at} = date_trunc('minute', ${t.logged_at})`,
    ),
  ],
);

/** A manager's correction of an attendance log: added later, changed (time, type) or voided. */
export const attendanceLogChanges = pgTable(
  "attendance_log_changes",
  {
    id: serial("id").primaryKey(),
    attendance_log_id: integer("attendance_log_id")
      .notNull()
      .references(() => attendanceLogs.id, { onDelete: "cascade" }),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["add", "update", "void"] }).notNull(),
    /** `{ log_type, logged_at }` before and after (null for an added log's before, a void's after). */
    before: jsonb("before").$type<AttendanceChange["before"]>(),
    after: jsonb("after").$type<AttendanceChange["after"]>(),
    reason: text("reason").notNull().default(""),
    changed_by: integer("changed_by")
      .notNull()
      .references(() => staff.id),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lounge_id, t.changed_at),
    index().on(t.attendance_log_id),
    check("attendance_log_changes_kind_check", sql`${t.kind} in ('add','update','void')`),
  ],
);
