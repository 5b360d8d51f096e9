// Drizzle schema of receipts: the lounges' receipt printers and customer displays, the
// print jobs that are never lost or doubled, and the original system's receipt log. Re-exported by schema.ts.
import type { PrintedPaper } from "@lounge-office/domain/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
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
import { accountingLogs, lounges, settlements, staff } from "./schema";

/** A receipt printer or customer display on a lounge's LAN; the browser talks to it directly. */
export const printers = pgTable(
  "printers",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["printer", "display"] }).notNull(),
    scheme: text("scheme", { enum: ["https", "http"] }).notNull(),
    ip: text("ip").notNull(),
    port: integer("port").notNull(),
    device_id: text("device_id").notNull(),
    timeout_ms: integer("timeout_ms").notNull(),
    /** Receipt printers: roll width in mm, and characters per row every paper is laid out for. */
    paper_width: integer("paper_width").$type<80 | 58>().notNull().default(80),
    columns: integer("columns").notNull().default(48),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.lounge_id, t.name),
    check("printers_paper_width_check", sql`${t.paper_width} in (80, 58)`),
    check("printers_columns_check", sql`${t.columns} between 24 and 64`),
    check("printers_kind_check", sql`${t.kind} in ('printer','display')`),
    check("printers_scheme_check", sql`${t.scheme} in ('https','http')`),
    check("printers_port_check", sql`${t.port} between 1 and 65535`),
  ],
);

/**
 * One paper to print: its ePOS envelope is built once (with `printjobid` in the SOAP header), so a
 * retry prints exactly the same paper. A device claims it (pending/failed → printing) before sending
 * it and reports the printer's answer; a job is printed at most once.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: serial("id").primaryKey(),
    /** Random, sent to the printer as ePOS `printjobid`. */
    printjobid: text("printjobid").notNull().unique(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    /** The settlement a receipt or formal receipt is of; null for a daily report. */
    settlement_id: integer("settlement_id").references(() => settlements.id, {
      onDelete: "cascade",
    }),
    accounting_log_id: integer("accounting_log_id").references(() => accountingLogs.id, {
      onDelete: "cascade",
    }),
    receipt_type: text("receipt_type", {
      enum: ["receipt", "post_receipt", "daily_report"],
    }).notNull(),
    /** The business day a daily report (日報) is of; null for the papers of a settlement. */
    business_day: date("business_day", { mode: "string" }),
    /** Null once the printer is deleted; its name stays in `printer_name`. */
    printer_id: integer("printer_id").references(() => printers.id, { onDelete: "set null" }),
    printer_name: text("printer_name").notNull(),
    status: text("status", {
      enum: ["pending", "printing", "printed", "failed", "dismissed", "superseded"],
    })
      .notNull()
      .default("pending"),
    /** The device's code of the last failure, "" otherwise. */
    code: text("code").notNull().default(""),
    /** The response's status bits (up to 2³²−1). */
    device_status: bigint("device_status", { mode: "number" }).notNull().default(0),
    index: integer("index").notNull(),
    count: integer("count").notNull(),
    amount: integer("amount").notNull(),
    reissue: boolean("reissue").notNull().default(false),
    /**
     * A formal receipt's addressee (宛名) as printed, 上様 when none was entered; null for a receipt
     * or a daily report. Kept as a column so settlements can be searched by their counterparty.
     */
    addressee: text("addressee"),
    attempts: integer("attempts").notNull().default(0),
    xml: text("xml").notNull(),
    document: jsonb("document").$type<PrintedPaper>().notNull(),
    created_by: integer("created_by")
      .notNull()
      .references(() => staff.id),
    claimed_at: timestamp("claimed_at", { withTimezone: true }),
    claimed_by: integer("claimed_by").references(() => staff.id),
    printed_at: timestamp("printed_at", { withTimezone: true }),
    dismissed_at: timestamp("dismissed_at", { withTimezone: true }),
    dismissed_by: integer("dismissed_by").references(() => staff.id),
    dismiss_reason: text("dismiss_reason"),
    /**
     * `superseded`: the later job of the same paper that printed. This one never printed, but the
     * paper it stood for did, so it leaves the board's list.
     */
    superseded_by: integer("superseded_by").references((): AnyPgColumn => printJobs.id, {
      onDelete: "set null",
    }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lounge_id, t.status),
    index().on(t.settlement_id),
    check(
      "print_jobs_status_check",
      sql`${t.status} in ('pending','printing','printed','failed','dismissed','superseded')`,
    ),
    check(
      "print_jobs_receipt_type_check",
      sql`${t.receipt_type} in ('receipt','post_receipt','daily_report')`,
    ),
    check(
      "print_jobs_paper_of_check",
      sql`case when ${t.receipt_type} = 'daily_report' then ${t.business_day} is not null and ${t.settlement_id} is null else ${t.settlement_id} is not null and ${t.accounting_log_id} is not null and ${t.business_day} is null end`,
    ),
  ],
);

/** The original system's receipt log: one row per print action the browser recorded (`POST /receipt_logs/`). */
export const receiptLogs = pgTable(
  "receipt_logs",
  {
    id: serial("id").primaryKey(),
    accounting_log_id: integer("accounting_log_id")
      .notNull()
      .references(() => accountingLogs.id, { onDelete: "cascade" }),
    settlement_id: integer("settlement_id")
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    receipt_type: text("receipt_type", { enum: ["receipt", "post_receipt"] }).notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.settlement_id),
    check("receipt_logs_receipt_type_check", sql`${t.receipt_type} in ('receipt','post_receipt')`),
  ],
);
