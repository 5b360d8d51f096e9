CREATE TABLE "business_day_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_day_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_day_events_kind_check" CHECK ("business_day_events"."kind" in ('open','close','reopen'))
);
--> statement-breakpoint
CREATE TABLE "business_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"date" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"float" integer NOT NULL,
	"float_counts" jsonb,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_automatically" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"counted" jsonb,
	"counted_cash" integer,
	"expected_cash" integer,
	"difference" integer,
	"difference_reason" text,
	"next_float" integer,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_days_state_check" CHECK ("business_days"."state" in ('open','closed')),
	CONSTRAINT "business_days_float_check" CHECK ("business_days"."float" >= 0),
	CONSTRAINT "business_days_closed_check" CHECK ("business_days"."state" = 'open' or ("business_days"."closed_at" is not null and "business_days"."counted_cash" is not null and "business_days"."snapshot" is not null))
);
--> statement-breakpoint
CREATE TABLE "cash_movement_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cash_movement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movement_changes_kind_check" CHECK ("cash_movement_changes"."kind" in ('update','void'))
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"business_day_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_direction_check" CHECK ("cash_movements"."direction" in ('in','out')),
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "lounges" ADD COLUMN "cash_movement_reasons" text[] DEFAULT ARRAY['買い出し','両替','立替','給与']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "cash_tendered" integer;--> statement-breakpoint
UPDATE "settlements" SET "cash_tendered" = "cash";--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "cash_tendered" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_day_events" ADD CONSTRAINT "business_day_events_business_day_id_business_days_id_fk" FOREIGN KEY ("business_day_id") REFERENCES "public"."business_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_day_events" ADD CONSTRAINT "business_day_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_opened_by_staff_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movement_changes" ADD CONSTRAINT "cash_movement_changes_cash_movement_id_cash_movements_id_fk" FOREIGN KEY ("cash_movement_id") REFERENCES "public"."cash_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movement_changes" ADD CONSTRAINT "cash_movement_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_business_day_id_business_days_id_fk" FOREIGN KEY ("business_day_id") REFERENCES "public"."business_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_voided_by_staff_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_day_events_business_day_id_index" ON "business_day_events" USING btree ("business_day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_days_lounge_id_date_index" ON "business_days" USING btree ("lounge_id","date");--> statement-breakpoint
CREATE INDEX "cash_movement_changes_cash_movement_id_index" ON "cash_movement_changes" USING btree ("cash_movement_id");--> statement-breakpoint
CREATE INDEX "cash_movements_business_day_id_index" ON "cash_movements" USING btree ("business_day_id");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_tendered_check" CHECK ("settlements"."cash_tendered" >= "settlements"."cash" and "settlements"."change" = "settlements"."cash_tendered" - "settlements"."cash");