// Drizzle schema: lounges, staff and sessions (foundation); seats, fee rules, price tables, customer groups and
// event logs (floor); menus, rewards, orders; settlements, accounting logs and their audit (accounting);
// printers, print jobs and receipt logs (receipts, in schema-receipts.ts), attendance logs and their
// corrections (schema-attendance.ts), CPU samples and system messages (schema-operations.ts), the
// guest page's links (schema-guest.ts), the journal (schema-journal.ts).
import type { BillGroup } from "@lounge-office/domain/accounting";
import type { OpeningHours } from "@lounge-office/domain/lounges";
import type { JournalAccounts } from "@lounge-office/domain/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
  /** Formal receipts judge the revenue stamp on the tax-excluded amount (they state their tax). */
  stamp_on_tax_excluded: boolean("stamp_on_tax_excluded").notNull().default(false),
  /** Length of one time-charge unit in minutes. */
  unit_minutes: integer("unit_minutes").notNull().default(10),
  sign_in_roles: text("sign_in_roles")
    .array()
    .notNull()
    .default(sql`ARRAY['admin','manager','staff']::text[]`),
  /** Whether the sign-in page lists the lounge's accounts; off, staff type their account. */
  sign_in_account_list: boolean("sign_in_account_list").notNull().default(true),
  /** Whether GET /public/lounges/{id}/crowd publishes how many men and women are here. */
  crowd_feed_public: boolean("crowd_feed_public").notNull().default(false),
  /** Per weekday (Sunday first) the opening and closing time, or null for closed; null: not set. */
  opening_hours: jsonb("opening_hours").$type<OpeningHours>(),
  /** The reasons staff pick for a paid-in or paid-out (入出金), besides typing one. */
  cash_movement_reasons: text("cash_movement_reasons")
    .array()
    .notNull()
    .default(sql`ARRAY['買い出し','両替','立替','給与']::text[]`),
  /** How its takings are booked for the accountant's product (null: the defaults). */
  journal_accounts: jsonb("journal_accounts").$type<JournalAccounts>(),
  /** A business day the manager closed the lounge for (本日臨時休業); the feed says closed all of it. */
  closed_on: date("closed_on", { mode: "string" }),
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
    /** The language the screens are in for this member of staff. */
    locale: text("locale", { enum: ["ja", "en"] })
      .notNull()
      .default("ja"),
    ...timestamps,
  },
  (t) => [
    check("staff_role_check", sql`${t.role} in ('admin','manager','staff')`),
    check("staff_locale_check", sql`${t.locale} in ('ja','en')`),
  ],
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
    /** The last request seen with this session: an idle one ends after SESSION_IDLE_MINUTES. */
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
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
  (t) => [
    index().on(t.account, t.ip, t.attempted_at),
    index().on(t.ip, t.attempted_at),
    // The throttle's global window: the newest failures, whoever made them.
    index("sign_in_attempts_failures_index").on(t.attempted_at).where(sql`not ${t.succeeded}`),
  ],
);

/**
 * The rate limiter's counts (http/rate-limit-store.ts): one row per key (`guest-view:<token hash>`,
 * `guest-miss:<address>`), its requests in the window that ends at `resets_at`. In the database so
 * every instance counts the same requests; rows past their window are deleted as others are counted.
 */
export const rateLimitCounts = pgTable(
  "rate_limit_counts",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resets_at: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resets_at)],
);

// ---- The floor ----

export const seats = pgTable(
  "seats",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    seat_type: text("seat_type", { enum: ["auto", "normal"] }).notNull(),
    /** Position on the board, so the board matches the room. */
    col: integer("col").notNull().default(0),
    row: integer("row").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex().on(t.lounge_id, t.name),
    check("seats_type_check", sql`${t.seat_type} in ('auto','normal')`),
  ],
);

export const feeRules = pgTable(
  "fee_rules",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    other_flag: boolean("other_flag").notNull().default(false),
    executive: boolean("executive").notNull().default(false),
    vip: boolean("vip").notNull().default(false),
    /** Special-fee rules: a flat price per person instead of time charges. */
    flat_price_per_person: integer("flat_price_per_person"),
    /** Time-up alerts: the set's length and how long before its end the board marks a group. */
    set_minutes: integer("set_minutes"),
    warn_lead_minutes: integer("warn_lead_minutes"),
    row_order: integer("row_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.lounge_id),
    check(
      "fee_rules_time_up_check",
      sql`(${t.set_minutes} is null or ${t.set_minutes} between 1 and 720) and (${t.warn_lead_minutes} is null or (${t.set_minutes} is not null and ${t.warn_lead_minutes} between 1 and ${t.set_minutes} - 1))`,
    ),
  ],
);

/** Price per time unit per person, by fee rule, gender, day type and clock hour (share and solo). */
export const priceCells = pgTable(
  "price_cells",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    fee_rule_id: integer("fee_rule_id")
      .notNull()
      .references(() => feeRules.id, { onDelete: "cascade" }),
    gender: text("gender", { enum: ["mens", "ladys", "others"] }).notNull(),
    day_type: text("day_type", { enum: ["weekday", "weekend"] }).notNull(),
    hour: integer("hour").notNull(),
    share: integer("share").notNull(),
    solo: integer("solo").notNull(),
  },
  (t) => [
    uniqueIndex().on(t.fee_rule_id, t.gender, t.day_type, t.hour),
    check("price_cells_hour_check", sql`${t.hour} between 0 and 23`),
    check("price_cells_price_check", sql`${t.share} >= 0 and ${t.solo} >= 0`),
  ],
);

/** Per-person surcharge on configured dates (year-end / new-year), inclusive business days. */
export const specialDates = pgTable("special_dates", {
  id: serial("id").primaryKey(),
  lounge_id: integer("lounge_id")
    .notNull()
    .references(() => lounges.id, { onDelete: "cascade" }),
  from_day: date("from_day", { mode: "string" }).notNull(),
  to_day: date("to_day", { mode: "string" }).notNull(),
  price_per_person: integer("price_per_person").notNull(),
});

export const customerGroups = pgTable(
  "customer_groups",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    gender: text("gender", { enum: ["mens", "ladys", "others"] }).notNull(),
    num: integer("num").notNull(),
    fee_rule_id: integer("fee_rule_id").references(() => feeRules.id),
    /** The seat the group is at while present; kept as the last seat once it has left. */
    seat_id: integer("seat_id")
      .notNull()
      .references(() => seats.id),
    /** `cancelled`: a mistaken entry taken off the floor (取消), never charged (decision 008). */
    state: text("state", { enum: ["present", "left", "cancelled"] })
      .notNull()
      .default("present"),
    age_list: jsonb("age_list").$type<{ age: string; num: number }[]>().notNull().default([]),
    comment: text("comment").notNull().default(""),
    lock_version: integer("lock_version").notNull().default(0),
    warn_level: integer("warn_level"),
    warn_put_at: timestamp("warn_put_at", { withTimezone: true }),
    /** When the bill was last opened: 会計中 (icon details' `account`) until settled or timed out. */
    accounting_at: timestamp("accounting_at", { withTimezone: true }),
    extra_charge: integer("extra_charge").notNull().default(0),
    service_start_at: timestamp("service_start_at", { withTimezone: true }).notNull(),
    business_day: date("business_day", { mode: "string" }).notNull(),
    left_at: timestamp("left_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.lounge_id, t.state),
    index().on(t.seat_id, t.state),
    check("customer_groups_num_check", sql`${t.num} between 1 and 15`),
    check(
      "customer_groups_warn_check",
      sql`${t.warn_level} is null or ${t.warn_level} between 1 and 3`,
    ),
  ],
);

/** A match between two groups of opposite gender at one seat, stored once with group_id < matched_id. */
export const groupMatches = pgTable(
  "group_matches",
  {
    group_id: integer("group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    matched_id: integer("matched_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.matched_id] }),
    index().on(t.matched_id),
    check("group_matches_order_check", sql`${t.group_id} < ${t.matched_id}`),
  ],
);

/** The timeline: one row per group per uninterrupted stretch at one seat in one status. */
export const eventLogs = pgTable(
  "event_logs",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    seat_id: integer("seat_id")
      .notNull()
      .references(() => seats.id),
    customer_group_id: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["solo", "share"] }).notNull(),
    start_at: timestamp("start_at", { withTimezone: true }).notNull(),
    end_at: timestamp("end_at", { withTimezone: true }),
    /** Set when its group's entry was cancelled: the stay never happened, nothing prices or counts it. */
    voided_at: timestamp("voided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.customer_group_id, t.start_at),
    index().on(t.seat_id, t.start_at),
    // The crowd history reads a lounge's logs of the last four weeks.
    index().on(t.lounge_id, t.start_at),
    // A group never has two open logs: the database refuses it, whatever the code does.
    uniqueIndex("event_logs_one_open_per_group")
      .on(t.customer_group_id)
      .where(sql`${t.end_at} is null`),
    check("event_logs_status_check", sql`${t.status} in ('solo','share')`),
  ],
);

/**
 * The floor's corrections in place and cancelled entries: who, when, what (before/after in words)
 * and why, for the managers' audit list (`GET /customer_groups/changes`).
 */
export const customerGroupChanges = pgTable(
  "customer_group_changes",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    customer_group_id: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    action: text("action", { enum: ["cancel", "headcount", "fee_rule", "matches"] }).notNull(),
    before: text("before").notNull(),
    after: text("after").notNull(),
    /** Required for a cancel, '' for an edit in place. */
    reason: text("reason").notNull().default(""),
    /** The seat the group was at when it changed. */
    seat_id: integer("seat_id")
      .notNull()
      .references(() => seats.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lounge_id, t.created_at),
    index().on(t.customer_group_id),
    check(
      "customer_group_changes_action_check",
      sql`${t.action} in ('cancel','headcount','fee_rule','matches')`,
    ),
  ],
);

/** Staff marking an entry of the invalid-data list as dealt with. */
export const invalidDataFixes = pgTable("invalid_data_fixes", {
  key: text("key").primaryKey(),
  lounge_id: integer("lounge_id")
    .notNull()
    .references(() => lounges.id, { onDelete: "cascade" }),
  sort_key: text("sort_key").notNull(),
  fix: boolean("fix").notNull(),
  fixed_by: integer("fixed_by").references(() => staff.id),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Menus, rewards, images and orders ----

/** Uploaded images, stored in the database: durable, backed up with the data, shared by every instance. */
export const images = pgTable("images", {
  id: serial("id").primaryKey(),
  lounge_id: integer("lounge_id")
    .notNull()
    .references(() => lounges.id, { onDelete: "cascade" }),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  data: bytea("data").notNull(),
  created_by: integer("created_by").references(() => staff.id),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const genres = pgTable(
  "genres",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    genre_kind: text("genre_kind", { enum: ["drink", "food", "other"] }).notNull(),
    row_order: integer("row_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index().on(t.lounge_id, t.genre_kind),
    check("genres_kind_check", sql`${t.genre_kind} in ('drink','food','other')`),
  ],
);

export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    genre_id: integer("genre_id")
      .notNull()
      .references(() => genres.id),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    options: text("options").array().notNull().default(sql`ARRAY[]::text[]`),
    provide_flag: boolean("provide_flag").notNull().default(true),
    row_order: integer("row_order").notNull().default(0),
    image_id: integer("image_id").references(() => images.id),
    ...timestamps,
  },
  (t) => [index().on(t.lounge_id, t.row_order), check("menus_price_check", sql`${t.price} >= 0`)],
);

export const rewards = pgTable(
  "rewards",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    provide_flag: boolean("provide_flag").notNull().default(true),
    row_order: integer("row_order").notNull().default(0),
    image_id: integer("image_id").references(() => images.id),
    ...timestamps,
  },
  (t) => [index().on(t.lounge_id, t.row_order)],
);

/** A menu item or reward ordered for a group; name and price are copied at order time. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    customer_group_id: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    menu_id: integer("menu_id").references(() => menus.id),
    reward_id: integer("reward_id").references(() => rewards.id),
    name: text("name").notNull(),
    option: text("option").notNull().default(""),
    price: integer("price").notNull(),
    num: integer("num").notNull(),
    created_by: integer("created_by")
      .notNull()
      .references(() => staff.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    cancelled_by: integer("cancelled_by").references(() => staff.id),
  },
  (t) => [
    index().on(t.customer_group_id),
    check("orders_num_check", sql`${t.num} between 1 and 99`),
    check("orders_price_check", sql`${t.price} >= 0`),
    check("orders_item_check", sql`(${t.menu_id} is null) <> (${t.reward_id} is null)`),
  ],
);

/** A manager's correction of an event log's times: the old and new values, who, when and why. */
export const eventLogCorrections = pgTable(
  "event_log_corrections",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    event_log_id: integer("event_log_id")
      .notNull()
      .references(() => eventLogs.id, { onDelete: "cascade" }),
    customer_group_id: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    reason: text("reason").notNull(),
    old_start_at: timestamp("old_start_at", { withTimezone: true }).notNull(),
    old_end_at: timestamp("old_end_at", { withTimezone: true }),
    new_start_at: timestamp("new_start_at", { withTimezone: true }).notNull(),
    new_end_at: timestamp("new_end_at", { withTimezone: true }),
    corrected_at: timestamp("corrected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customer_group_id), index().on(t.event_log_id)],
);

// ---- Accounting ----

/**
 * One settlement (会計): the groups settled together with one payment and one staff member. Created
 * once per idempotency key (`idempotency_keys`, like every keyed write); a void keeps the row and
 * takes it out of the takings.
 */
export const settlements = pgTable(
  "settlements",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    accounted_at: timestamp("accounted_at", { withTimezone: true }).notNull(),
    business_day: date("business_day", { mode: "string" }).notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    cash: integer("cash").notNull(),
    /** お預かり: what the guest handed over for the cash share (at least `cash`). */
    cash_tendered: integer("cash_tendered").notNull(),
    /** お釣り: `cash_tendered − cash`, as handed back. */
    change: integer("change").notNull().default(0),
    credit: integer("credit").notNull(),
    e_money: integer("e_money").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount_percent: integer("discount_percent"),
    discount: integer("discount").notNull(),
    groups_total_price: integer("groups_total_price").notNull(),
    consumption_tax: integer("consumption_tax").notNull(),
    tax_discount: integer("tax_discount").notNull(),
    comment: text("comment").notNull().default(""),
    created_by: integer("created_by")
      .notNull()
      .references(() => staff.id),
    voided_at: timestamp("voided_at", { withTimezone: true }),
    voided_by: integer("voided_by").references(() => staff.id),
    void_reason: text("void_reason"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lounge_id, t.accounted_at, t.id),
    index().on(t.accounted_at, t.id),
    index().on(t.lounge_id, t.business_day),
    index().on(t.staff_id, t.accounted_at),
    check(
      "settlements_amounts_check",
      sql`${t.cash} >= 0 and ${t.credit} >= 0 and ${t.e_money} >= 0 and ${t.groups_total_price} >= 0`,
    ),
    check(
      "settlements_tendered_check",
      sql`${t.cash_tendered} >= ${t.cash} and ${t.change} = ${t.cash_tendered} - ${t.cash}`,
    ),
    check(
      "settlements_discount_check",
      sql`${t.discount_percent} is null or ${t.discount_percent} in (20, 30, 50)`,
    ),
  ],
);

/**
 * The original system's accounting log: one row per settled group, with its own prices and the explanation of
 * its bill (`bill`: intervals, units, hour lines and orders as priced at `accounted_at`).
 */
export const accountingLogs = pgTable(
  "accounting_logs",
  {
    id: serial("id").primaryKey(),
    settlement_id: integer("settlement_id")
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    /** A group is settled once: a second settlement of it fails on this index (409). */
    customer_group_id: integer("customer_group_id")
      .notNull()
      .unique()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    visited_at: timestamp("visited_at", { withTimezone: true }).notNull(),
    gender: text("gender", { enum: ["mens", "ladys", "others"] }).notNull(),
    num: integer("num").notNull(),
    fee_rule_label: text("fee_rule_label").notNull(),
    fee_rule_type: text("fee_rule_type", { enum: ["charge", "solo"] }).notNull(),
    share_minutes: integer("share_minutes").notNull(),
    solo_minutes: integer("solo_minutes").notNull(),
    charge_price: integer("charge_price").notNull(),
    solo_price: integer("solo_price").notNull(),
    special_price: integer("special_price").notNull(),
    order_price: integer("order_price").notNull(),
    extra_charge: integer("extra_charge").notNull(),
    total_price: integer("total_price").notNull(),
    /** The group's whole bill as priced when settled (receipts and the detail print from it). */
    bill: jsonb("bill").$type<BillGroup>().notNull(),
  },
  (t) => [index().on(t.settlement_id)],
);

/** Every change to a settlement after it was made: who, when, what (before/after) and why. */
export const settlementChanges = pgTable(
  "settlement_changes",
  {
    id: serial("id").primaryKey(),
    settlement_id: integer("settlement_id")
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["update", "comment", "void"] }).notNull(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    reason: text("reason").notNull().default(""),
    /** The changed fields (`cash`, `comment`, `voided_at`…) before and after. */
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.settlement_id)],
);

// ---- Idempotent writes ----

/**
 * The first answer to a write sent with an `Idempotency-Key` (decision 008): a repeat of the same
 * request gets it again, nothing re-run. Per staff member and key; kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    staff_id: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The contract: method and path template (`POST /customer_groups`). */
    contract: text("contract").notNull(),
    /** sha256 of the canonical JSON of params and body: the same key with another request is refused. */
    request_hash: text("request_hash").notNull(),
    response_status: integer("response_status").notNull(),
    response_body: jsonb("response_body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.staff_id, t.key), index().on(t.created_at)],
);

// ---- Receipts: printers, print jobs, receipt logs ----

export * from "./schema-receipts";

// ---- Attendance: logs and their corrections ----

export * from "./schema-attendance";

// ---- Business days: opening, paid-in/out, the close ----

export * from "./schema-business-days";

// ---- The journal: the tamper-evident chain of every change to money ----

export * from "./schema-journal";

// ---- Operations: CPU samples and system messages ----

// ---- The guest page's links ----

export * from "./schema-guest";
export * from "./schema-operations";
