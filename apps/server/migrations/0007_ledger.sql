CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"owner_member_id" integer,
	"wallet" text DEFAULT '' NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"allow_negative" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_unique" UNIQUE NULLS NOT DISTINCT("merchant_id","currency","kind","owner_member_id","wallet","shard"),
	CONSTRAINT "ledger_accounts_floor" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_shard_range" CHECK ("ledger_accounts"."shard" between 0 and 15),
	CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('member', 'pending_withdrawal', 'house', 'clearing', 'promotions', 'adjustments', 'commissions', 'vendor', 'play_bank')),
	CONSTRAINT "ledger_accounts_member_owned" CHECK (("ledger_accounts"."kind" in ('member', 'pending_withdrawal')) = ("ledger_accounts"."owner_member_id" is not null)
        and ("ledger_accounts"."owner_member_id" is null or (not "ledger_accounts"."allow_negative" and "ledger_accounts"."shard" = 0))),
	CONSTRAINT "ledger_accounts_currency_format" CHECK ("ledger_accounts"."currency" ~ '^[A-Z0-9]{2,10}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reverses" bigint,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_merchant_key_unique" UNIQUE("merchant_id","idempotency_key"),
	CONSTRAINT "ledger_transactions_type_format" CHECK ("ledger_transactions"."type" ~ '^[a-z_]{1,32}$'),
	CONSTRAINT "ledger_transactions_key_length" CHECK (char_length("ledger_transactions"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_ledger_transactions_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_unique" ON "ledger_transactions" USING btree ("reverses");--> statement-breakpoint
-- Hand-written below: what drizzle cannot express. Ledger history is append-only: a correction is a
-- reversing transaction, never an edit.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A transaction row is inserted first (claiming its idempotency key), then sealed once with its
-- answer in the same database transaction; ledger_transactions_complete below refuses a commit
-- without the answer, so a committed row never changes again.
CREATE OR REPLACE FUNCTION ledger_transactions_seal_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.answer IS NULL AND NEW.answer IS NOT NULL
     AND (to_jsonb(NEW) - 'answer') = (to_jsonb(OLD) - 'answer') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_transactions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_seal_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Accounts are never deleted, and only their balance changes, with the version up by exactly one.
CREATE OR REPLACE FUNCTION ledger_accounts_balance_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.version = OLD.version + 1
     AND (to_jsonb(NEW) - 'balance' - 'version') = (to_jsonb(OLD) - 'balance' - 'version') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_accounts: only the balance changes, with version + 1';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_balance_only();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- At commit, every transaction that received entries balances: the sum of its entries is zero.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum(amount) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (entries sum to %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- At commit, every new transaction has entries and its answer.
CREATE OR REPLACE FUNCTION ledger_check_complete() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no entries', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT answer FROM ledger_transactions WHERE id = NEW.id) IS NULL THEN
    RAISE EXCEPTION 'ledger transaction % has no answer', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_complete AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_complete();
