CREATE TABLE "attendance_log_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"attendance_log_id" integer NOT NULL,
	"lounge_id" integer NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_log_changes_kind_check" CHECK ("attendance_log_changes"."kind" in ('add','update','void'))
);
--> statement-breakpoint
CREATE TABLE "attendance_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"log_type" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"shift_day" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"recorded_by" integer NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_logs_log_type_check" CHECK ("attendance_logs"."log_type" in ('clock_in','break_start','break_end','clock_out')),
	CONSTRAINT "attendance_logs_whole_minute_check" CHECK ("attendance_logs"."logged_at" = date_trunc('minute', "attendance_logs"."logged_at"))
);
--> statement-breakpoint
ALTER TABLE "attendance_log_changes" ADD CONSTRAINT "attendance_log_changes_attendance_log_id_attendance_logs_id_fk" FOREIGN KEY ("attendance_log_id") REFERENCES "public"."attendance_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_log_changes" ADD CONSTRAINT "attendance_log_changes_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_log_changes" ADD CONSTRAINT "attendance_log_changes_changed_by_staff_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_logs" ADD CONSTRAINT "attendance_logs_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_log_changes_lounge_id_changed_at_index" ON "attendance_log_changes" USING btree ("lounge_id","changed_at");--> statement-breakpoint
CREATE INDEX "attendance_log_changes_attendance_log_id_index" ON "attendance_log_changes" USING btree ("attendance_log_id");--> statement-breakpoint
CREATE INDEX "attendance_logs_lounge_id_staff_id_logged_at_index" ON "attendance_logs" USING btree ("lounge_id","staff_id","logged_at");--> statement-breakpoint
CREATE INDEX "attendance_logs_lounge_id_shift_day_index" ON "attendance_logs" USING btree ("lounge_id","shift_day");