-- A posting in one round trip (and one implicit database transaction): claim the idempotency key,
-- move the balances in ascending account order (each refused below its floor), write the entries
-- in the order of the legs and seal the transaction with its answer. The guarantees stay where they
-- were: the unique keys, the floor CHECK, the append-only triggers and the commit-time checks.
--
-- Answers {"posted": answer} when it posted; when the key is taken (or the original is already
-- reversed) it touches nothing and answers {"byKey": {fingerprint, answer} | null,
-- "reversal": answer | null} for the caller to tell a replay from a conflict. A leg that would take
-- an account below its floor raises SQLSTATE LG001 with the account's current balance as DETAIL,
-- which undoes the whole posting.
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
  v_balances bigint[];
  v_balance bigint;
  v_leg integer;
  v_answer jsonb;
BEGIN
  IF v_legs IS NULL OR v_legs < 2 OR v_legs <> cardinality(p_amounts) THEN
    RAISE EXCEPTION 'ledger_post: a posting has at least two legs, each with an amount';
  END IF;
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

  -- Ascending account id: two postings touching the same accounts lock them in the same order.
  v_balances := array_fill(NULL::bigint, ARRAY[v_legs]);
  FOR v_leg IN
    SELECT leg.position FROM unnest(p_accounts) WITH ORDINALITY AS leg(account_id, position)
    ORDER BY leg.account_id
  LOOP
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

  v_answer := jsonb_build_object(
    'transactionId', v_id,
    'type', p_type,
    'currency', p_currency,
    'createdAt', to_char(v_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reverses', p_reverses,
    'entries', (
      SELECT jsonb_agg(
        jsonb_build_object('accountId', leg.account_id, 'amount', leg.amount::text, 'balanceAfter', leg.balance_after::text)
        ORDER BY leg.position)
      FROM unnest(p_accounts, p_amounts, v_balances) WITH ORDINALITY AS leg(account_id, amount, balance_after, position)));
  UPDATE ledger_transactions SET answer = v_answer WHERE id = v_id;
  RETURN jsonb_build_object('posted', v_answer);
END;
$$;
