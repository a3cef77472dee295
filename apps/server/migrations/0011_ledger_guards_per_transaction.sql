-- Cheaper guards of the ledger (migration 0007), same guarantees. A posting (ledger_post, 0010)
-- updates two balance rows and seals one transaction: the append-only checks now run as WHEN
-- conditions (evaluated without calling a function, which runs only to refuse), and the commit-time
-- checks run once per transaction instead of once per entry plus once per transaction.
DROP TRIGGER ledger_accounts_guard ON ledger_accounts;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Only the balance changes, with the version up by exactly one. Every other column is listed here;
-- a column added to ledger_accounts must be added too (test/ledger-post.test.ts checks it).
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW
  WHEN (NEW.version IS DISTINCT FROM OLD.version + 1
    OR (NEW.id, NEW.merchant_id, NEW.currency, NEW.kind, NEW.owner_member_id, NEW.wallet, NEW.shard,
        NEW.allow_negative, NEW.created_at)
       IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.currency, OLD.kind, OLD.owner_member_id, OLD.wallet,
        OLD.shard, OLD.allow_negative, OLD.created_at))
  EXECUTE FUNCTION ledger_accounts_balance_only();
--> statement-breakpoint
DROP TRIGGER ledger_transactions_no_update ON ledger_transactions;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_delete BEFORE DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Sealed once: the answer goes from null to a value and nothing else changes. Every other column is
-- listed here (test/ledger-post.test.ts checks it).
CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE ON ledger_transactions FOR EACH ROW
  WHEN (OLD.answer IS NOT NULL OR NEW.answer IS NULL
    OR (NEW.id, NEW.merchant_id, NEW.currency, NEW.type, NEW.idempotency_key, NEW.fingerprint, NEW.reverses,
        NEW.meta, NEW.created_at)
       IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.currency, OLD.type, OLD.idempotency_key, OLD.fingerprint,
        OLD.reverses, OLD.meta, OLD.created_at))
  EXECUTE FUNCTION ledger_transactions_seal_only();
--> statement-breakpoint
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP TRIGGER ledger_transactions_complete ON ledger_transactions;
--> statement-breakpoint
-- At commit, every new transaction has entries, they sum to zero, and it has its answer.
CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger AS $$
DECLARE
  entry_count bigint;
  total numeric;
  sealed boolean;
BEGIN
  SELECT (SELECT count(*) FROM ledger_entries WHERE transaction_id = NEW.id),
         (SELECT sum(amount) FROM ledger_entries WHERE transaction_id = NEW.id),
         answer IS NOT NULL
    INTO entry_count, total, sealed
    FROM ledger_transactions WHERE id = NEW.id;
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
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_complete AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint
-- Entries go only into a transaction still being written (not sealed yet, so created in this
-- database transaction: a committed one always has its answer); the check above then covers them
-- at commit. So no entry is ever added to a committed transaction.
CREATE OR REPLACE FUNCTION ledger_entries_open_transaction() RETURNS trigger AS $$
BEGIN
  -- One primary-key lookup per transaction (a join would let the planner scan the whole table).
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT transaction_id FROM new_entries) e
             WHERE (SELECT t.answer IS NOT NULL FROM ledger_transactions t WHERE t.id = e.transaction_id)) THEN
    RAISE EXCEPTION 'ledger_entries: a sealed transaction takes no more entries' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_open_transaction AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_open_transaction();
--> statement-breakpoint
-- ledger_post (0010) with fewer statements: the account order and the answer are worked out in
-- PL/pgSQL rather than by queries, leaving the key claim, one update per leg, the entries and the
-- seal. Same arguments, answers and errors.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant_id integer,
  p_currency text,
  p_type text,
  p_key text,
  p_fingerprint text,
  p_reverses bigint,
  p_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_legs integer := cardinality(p_accounts);
  v_id bigint;
  v_created_at timestamptz;
  v_order integer[] := '{}';
  v_balances bigint[];
  v_balance bigint;
  v_leg integer;
  v_at integer;
  v_entries jsonb := '[]';
  v_answer jsonb;
BEGIN
  IF v_legs IS NULL OR v_legs < 2 OR v_legs <> cardinality(p_amounts) THEN
    RAISE EXCEPTION 'ledger_post: a posting has at least two legs, each with an amount';
  END IF;
  v_balances := array_fill(NULL::bigint, ARRAY[v_legs]);
  -- Every lock wait below (a twin posting of the same key, a balance row held elsewhere) fails fast.
  PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);

  INSERT INTO ledger_transactions (merchant_id, currency, type, idempotency_key, fingerprint, reverses, meta)
  VALUES (p_merchant_id, p_currency, p_type, p_key, p_fingerprint, p_reverses, p_meta)
  ON CONFLICT DO NOTHING
  RETURNING id, created_at INTO v_id, v_created_at;

  IF v_id IS NULL THEN
    -- A twin committed first (the insert waited for it); this statement sees it.
    RETURN jsonb_build_object(
      'byKey', (SELECT jsonb_build_object('fingerprint', fingerprint, 'answer', answer)
                FROM ledger_transactions WHERE merchant_id = p_merchant_id AND idempotency_key = p_key),
      'reversal', (SELECT answer FROM ledger_transactions WHERE p_reverses IS NOT NULL AND reverses = p_reverses));
  END IF;

  -- Ascending account id (insertion sort of the legs' positions): two postings touching the same
  -- accounts lock them in the same order.
  FOR v_leg IN 1 .. v_legs LOOP
    v_at := v_leg;
    WHILE v_at > 1 AND p_accounts[v_order[v_at - 1]] > p_accounts[v_leg] LOOP
      v_order[v_at] := v_order[v_at - 1];
      v_at := v_at - 1;
    END LOOP;
    v_order[v_at] := v_leg;
  END LOOP;

  FOREACH v_leg IN ARRAY v_order LOOP
    UPDATE ledger_accounts SET balance = balance + p_amounts[v_leg], version = version + 1
    WHERE id = p_accounts[v_leg] AND (allow_negative OR balance + p_amounts[v_leg] >= 0)
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      -- Locking read: the balance in the refusal is the current one.
      SELECT balance INTO v_balance FROM ledger_accounts WHERE id = p_accounts[v_leg] FOR UPDATE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger_post: account % not found', p_accounts[v_leg];
      END IF;
      RAISE EXCEPTION 'balance.insufficient' USING ERRCODE = 'LG001', DETAIL = v_balance::text;
    END IF;
    v_balances[v_leg] := v_balance;
  END LOOP;

  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
  SELECT v_id, leg.account_id, leg.amount, leg.balance_after
  FROM unnest(p_accounts, p_amounts, v_balances) WITH ORDINALITY AS leg(account_id, amount, balance_after, position)
  ORDER BY leg.position;

  -- The answer lists the entries in the order of the legs.
  FOR v_leg IN 1 .. v_legs LOOP
    v_entries := v_entries || jsonb_build_array(jsonb_build_object(
      'accountId', p_accounts[v_leg], 'amount', p_amounts[v_leg]::text, 'balanceAfter', v_balances[v_leg]::text));
  END LOOP;
  v_answer := jsonb_build_object(
    'transactionId', v_id, 'type', p_type, 'currency', p_currency,
    'createdAt', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reverses', p_reverses, 'entries', v_entries);
  UPDATE ledger_transactions SET answer = v_answer WHERE id = v_id;
  RETURN jsonb_build_object('posted', v_answer);
END;
$$;
