CREATE TABLE "loyalty_cashback" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_at" timestamp with time zone,
	"to_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"source" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_cashback_positive" CHECK ("loyalty_cashback"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_config" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"period_days" integer NOT NULL,
	"ranks" jsonb NOT NULL,
	"points_per_unit" integer NOT NULL,
	"min_convert" integer NOT NULL,
	"point_rules" jsonb NOT NULL,
	"referral" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"points" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"review_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_members_level" CHECK ("loyalty_members"."level" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "loyalty_mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"reward_minor" bigint NOT NULL,
	"reward_points" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"reward_points" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_missions_target" CHECK ("loyalty_missions"."target" > 0),
	CONSTRAINT "loyalty_missions_reward" CHECK ("loyalty_missions"."reward_minor" >= 0 and "loyalty_missions"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"points" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_point_accruals_positive" CHECK ("loyalty_point_accruals"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"points" integer NOT NULL,
	"cash_minor" bigint,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_point_rewards_stock" CHECK ("loyalty_point_rewards"."stock" >= 0),
	CONSTRAINT "loyalty_point_rewards_points" CHECK ("loyalty_point_rewards"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash_minor" bigint,
	"currency" text NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"remark" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"points_taken_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"cash_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_redemptions_status" CHECK ("loyalty_redemptions"."status" in ('in_progress', 'approved', 'rejected')),
	CONSTRAINT "loyalty_redemptions_quantity" CHECK ("loyalty_redemptions"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "loyalty_referral_rewards" (
	"friend_id" integer NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_referral_rewards_friend_id_kind_pk" PRIMARY KEY("friend_id","kind")
);
--> statement-breakpoint
CREATE TABLE "loyalty_watermarks" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"through" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_watermarks_merchant_id_member_id_kind_pk" PRIMARY KEY("merchant_id","member_id","kind")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cashback_window_idx" ON "loyalty_cashback" USING btree ("member_id","to_at");--> statement-breakpoint
CREATE INDEX "loyalty_cashback_member_idx" ON "loyalty_cashback" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_conversions_request_idx" ON "loyalty_conversions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "loyalty_members_review_idx" ON "loyalty_members" USING btree ("merchant_id","review_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_mission_claims_period_idx" ON "loyalty_mission_claims" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "loyalty_mission_claims_board_idx" ON "loyalty_mission_claims" USING btree ("merchant_id","period_key");--> statement-breakpoint
CREATE INDEX "loyalty_missions_merchant_idx" ON "loyalty_missions" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_accruals_window_idx" ON "loyalty_point_accruals" USING btree ("member_id","window_to");--> statement-breakpoint
CREATE INDEX "loyalty_point_accruals_unposted_idx" ON "loyalty_point_accruals" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "loyalty_point_rewards_merchant_idx" ON "loyalty_point_rewards" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_redemptions_request_idx" ON "loyalty_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "loyalty_redemptions_merchant_idx" ON "loyalty_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "loyalty_redemptions_member_idx" ON "loyalty_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_referral_rewards_referrer_idx" ON "loyalty_referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
-- Read view (docs/architecture.md, "Read views"): each member's VIP rank and its label, which the
-- members module answers as the member info's clubLabel. A member with no row is at rank 0.
CREATE VIEW vip_members_read AS
  SELECT m.member_id, m.merchant_id, m.level,
         coalesce(c.ranks -> m.level ->> 'name', 'VIP' || m.level) AS name
  FROM loyalty_members m
  LEFT JOIN loyalty_config c ON c.merchant_id = m.merchant_id;
--> statement-breakpoint
-- Read view of the members module: who registered with which member referral code (upper case), for
-- the loyalty module's referral rewards.
CREATE VIEW member_referrals_read AS
  SELECT m.id AS member_id, m.merchant_id, upper(p.referral_code) AS referral_code, m.username, m.created_at
  FROM member_profiles p JOIN members m ON m.id = p.member_id
  WHERE p.referral_code IS NOT NULL AND p.referral_code <> '';
--> statement-breakpoint
-- Cashback, points and referral rewards exist (issue 15): MANPLAYREB3, PTSYS3 and REFERRAL3 now default to on, switched on where
-- migration 0027 stored them off, written as a settings change is (as migrations 0034 and 0037 do).
WITH built(id) AS (
  VALUES ('MANPLAYREB3'), ('PTSYS3'), ('REFERRAL3')
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
