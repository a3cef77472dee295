CREATE TABLE "dashboard_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"new_members" integer NOT NULL,
	"active_members" integer NOT NULL,
	"money" jsonb NOT NULL,
	CONSTRAINT "dashboard_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
DROP INDEX "member_profiles_merchant_email_idx";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_time_idx" ON "balance_adjustments" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_amount_idx" ON "balance_adjustments" USING btree ("merchant_id","amount","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_updated_idx" ON "balance_adjustments" USING btree ("merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_merchant_time_idx" ON "deposit_orders" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_merchant_amount_idx" ON "deposit_orders" USING btree ("merchant_id","amount","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_merchant_updated_idx" ON "deposit_orders" USING btree ("merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_uncredited_idx" ON "deposit_orders" USING btree ("merchant_id") WHERE "deposit_orders"."status" = 'PAID' and "deposit_orders"."ledger_transaction_id" is null;--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_mobile_prefix_idx" ON "member_profiles" USING btree ("merchant_id","mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_mobile_suffix_idx" ON "member_profiles" USING btree ("merchant_id",reverse("mobile") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_username_prefix_idx" ON "members" USING btree ("merchant_id",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_id_idx" ON "members" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_merchant_last_login_idx" ON "members" USING btree ("merchant_id",coalesce("last_login_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "members_merchant_locked_idx" ON "members" USING btree ("merchant_id","id") WHERE "members"."locked_at" is not null;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_merchant_time_idx" ON "withdrawal_orders" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_merchant_amount_idx" ON "withdrawal_orders" USING btree ("merchant_id","amount","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_merchant_updated_idx" ON "withdrawal_orders" USING btree ("merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_email_idx" ON "member_profiles" USING btree ("merchant_id",lower("email") text_pattern_ops);