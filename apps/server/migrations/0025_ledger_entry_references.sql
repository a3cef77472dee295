ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- Hand-written below. An entry's transaction and account are checked when the entry is inserted, by
-- the statement trigger that already looked up each transaction (0011), instead of by the two foreign
-- keys above: a foreign key checks with one locking query per entry and reference (four per
-- posting), to keep the referenced row from being deleted before the commit, and ledger transactions
-- and accounts are never deleted nor renumbered (0007, 0011, 0024), so the insert is the only moment
-- a reference can be wrong. Same refusals (SQLSTATE foreign_key_violation), one query. The
-- commit-time check reads a transaction's entries once instead of twice.
CREATE OR REPLACE FUNCTION ledger_entries_open_transaction() RETURNS trigger AS $$
BEGIN
  -- Entries go only into a transaction that exists and is still being written (not sealed yet, so
  -- created in this database transaction: a committed one always has its answer), and only to an
  -- account that exists. Primary-key lookups per transaction and per entry (a join would let the
  -- planner scan a table); which rule broke is worked out only to word the refusal.
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT transaction_id FROM new_entries) e
             WHERE (SELECT t.answer IS NULL FROM ledger_transactions t WHERE t.id = e.transaction_id) IS NOT TRUE)
     OR EXISTS (SELECT 1 FROM new_entries n
                WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) THEN
    IF EXISTS (SELECT 1 FROM new_entries n
               WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = n.transaction_id)) THEN
      RAISE EXCEPTION 'ledger_entries: an entry of a transaction that does not exist'
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM new_entries n
               WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) THEN
      RAISE EXCEPTION 'ledger_entries: an entry of an account that does not exist'
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    RAISE EXCEPTION 'ledger_entries: a sealed transaction takes no more entries' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- At commit, every new transaction has entries, they sum to zero, and it has its answer.
CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger AS $$
DECLARE
  entry_count bigint;
  total numeric;
  sealed boolean;
BEGIN
  SELECT count(e.id), sum(e.amount), bool_and(t.answer IS NOT NULL)
    INTO entry_count, total, sealed
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.id = NEW.id;
  IF entry_count = 0 THEN
    RAISE EXCEPTION 'ledger transaction % has no entries', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (entries sum to %)', NEW.id, total
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT sealed THEN
    RAISE EXCEPTION 'ledger transaction % has no answer', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
