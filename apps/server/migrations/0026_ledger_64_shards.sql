DROP INDEX "ledger_transactions_reverses_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_unique" ON "ledger_transactions" USING btree ("reverses") WHERE "ledger_transactions"."reverses" is not null;--> statement-breakpoint
-- Hand-written below: house-side accounts spread over 64 rows instead of 16 (SHARD_COUNT,
-- modules/ledger/accounts.ts). Existing rows keep their shard; postings use the new ones as they
-- come, and balances add up every shard. The rest of the function is 0024's.
CREATE OR REPLACE FUNCTION ledger_accounts_identity() RETURNS trigger AS $$
BEGIN
  IF NOT (NEW.shard BETWEEN 0 AND 63) THEN
    RAISE EXCEPTION 'ledger_accounts: shard % out of range', NEW.shard
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shard_range';
  END IF;
  IF NOT (NEW.kind IN ('member', 'pending_withdrawal', 'house', 'clearing', 'promotions', 'adjustments',
      'commissions', 'vendor', 'play_bank')) THEN
    RAISE EXCEPTION 'ledger_accounts: unknown kind %', NEW.kind
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_kind_known';
  END IF;
  IF NOT ((NEW.kind IN ('member', 'pending_withdrawal')) = (NEW.owner_member_id IS NOT NULL)
      AND (NEW.owner_member_id IS NULL OR (NOT NEW.allow_negative AND NEW.shard = 0))) THEN
    RAISE EXCEPTION 'ledger_accounts: a member-owned kind has an owner, no shard and no negative balance'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_member_owned';
  END IF;
  IF NOT (NEW.currency ~ '^[A-Z0-9]{2,10}$') THEN
    RAISE EXCEPTION 'ledger_accounts: bad currency %', NEW.currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_currency_format';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
