-- The agents' settlement pays a period's bills in one round trip (modules/agents, settle-period.ts;
-- docs/product.md §Agents, "Settlement"): a posting per bill, each from its payer to its agent, in the
-- order given (upline before downline, so what an upline earns in the run can pay its downlines).
-- Each one goes through ledger_post (0010/0011), so the guarantees stay where they are (the unique
-- key per merchant, the floors, the append-only triggers and the commit-time checks); what the
-- client did with a SAVEPOINT per posting is done here with an exception block per posting, without
-- two round trips each. It runs inside the caller's transaction and commits or rolls back with it.
--
-- The postings come as arrays of the same length, one element per posting, prepared by the ledger
-- service (ledger.prepareMove: account rows, fingerprint, canonical meta), with the legs of a move
-- rebuilt here: leg 1 takes p_amounts[i] from p_from[i], leg 2 gives it to p_to[i] (the legs'
-- order is part of the posting's answer). Answers one row per posting, in order: its position
-- (1-based), 'posted' (with the new transaction), 'replayed' (the key was posted before, with the
-- same fingerprint: its transaction) or 'insufficient' (the payer would go below its floor: that
-- posting is undone and the next one is tried). Anything else raises and undoes the caller's
-- transaction: a key held by another posting, a lock waited for longer than p_lock_timeout_ms.
CREATE OR REPLACE FUNCTION agent_pay_bills(
  p_merchant_id integer,
  p_currency text,
  p_keys text[],
  p_fingerprints text[],
  p_types text[],
  p_metas jsonb[],
  p_from bigint[],
  p_to bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS TABLE (ordinal integer, outcome text, transaction_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := coalesce(cardinality(p_keys), 0);
  v_at integer;
  v_answer jsonb;
BEGIN
  IF coalesce(cardinality(p_fingerprints), 0) <> v_count OR coalesce(cardinality(p_types), 0) <> v_count
    OR coalesce(cardinality(p_metas), 0) <> v_count OR coalesce(cardinality(p_from), 0) <> v_count
    OR coalesce(cardinality(p_to), 0) <> v_count OR coalesce(cardinality(p_amounts), 0) <> v_count THEN
    RAISE EXCEPTION 'agent_pay_bills: every posting has a key, fingerprint, type, meta, payer, payee and amount';
  END IF;
  FOR v_at IN 1 .. v_count LOOP
    ordinal := v_at;
    -- A subtransaction per posting: a payer short of money undoes only its own posting.
    BEGIN
      v_answer := ledger_post(p_merchant_id, p_currency, p_types[v_at], p_keys[v_at], p_fingerprints[v_at], NULL,
        p_metas[v_at], ARRAY[p_from[v_at], p_to[v_at]], ARRAY[-p_amounts[v_at], p_amounts[v_at]],
        p_lock_timeout_ms);
    EXCEPTION WHEN SQLSTATE 'LG001' THEN
      v_answer := NULL;
    END;
    IF v_answer IS NULL THEN
      outcome := 'insufficient';
      transaction_id := NULL;
    ELSIF jsonb_typeof(v_answer -> 'posted') = 'object' THEN
      outcome := 'posted';
      transaction_id := (v_answer -> 'posted' ->> 'transactionId')::bigint;
    ELSE
      -- The key was posted before (a bill whose posting is already in the ledger): the same posting,
      -- or a conflict no retry would mend.
      IF (v_answer -> 'byKey' ->> 'fingerprint') IS DISTINCT FROM p_fingerprints[v_at] THEN
        RAISE EXCEPTION 'agent_pay_bills: ledger key % is held by another posting', p_keys[v_at];
      END IF;
      outcome := 'replayed';
      transaction_id := (v_answer -> 'byKey' -> 'answer' ->> 'transactionId')::bigint;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
