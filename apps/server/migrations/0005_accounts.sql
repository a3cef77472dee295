CREATE TABLE "login_checks" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"reason" text NOT NULL,
	"methods" text NOT NULL,
	"login_method" text NOT NULL,
	"ip" text,
	"device" text,
	"remember" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_known_devices" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_devices_member_id_kind_value_hash_pk" PRIMARY KEY("member_id","kind","value_hash")
);
--> statement-breakpoint
CREATE TABLE "member_recovery_codes" (
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_recovery_codes_member_id_code_hash_pk" PRIMARY KEY("member_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "member_two_factor" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"country" text,
	"user_agent" text,
	"method" text NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mobile" text,
	"country_dialing_code" text,
	"mobile_verified_at" timestamp with time zone,
	"email" text,
	"payee_name" text,
	"full_name" text,
	"birthday" text,
	"address" text,
	"nationality" text,
	"occupation" text,
	"income_source" text,
	"id_number" text,
	"qq_num" text,
	"telegram" text,
	"zalo" text,
	"whatsapp" text,
	"line" text,
	"facebook" text,
	"wechat" text,
	"referral_code" text,
	"register_url" text,
	"register_ip" text,
	"avatar" text DEFAULT '0' NOT NULL,
	"avatar_image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remember_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_checks_member_idx" ON "login_checks" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_profiles_merchant_mobile_idx" ON "member_profiles" USING btree ("merchant_id","mobile");--> statement-breakpoint
CREATE INDEX "member_profiles_merchant_email_idx" ON "member_profiles" USING btree ("merchant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member_idx" ON "password_reset_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "remember_tokens_member_idx" ON "remember_tokens" USING btree ("member_id");