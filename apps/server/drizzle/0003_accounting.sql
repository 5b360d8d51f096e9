CREATE TABLE "accounting_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"lounge_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"gender" text NOT NULL,
	"num" integer NOT NULL,
	"fee_rule_label" text NOT NULL,
	"fee_rule_type" text NOT NULL,
	"share_minutes" integer NOT NULL,
	"solo_minutes" integer NOT NULL,
	"charge_price" integer NOT NULL,
	"solo_price" integer NOT NULL,
	"special_price" integer NOT NULL,
	"order_price" integer NOT NULL,
	"extra_charge" integer NOT NULL,
	"total_price" integer NOT NULL,
	"bill" jsonb NOT NULL,
	CONSTRAINT "accounting_logs_customer_group_id_unique" UNIQUE("customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "event_log_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"event_log_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"old_start_at" timestamp with time zone NOT NULL,
	"old_end_at" timestamp with time zone,
	"new_start_at" timestamp with time zone NOT NULL,
	"new_end_at" timestamp with time zone,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"accounted_at" timestamp with time zone NOT NULL,
	"business_day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"cash" integer NOT NULL,
	"credit" integer NOT NULL,
	"e_money" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_percent" integer,
	"discount" integer NOT NULL,
	"groups_total_price" integer NOT NULL,
	"consumption_tax" integer NOT NULL,
	"tax_discount" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_amounts_check" CHECK ("settlements"."cash" >= 0 and "settlements"."credit" >= 0 and "settlements"."e_money" >= 0 and "settlements"."groups_total_price" >= 0),
	CONSTRAINT "settlements_discount_check" CHECK ("settlements"."discount_percent" is null or "settlements"."discount_percent" in (20, 30, 50))
);
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "accounting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounting_logs" ADD CONSTRAINT "accounting_logs_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_logs" ADD CONSTRAINT "accounting_logs_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_logs" ADD CONSTRAINT "accounting_logs_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_corrections" ADD CONSTRAINT "event_log_corrections_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_corrections" ADD CONSTRAINT "event_log_corrections_event_log_id_event_logs_id_fk" FOREIGN KEY ("event_log_id") REFERENCES "public"."event_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_corrections" ADD CONSTRAINT "event_log_corrections_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_corrections" ADD CONSTRAINT "event_log_corrections_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_changes" ADD CONSTRAINT "settlement_changes_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_changes" ADD CONSTRAINT "settlement_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_voided_by_staff_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_logs_settlement_id_index" ON "accounting_logs" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "event_log_corrections_customer_group_id_index" ON "event_log_corrections" USING btree ("customer_group_id");--> statement-breakpoint
CREATE INDEX "event_log_corrections_event_log_id_index" ON "event_log_corrections" USING btree ("event_log_id");--> statement-breakpoint
CREATE INDEX "settlement_changes_settlement_id_index" ON "settlement_changes" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_lounge_id_idempotency_key_index" ON "settlements" USING btree ("lounge_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "settlements_lounge_id_accounted_at_id_index" ON "settlements" USING btree ("lounge_id","accounted_at","id");--> statement-breakpoint
CREATE INDEX "settlements_accounted_at_id_index" ON "settlements" USING btree ("accounted_at","id");--> statement-breakpoint
CREATE INDEX "settlements_lounge_id_business_day_index" ON "settlements" USING btree ("lounge_id","business_day");--> statement-breakpoint
CREATE INDEX "settlements_staff_id_accounted_at_index" ON "settlements" USING btree ("staff_id","accounted_at");--> statement-breakpoint
ALTER TABLE "customer_groups" DROP COLUMN "accounting";
