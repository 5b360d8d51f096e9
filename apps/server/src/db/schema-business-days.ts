// Drizzle schema of the business day (営業日) as a register sees it: its opening with a float, the
// cash paid in and out during it, and its close with a drawer count and a snapshot of its figures;
// each with an audit of who changed what. Re-exported by schema.ts.
import type { DayFigures, DenominationCounts } from "@lounge-office/domain/business-days";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { lounges, staff } from "./schema";

/**
 * One lounge's business day once it is opened (no row: not opened). `open` until a manager closes
 * it with a drawer count; then `snapshot` holds its figures as closed, and only an admin's reopening
 * (audited in `business_day_events`) makes it `open` again.
 */
export const businessDays = pgTable(
  "business_days",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    state: text("state", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** 釣銭準備金: the cash in the drawer at opening. */
    float: integer("float").notNull(),
    /** The float by denomination when it was counted that way; null when entered as a total. */
    float_counts: jsonb("float_counts").$type<DenominationCounts>(),
    opened_at: timestamp("opened_at", { withTimezone: true }).notNull(),
    opened_by: integer("opened_by")
      .notNull()
      .references(() => staff.id),
    /** Opened by a settlement or a paid-in/out before anyone opened it, with the default float. */
    opened_automatically: boolean("opened_automatically").notNull().default(false),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    closed_by: integer("closed_by").references(() => staff.id),
    /** The drawer count at the close, by denomination. */
    counted: jsonb("counted").$type<DenominationCounts>(),
    counted_cash: integer("counted_cash"),
    expected_cash: integer("expected_cash"),
    /** 過不足: counted − expected. */
    difference: integer("difference"),
    difference_reason: text("difference_reason"),
    /** What the close left in the drawer for the next day's float. */
    next_float: integer("next_float"),
    /** The day's figures as they were at the close. */
    snapshot: jsonb("snapshot").$type<DayFigures>(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.lounge_id, t.date),
    check("business_days_state_check", sql`${t.state} in ('open','closed')`),
    check("business_days_float_check", sql`${t.float} >= 0`),
    check(
      "business_days_closed_check",
      sql`${t.state} = 'open' or (${t.closed_at} is not null and ${t.counted_cash} is not null and ${t.snapshot} is not null)`,
    ),
  ],
);

/** The audit of a business day: each opening, close and reopening, with who, when and why. */
export const businessDayEvents = pgTable(
  "business_day_events",
  {
    id: serial("id").primaryKey(),
    business_day_id: integer("business_day_id")
      .notNull()
      .references(() => businessDays.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["open", "close", "reopen"] }).notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    reason: text("reason").notNull().default(""),
    /** The close's count and snapshot, or what a reopening undid. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.business_day_id),
    check("business_day_events_kind_check", sql`${t.kind} in ('open','close','reopen')`),
  ],
);

/** 入出金: cash put into or taken out of the drawer during a business day, with its reason. */
export const cashMovements = pgTable(
  "cash_movements",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    business_day_id: integer("business_day_id")
      .notNull()
      .references(() => businessDays.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull().default(""),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    recorded_at: timestamp("recorded_at", { withTimezone: true }).notNull(),
    voided_at: timestamp("voided_at", { withTimezone: true }),
    voided_by: integer("voided_by").references(() => staff.id),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.business_day_id),
    check("cash_movements_direction_check", sql`${t.direction} in ('in','out')`),
    check("cash_movements_amount_check", sql`${t.amount} > 0`),
  ],
);

/** A correction or void of a paid-in/out: the changed fields before and after, who, when, why. */
export const cashMovementChanges = pgTable(
  "cash_movement_changes",
  {
    id: serial("id").primaryKey(),
    cash_movement_id: integer("cash_movement_id")
      .notNull()
      .references(() => cashMovements.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["update", "void"] }).notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    reason: text("reason").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.cash_movement_id),
    check("cash_movement_changes_kind_check", sql`${t.kind} in ('update','void')`),
  ],
);
