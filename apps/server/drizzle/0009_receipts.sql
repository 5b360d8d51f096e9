CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printjobid" text NOT NULL,
	"lounge_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"accounting_log_id" integer NOT NULL,
	"receipt_type" text NOT NULL,
	"printer_id" integer,
	"printer_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"device_status" bigint DEFAULT 0 NOT NULL,
	"index" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"reissue" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"xml" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" integer,
	"printed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer,
	"dismiss_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_printjobid_unique" UNIQUE("printjobid"),
	CONSTRAINT "print_jobs_status_check" CHECK ("print_jobs"."status" in ('pending','printing','printed','failed','dismissed')),
	CONSTRAINT "print_jobs_receipt_type_check" CHECK ("print_jobs"."receipt_type" in ('receipt','post_receipt'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"scheme" text NOT NULL,
	"ip" text NOT NULL,
	"port" integer NOT NULL,
	"device_id" text NOT NULL,
	"timeout_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_kind_check" CHECK ("printers"."kind" in ('printer','display')),
	CONSTRAINT "printers_scheme_check" CHECK ("printers"."scheme" in ('https','http')),
	CONSTRAINT "printers_port_check" CHECK ("printers"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "receipt_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"accounting_log_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"receipt_type" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_logs_receipt_type_check" CHECK ("receipt_logs"."receipt_type" in ('receipt','post_receipt'))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_accounting_log_id_accounting_logs_id_fk" FOREIGN KEY ("accounting_log_id") REFERENCES "public"."accounting_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_dismissed_by_staff_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_logs" ADD CONSTRAINT "receipt_logs_accounting_log_id_accounting_logs_id_fk" FOREIGN KEY ("accounting_log_id") REFERENCES "public"."accounting_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_logs" ADD CONSTRAINT "receipt_logs_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_logs" ADD CONSTRAINT "receipt_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_lounge_id_status_index" ON "print_jobs" USING btree ("lounge_id","status");--> statement-breakpoint
CREATE INDEX "print_jobs_settlement_id_index" ON "print_jobs" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_lounge_id_name_index" ON "printers" USING btree ("lounge_id","name");--> statement-breakpoint
CREATE INDEX "receipt_logs_settlement_id_index" ON "receipt_logs" USING btree ("settlement_id");