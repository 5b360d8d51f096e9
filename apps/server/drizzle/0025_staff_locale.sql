ALTER TABLE "staff" ADD COLUMN "locale" text DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_locale_check" CHECK ("staff"."locale" in ('ja','en'));