CREATE TABLE "game_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "game_transfers_member_idx" ON "game_transfers" USING btree ("member_id","created_at");