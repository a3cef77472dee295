CREATE TABLE "vendor_lotto_chases" (
	"chase_no" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"periods" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_lotto_exposure" (
	"game_code" text NOT NULL,
	"period_number" text NOT NULL,
	"key" text NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "vendor_lotto_exposure_game_code_period_number_key_pk" PRIMARY KEY("game_code","period_number","key")
);
--> statement-breakpoint
CREATE TABLE "vendor_lotto_games" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"close_seconds" integer,
	"key_cap_minor" bigint,
	"type_caps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"player_period_max_minor" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "vendor_lotto_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"session_id" text NOT NULL,
	"game_code" text NOT NULL,
	"period_number" text NOT NULL,
	"chase_no" text,
	"series" integer NOT NULL,
	"bets" jsonb NOT NULL,
	"cost_minor" bigint NOT NULL,
	"rebate_minor" bigint NOT NULL,
	"win_minor" bigint,
	"exposure" jsonb NOT NULL,
	"status" text NOT NULL,
	"wallet" text NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"wallet_queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_lotto_periods" (
	"game_code" text NOT NULL,
	"number" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"server_seed" text,
	"seed_hash" text,
	"numbers" jsonb,
	"prizes" jsonb,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "vendor_lotto_periods_game_code_number_pk" PRIMARY KEY("game_code","number")
);
--> statement-breakpoint
CREATE TABLE "vendor_lotto_result_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"period_number" text NOT NULL,
	"operator" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vendor_lotto_chases_player_idx" ON "vendor_lotto_chases" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_lotto_orders_no_idx" ON "vendor_lotto_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_lotto_orders_request_idx" ON "vendor_lotto_orders" USING btree ("player_id","request_id","period_number");--> statement-breakpoint
CREATE INDEX "vendor_lotto_orders_period_idx" ON "vendor_lotto_orders" USING btree ("game_code","period_number","status");--> statement-breakpoint
CREATE INDEX "vendor_lotto_orders_player_idx" ON "vendor_lotto_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_lotto_orders_chase_idx" ON "vendor_lotto_orders" USING btree ("chase_no");--> statement-breakpoint
CREATE INDEX "vendor_lotto_orders_wallet_idx" ON "vendor_lotto_orders" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "vendor_lotto_periods_due_idx" ON "vendor_lotto_periods" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "vendor_lotto_periods_game_draw_idx" ON "vendor_lotto_periods" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_lotto_result_entries_idx" ON "vendor_lotto_result_entries" USING btree ("game_code","period_number","operator");--> statement-breakpoint
-- The states the vendor's code writes, and amounts that cannot be negative (by hand).
ALTER TABLE "vendor_lotto_orders" ADD CONSTRAINT "vendor_lotto_orders_status_check" CHECK ("status" IN ('pending', 'placed', 'won', 'lost', 'cancelled', 'void', 'refused'));--> statement-breakpoint
ALTER TABLE "vendor_lotto_orders" ADD CONSTRAINT "vendor_lotto_orders_wallet_check" CHECK ("wallet" IN ('debit', 'held', 'credit', 'rollback', 'done', 'none', 'refused'));--> statement-breakpoint
ALTER TABLE "vendor_lotto_orders" ADD CONSTRAINT "vendor_lotto_orders_amounts_check" CHECK ("cost_minor" > 0 AND "rebate_minor" >= 0 AND ("win_minor" IS NULL OR "win_minor" >= 0));--> statement-breakpoint
ALTER TABLE "vendor_lotto_periods" ADD CONSTRAINT "vendor_lotto_periods_status_check" CHECK ("status" IN ('scheduled', 'drawn', 'settled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "vendor_lotto_exposure" ADD CONSTRAINT "vendor_lotto_exposure_payout_check" CHECK ("payout_minor" >= 0);
