CREATE TABLE "payment_gateways" (
	"code" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"gateway_merchant_id" text NOT NULL,
	"channels" jsonb NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"categories" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"account_number_pattern" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_gateways_merchant_idx" ON "payment_gateways" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_banks_merchant_country_code_idx" ON "payout_banks" USING btree ("merchant_id","country","code");