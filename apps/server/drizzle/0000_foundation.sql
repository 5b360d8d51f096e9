CREATE TABLE "lounges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_eng" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"site_url" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Tokyo' NOT NULL,
	"business_day_cutoff" text DEFAULT '06:00' NOT NULL,
	"invoice_registration_number" text DEFAULT '' NOT NULL,
	"sign_in_roles" text[] DEFAULT ARRAY['admin','manager','staff']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lounges_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"csrf_token" text NOT NULL,
	"staff_id" integer NOT NULL,
	"lounge_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_account_unique" UNIQUE("account"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('admin','manager','staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_lounges" (
	"staff_id" integer NOT NULL,
	"lounge_id" integer NOT NULL,
	CONSTRAINT "staff_lounges_staff_id_lounge_id_pk" PRIMARY KEY("staff_id","lounge_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_lounges" ADD CONSTRAINT "staff_lounges_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_lounges" ADD CONSTRAINT "staff_lounges_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_staff_id_index" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_account_ip_attempted_at_index" ON "sign_in_attempts" USING btree ("account","ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_attempted_at_index" ON "sign_in_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "staff_lounges_lounge_id_index" ON "staff_lounges" USING btree ("lounge_id");