CREATE TABLE "customer_group_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"seat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_group_changes_action_check" CHECK ("customer_group_changes"."action" in ('cancel','headcount','fee_rule','matches'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"contract" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_logs" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_group_changes" ADD CONSTRAINT "customer_group_changes_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_changes" ADD CONSTRAINT "customer_group_changes_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_changes" ADD CONSTRAINT "customer_group_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_changes" ADD CONSTRAINT "customer_group_changes_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_group_changes_lounge_id_created_at_index" ON "customer_group_changes" USING btree ("lounge_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_group_changes_customer_group_id_index" ON "customer_group_changes" USING btree ("customer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_staff_id_key_index" ON "idempotency_keys" USING btree ("staff_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");