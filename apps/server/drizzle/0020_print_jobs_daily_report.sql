ALTER TABLE "print_jobs" DROP CONSTRAINT "print_jobs_receipt_type_check";--> statement-breakpoint
ALTER TABLE "print_jobs" ALTER COLUMN "settlement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ALTER COLUMN "accounting_log_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "business_day" date;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_paper_of_check" CHECK (case when "print_jobs"."receipt_type" = 'daily_report' then "print_jobs"."business_day" is not null and "print_jobs"."settlement_id" is null else "print_jobs"."settlement_id" is not null and "print_jobs"."accounting_log_id" is not null and "print_jobs"."business_day" is null end);--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_receipt_type_check" CHECK ("print_jobs"."receipt_type" in ('receipt','post_receipt','daily_report'));