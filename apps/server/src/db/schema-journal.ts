// The journal (取引記録): one append-only chain of rows per lounge, each the state of a money record
// after a change, hashed with the previous row's hash (the domain's journal/chain.ts says what is
// hashed). The migration that creates it also refuses UPDATE, DELETE and TRUNCATE on it for every
// role (a trigger: a table's owner and a superuser are not bound by privileges), and records when the
// journal began: records made before then have no row and are not checked.
import type { JournalKind, JournalSource } from "@lounge-office/domain/journal";
import {
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
import { lounges } from "./schema";

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id),
    /** 1, 2, 3… per lounge: a gap is a deleted row. */
    seq: integer("seq").notNull(),
    kind: text("kind").$type<JournalKind>().notNull(),
    source_type: text("source_type").$type<JournalSource>().notNull(),
    source_id: integer("source_id").notNull(),
    business_day: date("business_day", { mode: "string" }).notNull(),
    staff_id: integer("staff_id").notNull(),
    recorded_at: timestamp("recorded_at", { withTimezone: true, precision: 3 }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    prev_hash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    // Two rows can never take the same place in a chain: a fork fails here.
    uniqueIndex().on(t.lounge_id, t.seq),
    index().on(t.source_type, t.source_id),
    index().on(t.lounge_id, t.business_day),
  ],
);

/** When the journal began (one row): records made before have no row in it. */
export const journalStart = pgTable("journal_start", {
  id: integer("id").primaryKey(),
  started_at: timestamp("started_at", { withTimezone: true }).notNull(),
});
