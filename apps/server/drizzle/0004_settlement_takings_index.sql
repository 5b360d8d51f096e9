-- Totals of the accounting search and the day's takings read only this index (an index-only scan):
-- the amounts and the staff member ride along in INCLUDE, voided settlements are left out.
-- Written by hand: drizzle's index builder has no INCLUDE.
CREATE INDEX "settlements_takings_index" ON "settlements" USING btree ("lounge_id","accounted_at") INCLUDE ("groups_total_price","cash","credit","e_money","staff_id") WHERE "voided_at" IS NULL;
