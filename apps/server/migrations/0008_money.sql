CREATE TABLE "balance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"decided_by" text,
	"decided_by_id" integer,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"provider" text,
	"provider_channel" text,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fixed_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_amount_only" boolean DEFAULT false NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"banks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiving_account" jsonb,
	"display_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposit_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"bank_code" text,
	"provider_order_no" text,
	"pay_url" text,
	"qr_content" text,
	"expires_at" timestamp with time zone,
	"reference" text,
	"payer_name" text,
	"proof_image" text,
	"remark" text,
	"ledger_transaction_id" bigint,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_no" text,
	"body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"charge" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"hold_transaction_id" bigint,
	"settle_transaction_id" bigint,
	"first_approved_by" text,
	"first_approved_by_id" integer,
	"decided_by" text,
	"paid_at" timestamp with time zone,
	"auto_receive_at" timestamp with time zone,
	"receipt_proof" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_method_id_deposit_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_idx" ON "balance_adjustments" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_queue_idx" ON "balance_adjustments" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_channels_method_idx" ON "deposit_channels" USING btree ("method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_methods_merchant_code_idx" ON "deposit_methods" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_idx" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_member_request_idx" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_queue_idx" ON "deposit_orders" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payout_accounts_member_idx" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_unique_idx" ON "payout_accounts" USING btree ("member_id","kind","bank_code","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_order_no_idx" ON "withdrawal_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_member_request_idx" ON "withdrawal_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_queue_idx" ON "withdrawal_orders" USING btree ("merchant_id","status","created_at");