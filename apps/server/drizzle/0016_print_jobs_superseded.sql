ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_status_check";--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "superseded_by" integer;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_superseded_by_print_jobs_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."print_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_status_check" CHECK ("print_jobs"."status" in ('pending','printing','printed','failed','dismissed','superseded'));