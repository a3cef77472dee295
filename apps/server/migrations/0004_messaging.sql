CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"merchant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_merchant_id_purpose_destination_pk" PRIMARY KEY("merchant_id","purpose","destination")
);
--> statement-breakpoint
CREATE TABLE "verification_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"destination" text NOT NULL,
	"ip" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "message_outbox_merchant_idx" ON "message_outbox" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "verification_sends_destination_idx" ON "verification_sends" USING btree ("merchant_id","destination","sent_at");--> statement-breakpoint
CREATE INDEX "verification_sends_ip_idx" ON "verification_sends" USING btree ("ip","sent_at");