ALTER TABLE "printers" ADD COLUMN "paper_width" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "columns" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_paper_width_check" CHECK ("printers"."paper_width" in (80, 58));--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_columns_check" CHECK ("printers"."columns" between 24 and 64);