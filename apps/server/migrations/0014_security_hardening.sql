DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "body_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "address" text;--> statement-breakpoint
-- Callbacks kept before this version: the size and hash of every body, and no body unless signed.
UPDATE "payment_callbacks" SET "body_size" = octet_length("body"), "body_sha256" = encode(sha256(convert_to("body", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "payment_callbacks" SET "body" = NULL WHERE NOT "signature_valid";--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_callbacks_refused_idx" ON "payment_callbacks" USING btree ("id") WHERE not "payment_callbacks"."signature_valid";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";