CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"gender" text NOT NULL,
	"num" integer NOT NULL,
	"fee_rule_id" integer,
	"seat_id" integer NOT NULL,
	"state" text DEFAULT 'present' NOT NULL,
	"age_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"warn_level" integer,
	"warn_put_at" timestamp with time zone,
	"accounting" boolean DEFAULT false NOT NULL,
	"extra_charge" integer DEFAULT 0 NOT NULL,
	"service_start_at" timestamp with time zone NOT NULL,
	"business_day" date NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_num_check" CHECK ("customer_groups"."num" between 1 and 15),
	CONSTRAINT "customer_groups_warn_check" CHECK ("customer_groups"."warn_level" is null or "customer_groups"."warn_level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "event_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"seat_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_logs_status_check" CHECK ("event_logs"."status" in ('solo','share'))
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"label" text NOT NULL,
	"other_flag" boolean DEFAULT false NOT NULL,
	"executive" boolean DEFAULT false NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"flat_price_per_person" integer,
	"row_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_matches" (
	"group_id" integer NOT NULL,
	"matched_id" integer NOT NULL,
	CONSTRAINT "group_matches_group_id_matched_id_pk" PRIMARY KEY("group_id","matched_id"),
	CONSTRAINT "group_matches_order_check" CHECK ("group_matches"."group_id" < "group_matches"."matched_id")
);
--> statement-breakpoint
CREATE TABLE "invalid_data_fixes" (
	"key" text PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"sort_key" text NOT NULL,
	"fix" boolean NOT NULL,
	"fixed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"fee_rule_id" integer NOT NULL,
	"gender" text NOT NULL,
	"day_type" text NOT NULL,
	"hour" integer NOT NULL,
	"share" integer NOT NULL,
	"solo" integer NOT NULL,
	CONSTRAINT "price_cells_hour_check" CHECK ("price_cells"."hour" between 0 and 23),
	CONSTRAINT "price_cells_price_check" CHECK ("price_cells"."share" >= 0 and "price_cells"."solo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"name" text NOT NULL,
	"seat_type" text NOT NULL,
	"col" integer DEFAULT 0 NOT NULL,
	"row" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_type_check" CHECK ("seats"."seat_type" in ('auto','normal'))
);
--> statement-breakpoint
CREATE TABLE "special_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"price_per_person" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lounges" ADD COLUMN "unit_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_fee_rule_id_fee_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."fee_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_logs" ADD CONSTRAINT "event_logs_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_logs" ADD CONSTRAINT "event_logs_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_logs" ADD CONSTRAINT "event_logs_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_matches" ADD CONSTRAINT "group_matches_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_matches" ADD CONSTRAINT "group_matches_matched_id_customer_groups_id_fk" FOREIGN KEY ("matched_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invalid_data_fixes" ADD CONSTRAINT "invalid_data_fixes_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invalid_data_fixes" ADD CONSTRAINT "invalid_data_fixes_fixed_by_staff_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_cells" ADD CONSTRAINT "price_cells_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_cells" ADD CONSTRAINT "price_cells_fee_rule_id_fee_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."fee_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_dates" ADD CONSTRAINT "special_dates_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_groups_lounge_id_state_index" ON "customer_groups" USING btree ("lounge_id","state");--> statement-breakpoint
CREATE INDEX "customer_groups_seat_id_state_index" ON "customer_groups" USING btree ("seat_id","state");--> statement-breakpoint
CREATE INDEX "event_logs_customer_group_id_start_at_index" ON "event_logs" USING btree ("customer_group_id","start_at");--> statement-breakpoint
CREATE INDEX "event_logs_seat_id_start_at_index" ON "event_logs" USING btree ("seat_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_logs_one_open_per_group" ON "event_logs" USING btree ("customer_group_id") WHERE "event_logs"."end_at" is null;--> statement-breakpoint
CREATE INDEX "fee_rules_lounge_id_index" ON "fee_rules" USING btree ("lounge_id");--> statement-breakpoint
CREATE INDEX "group_matches_matched_id_index" ON "group_matches" USING btree ("matched_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_cells_fee_rule_id_gender_day_type_hour_index" ON "price_cells" USING btree ("fee_rule_id","gender","day_type","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_lounge_id_name_index" ON "seats" USING btree ("lounge_id","name");