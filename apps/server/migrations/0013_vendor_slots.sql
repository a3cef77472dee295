CREATE TABLE "vendor_slot_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"owner" text NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_slot_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_slot_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"wallet_session_id" text,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"mode" text NOT NULL,
	"lobby_url" text NOT NULL,
	"trial_balance_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_slot_rounds_round_idx" ON "vendor_slot_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_slot_rounds_seed_nonce_idx" ON "vendor_slot_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "vendor_slot_rounds_owner_idx" ON "vendor_slot_rounds" USING btree ("owner","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_slot_seeds_active_idx" ON "vendor_slot_seeds" USING btree ("owner") WHERE "vendor_slot_seeds"."active";--> statement-breakpoint
CREATE INDEX "vendor_slot_sessions_player_idx" ON "vendor_slot_sessions" USING btree ("player_id");