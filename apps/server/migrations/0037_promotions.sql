CREATE TABLE "promo_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"banner" jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"audience" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"show_from" timestamp with time zone,
	"repeat" text NOT NULL,
	"reward" jsonb NOT NULL,
	"wagering" jsonb NOT NULL,
	"budget_minor" bigint,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"messaging_channel" text,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_activities_state_known" CHECK ("promo_activities"."state" in ('draft', 'published', 'closed')),
	CONSTRAINT "promo_activities_window" CHECK ("promo_activities"."ends_at" > "promo_activities"."starts_at"),
	CONSTRAINT "promo_activities_within_budget" CHECK ("promo_activities"."spent_minor" >= 0 and ("promo_activities"."budget_minor" is null or "promo_activities"."spent_minor" <= "promo_activities"."budget_minor"))
);
--> statement-breakpoint
CREATE TABLE "promo_application_images" (
	"application_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "promo_application_images_application_id_position_pk" PRIMARY KEY("application_id","position"),
	CONSTRAINT "promo_application_images_type" CHECK ("promo_application_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "promo_application_images_size" CHECK (octet_length("promo_application_images"."bytes") <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "promo_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"occurrence" text NOT NULL,
	"remark" text NOT NULL,
	"messaging_id" text,
	"image_count" smallint NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_applications_state_known" CHECK ("promo_applications"."state" in ('applying', 'approved', 'rejected')),
	CONSTRAINT "promo_applications_remark_length" CHECK (char_length("promo_applications"."remark") <= 140),
	CONSTRAINT "promo_applications_images" CHECK ("promo_applications"."image_count" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "promo_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"occurrence" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"deposit_minor" bigint,
	"turnover_required_minor" bigint NOT NULL,
	"turnover_done_minor" bigint,
	"weights" jsonb NOT NULL,
	"max_bet_minor" bigint,
	"expiry_hours" integer,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"transaction_id" bigint,
	"reclaimed_minor" bigint,
	"ended_at" timestamp with time zone,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_member_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"ip" text,
	"device" text,
	"reason" text,
	"decided_by" text,
	"application_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_bonuses_state_known" CHECK ("promo_bonuses"."state" in ('review', 'rejected', 'issued', 'active', 'completed', 'forfeited', 'expired')),
	CONSTRAINT "promo_bonuses_amount_positive" CHECK ("promo_bonuses"."amount_minor" > 0),
	CONSTRAINT "promo_bonuses_turnover_non_negative" CHECK ("promo_bonuses"."turnover_required_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_participants" (
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_participants_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"slot" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"prize_id" text NOT NULL,
	"position" smallint NOT NULL,
	"draw_index" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_raffle_draws_amount" CHECK ("promo_raffle_draws"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"budget_minor" bigint NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"draws_per_member" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_raffles_state_known" CHECK ("promo_raffles"."state" in ('draft', 'published', 'closed')),
	CONSTRAINT "promo_raffles_kind_known" CHECK ("promo_raffles"."kind" in ('wheel', 'envelope')),
	CONSTRAINT "promo_raffles_within_budget" CHECK ("promo_raffles"."spent_minor" >= 0 and "promo_raffles"."spent_minor" <= "promo_raffles"."budget_minor"),
	CONSTRAINT "promo_raffles_window" CHECK ("promo_raffles"."ends_at" > "promo_raffles"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "promo_activities_merchant_idx" ON "promo_activities" USING btree ("merchant_id","state","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_applications_waiting_idx" ON "promo_applications" USING btree ("activity_id","member_id") WHERE "promo_applications"."state" = 'applying';--> statement-breakpoint
CREATE INDEX "promo_applications_merchant_idx" ON "promo_applications" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE INDEX "promo_applications_member_idx" ON "promo_applications" USING btree ("member_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_bonuses_occurrence_idx" ON "promo_bonuses" USING btree ("activity_id","member_id","occurrence");--> statement-breakpoint
CREATE INDEX "promo_bonuses_member_idx" ON "promo_bonuses" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "promo_bonuses_merchant_idx" ON "promo_bonuses" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE INDEX "promo_bonuses_activity_ip_idx" ON "promo_bonuses" USING btree ("activity_id","ip");--> statement-breakpoint
CREATE INDEX "promo_bonuses_activity_device_idx" ON "promo_bonuses" USING btree ("activity_id","device");--> statement-breakpoint
CREATE INDEX "promo_participants_member_idx" ON "promo_participants" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_raffle_draws_slot_idx" ON "promo_raffle_draws" USING btree ("raffle_id","member_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_raffle_draws_nonce_idx" ON "promo_raffle_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "promo_raffle_draws_raffle_idx" ON "promo_raffle_draws" USING btree ("raffle_id","id");--> statement-breakpoint
CREATE INDEX "promo_raffle_draws_member_idx" ON "promo_raffle_draws" USING btree ("member_id","raffle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_raffle_seeds_active_idx" ON "promo_raffle_seeds" USING btree ("raffle_id","member_id") WHERE "promo_raffle_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "promo_raffles_merchant_idx" ON "promo_raffles" USING btree ("merchant_id","state");--> statement-breakpoint
-- Read views (docs/architecture.md, "Read views"): the withdrawals module publishes members' live
-- payout accounts, which the promotions module's abuse rules compare across members.
CREATE VIEW payout_accounts_read AS
  SELECT merchant_id, member_id, kind, bank_code, account_number FROM payout_accounts WHERE removed_at IS NULL;
--> statement-breakpoint
-- Promotions exist (issue 15): REWCEN3 (the reward centre, promotions, raffles) now defaults to on
-- (packages/contracts/src/modules.ts). Migration 0027 stored it as off wherever a merchant's `modules`
-- section held it, because the feature did not exist; wherever a stored section holds it as off, it is
-- switched on, written as a settings change is (version + 1, updated_at, and a `settings.update` audit
-- entry by `system` with the section before and after, in the same transaction), as migration 0034 did.
WITH built(id) AS (
  VALUES ('REWCEN3')
),
changed AS (
  UPDATE merchant_settings AS s
  SET value = s.value || (
        SELECT jsonb_object_agg(b.id, true) FROM built AS b WHERE s.value -> b.id = 'false'::jsonb
      ),
      version = s.version + 1,
      updated_at = now()
  FROM merchant_settings AS old
  WHERE old.merchant_id = s.merchant_id
    AND old.section = s.section
    AND s.section = 'modules'
    AND jsonb_typeof(s.value) = 'object'
    AND EXISTS (SELECT 1 FROM built AS b WHERE s.value -> b.id = 'false'::jsonb)
  RETURNING s.merchant_id, old.value AS before, s.value AS after
)
INSERT INTO audit_log (at, operator_id, operator_name, merchant_code, action, target, before, after, ip, request_id)
SELECT now(), NULL, 'system', m.code, 'settings.update', 'settings:modules', c.before, c.after, NULL, NULL
FROM changed AS c
JOIN merchants AS m ON m.id = c.merchant_id
ORDER BY c.merchant_id;
