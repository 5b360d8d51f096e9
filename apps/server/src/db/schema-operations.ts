// Drizzle schema of operations: CPU samples of every app instance and of the database,
// and head office's system messages to the lounges. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { lounges, staff } from "./schema";

const CPU_KINDS = ["ec2", "rds"] as const;

/**
 * One minute's CPU of one instance: `ec2` an app instance's host (named host:port), `rds` the
 * database (named by where it runs). `value` is percent 0–100, or null when it could not be
 * measured (never invented). One row per (kind, name, minute): instances sampling the same
 * database write it once.
 */
export const cpuSamples = pgTable(
  "cpu_samples",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: CPU_KINDS }).notNull(),
    name: text("name").notNull(),
    sampled_at: timestamp("sampled_at", { withTimezone: true }).notNull(),
    value: real("value"),
  },
  (t) => [
    uniqueIndex().on(t.kind, t.name, t.sampled_at),
    index().on(t.sampled_at),
    check("cpu_samples_kind", sql`${t.kind} in ('ec2', 'rds')`),
    check("cpu_samples_value", sql`${t.value} is null or (${t.value} >= 0 and ${t.value} <= 100)`),
  ],
);

/**
 * A message from head office to one lounge's devices (`lounge_id`) or every lounge's (null), shown
 * until `until` (null: until each device dismisses it) or until ended early (`ended_at`).
 */
export const systemMessages = pgTable(
  "system_messages",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id").references(() => lounges.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    until: timestamp("until", { withTimezone: true }),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    created_by: integer("created_by")
      .notNull()
      .references(() => staff.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.created_at), index().on(t.lounge_id, t.created_at)],
);
