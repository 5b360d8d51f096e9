// Drizzle schema: the tables of the foundation (lounges, staff, memberships, sessions, sign-in attempts).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const lounges = pgTable("lounges", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  name_eng: text("name_eng").notNull().default(""),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  site_url: text("site_url").notNull().default(""),
  time_zone: text("time_zone").notNull().default("Asia/Tokyo"),
  business_day_cutoff: text("business_day_cutoff").notNull().default("06:00"),
  invoice_registration_number: text("invoice_registration_number").notNull().default(""),
  sign_in_roles: text("sign_in_roles")
    .array()
    .notNull()
    .default(sql`ARRAY['admin','manager','staff']::text[]`),
  ...timestamps,
});

export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    account: text("account").notNull().unique(),
    password_hash: text("password_hash").notNull(),
    role: text("role", { enum: ["admin", "manager", "staff"] }).notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [check("staff_role_check", sql`${t.role} in ('admin','manager','staff')`)],
);

export const staffLounges = pgTable(
  "staff_lounges",
  {
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.staff_id, t.lounge_id] }), index().on(t.lounge_id)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
    token_hash: text("token_hash").notNull().unique(),
    csrf_token: text("csrf_token").notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    ip: text("ip").notNull().default(""),
    user_agent: text("user_agent").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.staff_id), index().on(t.expires_at)],
);

export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: serial("id").primaryKey(),
    account: text("account").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    attempted_at: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.account, t.ip, t.attempted_at), index().on(t.ip, t.attempted_at)],
);
