CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_start" (
	"id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_lounge_id_seq_index" ON "journal_entries" USING btree ("lounge_id","seq");--> statement-breakpoint
CREATE INDEX "journal_entries_source_type_source_id_index" ON "journal_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_lounge_id_business_day_index" ON "journal_entries" USING btree ("lounge_id","business_day");--> statement-breakpoint
INSERT INTO "journal_start" ("id", "started_at") VALUES (1, now());--> statement-breakpoint
CREATE FUNCTION "journal_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "journal_entries_append_only"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "journal_entries" FROM PUBLIC;
