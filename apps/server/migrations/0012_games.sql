CREATE TABLE "game_favorites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favorites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"vassalage" boolean DEFAULT false NOT NULL,
	"wallet_mode" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon" text NOT NULL,
	"small_icon" text NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"min_bet_minor" bigint DEFAULT 0 NOT NULL,
	"line_num" integer,
	"room_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code" text,
	"default_play_type" text,
	"account_type_name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_players" (
	"player_id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"rollback_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb,
	"balance_after_minor" bigint,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference_transaction_id" text,
	"fingerprint" text NOT NULL,
	"ledger_transaction_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_recent_member_time_idx" ON "game_recent" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id","closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_code_idx" ON "game_vendors" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_vendor_code_idx" ON "games" USING btree ("merchant_id","vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_merchant_category_idx" ON "games" USING btree ("merchant_id","category","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_players_member_idx" ON "vendor_players" USING btree ("merchant_id","member_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_idx" ON "game_rounds" USING btree ("merchant_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_time_idx" ON "game_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_vendor_time_idx" ON "game_rounds" USING btree ("merchant_id","vendor_code","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_tx_idx" ON "vendor_wallet_transactions" USING btree ("merchant_id","vendor_code","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_wallet_tx_round_idx" ON "vendor_wallet_transactions" USING btree ("merchant_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "vendor_wallet_tx_time_idx" ON "vendor_wallet_transactions" USING btree ("merchant_id","vendor_code","created_at");