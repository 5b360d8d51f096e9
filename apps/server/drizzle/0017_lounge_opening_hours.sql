ALTER TABLE "lounges" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "lounges" ADD COLUMN "closed_on" date;