DROP INDEX "settlements_lounge_id_idempotency_key_index";--> statement-breakpoint
ALTER TABLE "settlements" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "settlements" DROP COLUMN "request_hash";