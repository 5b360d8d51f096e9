// Drizzle schema of the guest page: the links staff hand a group (a QR code) so its guests
// see their own time and running charge. Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customerGroups, lounges, staff } from "./schema";

/**
 * One link of one group: only the SHA-256 of its token is kept (the token itself is shown once, in
 * the QR code), so the table cannot be read back into working links. At most one live (not
 * revoked) link per group: issuing again revokes the last. It stops working at `expires_at`, when
 * revoked, and when the group's bill is settled (then it shows only the settled total).
 */
export const guestLinks = pgTable(
  "guest_links",
  {
    id: serial("id").primaryKey(),
    lounge_id: integer("lounge_id")
      .notNull()
      .references(() => lounges.id, { onDelete: "cascade" }),
    customer_group_id: integer("customer_group_id")
      .notNull()
      .references(() => customerGroups.id, { onDelete: "cascade" }),
    token_sha256: text("token_sha256").notNull(),
    issued_by: integer("issued_by").references(() => staff.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("guest_links_token_sha256_unique").on(t.token_sha256),
    uniqueIndex("guest_links_one_live_per_group")
      .on(t.customer_group_id)
      .where(sql`${t.revoked_at} is null`),
    index().on(t.lounge_id),
  ],
);
