CREATE TABLE "cpu_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"value" real,
	CONSTRAINT "cpu_samples_kind" CHECK ("cpu_samples"."kind" in ('ec2', 'rds')),
	CONSTRAINT "cpu_samples_value" CHECK ("cpu_samples"."value" is null or ("cpu_samples"."value" >= 0 and "cpu_samples"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lounge_id" integer,
	"message" text NOT NULL,
	"until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_lounge_id_lounges_id_fk" FOREIGN KEY ("lounge_id") REFERENCES "public"."lounges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cpu_samples_kind_name_sampled_at_index" ON "cpu_samples" USING btree ("kind","name","sampled_at");--> statement-breakpoint
CREATE INDEX "cpu_samples_sampled_at_index" ON "cpu_samples" USING btree ("sampled_at");--> statement-breakpoint
CREATE INDEX "system_messages_created_at_index" ON "system_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_messages_lounge_id_created_at_index" ON "system_messages" USING btree ("lounge_id","created_at");