CREATE TABLE "guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	"token_sha256" text NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_links_token_sha256_unique" ON "guest_links" USING btree ("token_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_links_one_live_per_group" ON "guest_links" USING btree ("customer_group_id") WHERE "guest_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "guest_links_lounge_id_index" ON "guest_links" USING btree ("lounge_id");