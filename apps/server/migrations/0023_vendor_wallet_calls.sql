-- The seamless wallet's calls in one round trip each, one database transaction each
-- (modules/vendor-wallet, docs/architecture.md "Games and vendors"): a debit's session check, its
-- idempotency claim, its ledger posting (ledger_post, 0010/0011), the round's row and the sealed
-- answer; a credit's and a rollback's checks, the bet's paid-or-void verdict, the posting, the
-- call's row and the round. The decisions are the ones the module made over several statements
-- before (vendor-wallet/service.ts explains them); every guard stays in the tables (unique keys,
-- the ledger's floors, append-only triggers and commit-time checks). Node checks the signature and
-- the body, knows the player and the currency's decimals, prepares the posting (account rows,
-- fingerprint) through the ledger service, and sends the answer returned here.
--
-- A call that fails (a lock waited for longer than p_lock_timeout_ms, a lost connection) leaves
-- nothing: no claim stays pending, so a vendor's retry starts afresh. Claims left pending by the
-- earlier multi-statement code are carried out under their row's lock.

-- Minor units at the currency's decimals, as formatMinorUnits writes them ("1234.50", "-0.05", "12").
CREATE OR REPLACE FUNCTION vendor_wallet_money(p_minor bigint, p_decimals integer) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT round(p_minor::numeric / (10::numeric ^ p_decimals), p_decimals)::text
$$;
--> statement-breakpoint
-- A wallet answer (WalletAnswer); answerText orders its keys when it is sent. STABLE as
-- jsonb_build_object is, so that it is inlined where it is used.
CREATE OR REPLACE FUNCTION vendor_wallet_answer(
  p_status text,
  p_balance bigint,
  p_decimals integer,
  p_currency text,
  p_ledger_transaction_id bigint
) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('status', p_status, 'balance', vendor_wallet_money(p_balance, p_decimals),
    'currency', p_currency, 'walletTransactionId', p_ledger_transaction_id::text)
$$;
--> statement-breakpoint
-- The member's balance now (minor units; 0 for an account with no row).
CREATE OR REPLACE FUNCTION vendor_wallet_balance(p_account_id bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance FROM ledger_accounts WHERE id = p_account_id), 0)
$$;
--> statement-breakpoint
-- Recomputes a round's sums and status from its wallet rows (every order of calls ends with the
-- same round): bets are accepted debits, rollbacks the accepted debits an effective rollback
-- references (each once), wins the credits.
CREATE OR REPLACE FUNCTION vendor_wallet_recompute_round(
  p_merchant_id integer,
  p_vendor_code text,
  p_round_id text,
  p_balance_after bigint,
  p_now timestamptz
) RETURNS void
LANGUAGE sql AS $$
  UPDATE game_rounds r SET bet_minor = s.bet, valid_bet_minor = s.bet - s.rb, win_minor = s.win,
    rollback_minor = s.rb,
    status = CASE WHEN s.bet > 0 AND s.bet = s.rb AND s.win = 0 THEN 'rolled_back'
                  WHEN r.settled_at IS NOT NULL THEN 'settled' ELSE 'open' END,
    balance_after_minor = coalesce(p_balance_after, r.balance_after_minor), updated_at = p_now
  FROM (SELECT
      coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'debit' AND t.ledger_transaction_id IS NOT NULL), 0) AS bet,
      coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'credit'), 0) AS win,
      coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'debit' AND t.ledger_transaction_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM vendor_wallet_transactions x
          WHERE x.merchant_id = t.merchant_id AND x.vendor_code = t.vendor_code AND x.round_id = t.round_id
            AND x.kind = 'rollback' AND x.amount_minor > 0 AND x.reference_transaction_id = t.transaction_id)), 0) AS rb
    FROM vendor_wallet_transactions t
    WHERE t.merchant_id = p_merchant_id AND t.vendor_code = p_vendor_code AND t.round_id = p_round_id) s
  WHERE r.merchant_id = p_merchant_id AND r.vendor_code = p_vendor_code AND r.round_id = p_round_id
$$;
--> statement-breakpoint
-- Carries out a debit claim the caller holds (its own fresh claim, or a pending one it locked):
-- posts the bet under the ledger key of its transaction id (the ledger takes a key once), seals the
-- claim with the answer, and adds an accepted bet to its round (opening it with its first bet). Too
-- little money is an answer, not an error: the claim is sealed INSUFFICIENT_FUNDS with the balance
-- the ledger found, and nothing is posted.
CREATE OR REPLACE FUNCTION vendor_wallet_post_bet(
  p_claim_id bigint,
  p_merchant_id integer,
  p_vendor_code text,
  p_round_id text,
  p_member_id integer,
  p_game_code text,
  p_category text,
  p_currency text,
  p_decimals integer,
  p_amount bigint,
  p_created_at timestamptz,
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_outcome jsonb;
  v_posting jsonb;
  v_ledger_id bigint;
  v_balance bigint;
  v_detail text;
  v_answer jsonb;
  v_posted boolean := false;
BEGIN
  BEGIN
    v_outcome := ledger_post(p_merchant_id, p_currency, 'bet', p_ledger_key, p_ledger_fingerprint, NULL,
      p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
  EXCEPTION WHEN SQLSTATE 'LG001' THEN
    -- The member's leg would go below zero: the posting is undone, the balance is in the DETAIL.
    GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
    v_balance := v_detail::bigint;
  END;
  IF v_outcome IS NOT NULL THEN
    v_posting := v_outcome -> 'posted';
    v_posted := v_posting IS NOT NULL;
    IF v_posting IS NULL THEN
      -- Posted before (a claim whose process stopped after its posting): the same posting, or no answer.
      IF (v_outcome -> 'byKey' ->> 'fingerprint') IS DISTINCT FROM p_ledger_fingerprint THEN
        RAISE EXCEPTION 'vendor_wallet: ledger key % holds another posting', p_ledger_key;
      END IF;
      v_posting := v_outcome -> 'byKey' -> 'answer';
    END IF;
    v_ledger_id := (v_posting ->> 'transactionId')::bigint;
    -- Leg 1 is the member's.
    v_balance := (v_posting -> 'entries' -> 0 ->> 'balanceAfter')::bigint;
    v_answer := vendor_wallet_answer('OK', v_balance, p_decimals, p_currency, v_ledger_id);
  ELSE
    v_answer := vendor_wallet_answer('INSUFFICIENT_FUNDS', v_balance, p_decimals, p_currency, NULL);
  END IF;
  UPDATE vendor_wallet_transactions SET answer = v_answer, ledger_transaction_id = v_ledger_id
  WHERE id = p_claim_id;
  IF v_ledger_id IS NOT NULL THEN
    INSERT INTO game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, category, currency,
      bet_minor, valid_bet_minor, status, balance_after_minor, opened_at, updated_at)
    VALUES (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code, p_category, p_currency,
      p_amount, p_amount, 'open', v_balance, p_created_at, p_created_at)
    ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET
      bet_minor = game_rounds.bet_minor + excluded.bet_minor,
      valid_bet_minor = game_rounds.valid_bet_minor + excluded.valid_bet_minor,
      status = CASE WHEN game_rounds.settled_at IS NULL THEN 'open' ELSE 'settled' END,
      balance_after_minor = excluded.balance_after_minor, updated_at = excluded.updated_at;
  END IF;
  -- `posted` (not stored) tells the caller this call moved money now.
  RETURN CASE WHEN v_posted THEN v_answer || '{"posted": true}' ELSE v_answer END;
END;
$$;
--> statement-breakpoint
-- A debit claim left pending by the earlier multi-statement code (claimed, then the process
-- stopped): carried out under the claim's row lock, so of several completers one posts and seals
-- and the others read its answer. The posting is the bet's, prepared by the caller from the claim.
CREATE OR REPLACE FUNCTION vendor_wallet_complete_debit(
  p_merchant_id integer,
  p_vendor_code text,
  p_transaction_id text,
  p_decimals integer,
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_claim vendor_wallet_transactions%ROWTYPE;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  SELECT * INTO v_claim FROM vendor_wallet_transactions
  WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id
  FOR UPDATE;
  IF NOT FOUND OR v_claim.kind <> 'debit' THEN
    RAISE EXCEPTION 'vendor_wallet: no debit claim under %', p_transaction_id;
  END IF;
  IF (v_claim.answer ->> 'pending') IS NULL THEN
    RETURN v_claim.answer;
  END IF;
  RETURN vendor_wallet_post_bet(v_claim.id, v_claim.merchant_id, v_claim.vendor_code, v_claim.round_id,
    v_claim.member_id, v_claim.game_code, coalesce(v_claim.answer ->> 'category', 'RNG'),
    v_claim.answer ->> 'currency', p_decimals, v_claim.amount_minor, v_claim.created_at,
    p_ledger_key, p_ledger_fingerprint, p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
END;
$$;
--> statement-breakpoint
-- A debit whose transaction id holds a row already: a tombstone (a rollback came first) refuses the
-- bet with the balance; another kind, or the same id with other content, is DUPLICATE_CONFLICT; the
-- same bet gets its stored answer (a claim left pending by the earlier code is carried out first).
CREATE OR REPLACE FUNCTION vendor_wallet_debit_replay(
  p_merchant_id integer,
  p_vendor_code text,
  p_transaction_id text,
  p_fingerprint text,
  p_kind text,
  p_stored_fingerprint text,
  p_answer jsonb,
  p_balance bigint,
  p_decimals integer,
  p_currency text,
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  IF p_kind = 'tombstone' THEN
    RETURN vendor_wallet_answer('BET_ROLLED_BACK', p_balance, p_decimals, p_currency, NULL);
  END IF;
  IF p_kind <> 'debit' OR p_stored_fingerprint <> p_fingerprint THEN
    RETURN vendor_wallet_answer('DUPLICATE_CONFLICT', NULL, NULL, NULL, NULL);
  END IF;
  IF (p_answer ->> 'pending') IS NOT NULL THEN
    -- Same content, so the same posting.
    RETURN vendor_wallet_complete_debit(p_merchant_id, p_vendor_code, p_transaction_id, p_decimals,
      p_ledger_key, p_ledger_fingerprint, p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
  END IF;
  RETURN p_answer;
END;
$$;
--> statement-breakpoint
-- A bet (debit). It needs a live game session of this player at this vendor (not closed, seen
-- within p_session_ttl_ms, moved forward once older than p_session_touch_ms). One read finds the
-- session and the member's balance; the bet is posted (the member's main wallet to the vendor's
-- shard, ledger_post, under the ledger key of the transaction id), recorded with its answer and
-- added to its round. A repeat gets the stored answer (a retry of a bet taken before its session
-- ended too); the same id with other content is DUPLICATE_CONFLICT; too little money is
-- INSUFFICIENT_FUNDS, stored too.
--
-- The row is written last, so a new bet writes it once; whether the id was free is known there
-- (ON CONFLICT on its unique key). A twin in flight is waited for on the ledger key (a repeat
-- posts nothing: the ledger answers the key's posting) or on the row, then answered from its row.
-- An id a rollback took first (a tombstone) is BET_ROLLED_BACK and never posts: if the posting was
-- made before the tombstone was met, SQLSTATE VW002 undoes everything, and the caller asks again
-- with p_look_first, which reads the id's row before anything else. A balance taken by a concurrent
-- bet between the read and the posting fails with LG001 (ledger_post): the caller runs it again.
CREATE OR REPLACE FUNCTION vendor_wallet_debit(
  p_merchant_id integer,
  p_vendor_code text,
  p_transaction_id text,
  p_player_id text,
  p_member_id integer,
  p_currency text,
  p_decimals integer,
  p_round_id text,
  p_game_code text,
  p_amount bigint,
  p_fingerprint text,
  p_session_id text,
  p_now timestamptz,
  p_session_ttl_ms bigint,
  p_session_touch_ms bigint,
  -- The bet's posting as the ledger service prepared it: leg 1 the member's main wallet, leg 2 the
  -- vendor's shard.
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer,
  p_look_first boolean
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_row record;
  v_live boolean;
  v_outcome jsonb;
  v_posted boolean := false;
  v_ledger_id bigint;
  v_balance bigint;
  v_answer jsonb;
  v_id bigint;
BEGIN
  -- Every lock wait below (a twin's ledger key or row, a balance row held elsewhere) fails fast.
  PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  -- Both by primary key.
  SELECT s.player_id, s.vendor_code, s.category, s.last_seen_at, s.closed_at,
    (SELECT balance FROM ledger_accounts WHERE id = p_accounts[1]) AS balance
  INTO v_seen
  FROM (SELECT 1) AS one LEFT JOIN game_sessions s ON s.id = p_session_id;
  v_balance := coalesce(v_seen.balance, 0);
  v_live := coalesce(v_seen.player_id = p_player_id AND v_seen.vendor_code = p_vendor_code
    AND v_seen.closed_at IS NULL
    -- Exactly at the bound still counts.
    AND v_seen.last_seen_at >= p_now - p_session_ttl_ms * interval '1 millisecond', false);

  IF p_look_first OR NOT v_live THEN
    SELECT kind, fingerprint, answer INTO v_row FROM vendor_wallet_transactions
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_wallet_debit_replay(p_merchant_id, p_vendor_code, p_transaction_id, p_fingerprint,
        v_row.kind, v_row.fingerprint, v_row.answer, v_balance, p_decimals, p_currency, p_ledger_key,
        p_ledger_fingerprint, p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
    END IF;
    IF NOT v_live THEN
      RETURN vendor_wallet_answer('INVALID_REQUEST', v_balance, p_decimals, p_currency, NULL);
    END IF;
  END IF;
  IF v_seen.last_seen_at < p_now - p_session_touch_ms * interval '1 millisecond' THEN
    UPDATE game_sessions SET last_seen_at = p_now WHERE id = p_session_id AND closed_at IS NULL;
  END IF;

  IF v_balance < p_amount THEN
    v_answer := vendor_wallet_answer('INSUFFICIENT_FUNDS', v_balance, p_decimals, p_currency, NULL);
  ELSE
    v_outcome := ledger_post(p_merchant_id, p_currency, 'bet', p_ledger_key, p_ledger_fingerprint, NULL,
      p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
    -- Not posted: the key's posting is a twin's (its call is over), whose row is read below.
    v_posted := v_outcome -> 'posted' IS NOT NULL;
    IF v_posted THEN
      v_ledger_id := (v_outcome -> 'posted' ->> 'transactionId')::bigint;
      -- Leg 1 is the member's.
      v_balance := (v_outcome -> 'posted' -> 'entries' -> 0 ->> 'balanceAfter')::bigint;
      v_answer := vendor_wallet_answer('OK', v_balance, p_decimals, p_currency, v_ledger_id);
    END IF;
  END IF;

  IF v_answer IS NOT NULL THEN
    INSERT INTO vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id,
      round_id, game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id,
      answer, created_at)
    VALUES (p_merchant_id, p_vendor_code, p_transaction_id, 'debit', p_member_id, p_round_id, p_game_code,
      p_amount, NULL, p_fingerprint, v_ledger_id, v_answer, p_now)
    ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
    RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    -- The id is taken (the insert saw it, or waited for the call that took it).
    IF v_posted THEN
      -- By a tombstone or another call, and this call posted: undo it all, and ask again.
      RAISE EXCEPTION 'vendor_wallet: transaction id % taken', p_transaction_id USING ERRCODE = 'VW002';
    END IF;
    SELECT kind, fingerprint, answer INTO v_row FROM vendor_wallet_transactions
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'vendor_wallet: ledger key % posted, but no wallet row holds its id', p_ledger_key;
    END IF;
    RETURN vendor_wallet_debit_replay(p_merchant_id, p_vendor_code, p_transaction_id, p_fingerprint,
      v_row.kind, v_row.fingerprint, v_row.answer, v_balance, p_decimals, p_currency, p_ledger_key,
      p_ledger_fingerprint, p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
  END IF;
  IF NOT v_posted THEN
    RETURN v_answer;
  END IF;
  INSERT INTO game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, category, currency,
    bet_minor, valid_bet_minor, status, balance_after_minor, opened_at, updated_at)
  VALUES (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code, v_seen.category, p_currency,
    p_amount, p_amount, 'open', v_balance, p_now, p_now)
  ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET
    bet_minor = game_rounds.bet_minor + excluded.bet_minor,
    valid_bet_minor = game_rounds.valid_bet_minor + excluded.valid_bet_minor,
    status = CASE WHEN game_rounds.settled_at IS NULL THEN 'open' ELSE 'settled' END,
    balance_after_minor = excluded.balance_after_minor, updated_at = excluded.updated_at;
  -- `posted` (not stored) tells the caller this call moved money now.
  RETURN v_answer || '{"posted": true}';
END;
$$;
--> statement-breakpoint
-- A stored row under a call's transaction id: its answer when the content is the same, else a
-- conflict (rules.ts replayOf).
CREATE OR REPLACE FUNCTION vendor_wallet_replay(p_stored_fingerprint text, p_answer jsonb, p_fingerprint text)
RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_stored_fingerprint = p_fingerprint THEN p_answer
    ELSE vendor_wallet_answer('DUPLICATE_CONFLICT', NULL, NULL, NULL, NULL) END
$$;
--> statement-breakpoint
-- What the caller needs to carry out a pending debit claim (vendor_wallet_complete_debit) before it
-- asks again.
CREATE OR REPLACE FUNCTION vendor_wallet_pending_bet(
  p_transaction_id text,
  p_member_id integer,
  p_round_id text,
  p_game_code text,
  p_amount bigint,
  p_answer jsonb
) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('pendingBet', jsonb_build_object('transactionId', p_transaction_id,
    'memberId', p_member_id, 'roundId', p_round_id, 'gameCode', p_game_code, 'amount', p_amount::text,
    'currency', p_answer ->> 'currency'))
$$;
--> statement-breakpoint
-- The paid-or-void verdict of a bet, decided once by whichever asks first: a credit claims `paid`, a
-- rollback `void`, through one unique key (`#settle:<bet id>`, a character vendor ids never hold).
-- Answers the verdict that holds (the caller's, or the one that came first; a twin in flight is
-- waited for on the key).
CREATE OR REPLACE FUNCTION vendor_wallet_settle(
  p_merchant_id integer,
  p_vendor_code text,
  p_bet_transaction_id text,
  p_member_id integer,
  p_round_id text,
  p_game_code text,
  p_now timestamptz,
  p_verdict text
) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_held text;
BEGIN
  INSERT INTO vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id,
    round_id, game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id,
    answer, created_at)
  VALUES (p_merchant_id, p_vendor_code, '#settle:' || p_bet_transaction_id, 'settle', p_member_id,
    p_round_id, p_game_code, 0, p_bet_transaction_id, p_verdict, NULL,
    jsonb_build_object('status', 'OK', 'balance', NULL, 'currency', '', 'walletTransactionId', NULL), p_now)
  ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    RETURN p_verdict;
  END IF;
  SELECT fingerprint INTO v_held FROM vendor_wallet_transactions
  WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code
    AND transaction_id = '#settle:' || p_bet_transaction_id;
  RETURN CASE WHEN v_held = 'void' THEN 'void' ELSE 'paid' END;
END;
$$;
--> statement-breakpoint
-- A win (or a zero credit) paying an accepted bet of the round: not rolled back, this player's, this
-- round's. It claims the bet's verdict `paid` first, so a rollback of that bet is refused from then
-- on (a rollback that decided first wins, and this credit finds no bet). Refusals are not stored (a
-- credit that came before its bet is answered again when retried); an accepted credit is, with its
-- answer, and settles the round when `p_round_finished`.
CREATE OR REPLACE FUNCTION vendor_wallet_credit(
  p_merchant_id integer,
  p_vendor_code text,
  p_transaction_id text,
  p_member_id integer,
  p_currency text,
  p_decimals integer,
  p_round_id text,
  p_game_code text,
  p_amount bigint,
  p_bet_transaction_id text,
  p_round_finished boolean,
  p_outcome jsonb,
  p_fingerprint text,
  p_now timestamptz,
  p_member_account bigint,
  -- The win's posting as the ledger service prepared it (null for a zero credit): leg 1 the vendor's
  -- shard, leg 2 the member's main wallet.
  p_ledger_key text,
  p_ledger_fingerprint text,
  p_ledger_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
  v_bet record;
  v_found boolean;
  v_posted boolean := false;
  v_outcome jsonb;
  v_posting jsonb;
  v_ledger_id bigint;
  v_balance bigint;
  v_answer jsonb;
  v_id bigint;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  SELECT fingerprint, answer INTO v_row FROM vendor_wallet_transactions
  WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN vendor_wallet_replay(v_row.fingerprint, v_row.answer, p_fingerprint);
  END IF;

  SELECT kind, member_id, round_id, game_code, amount_minor, ledger_transaction_id, answer INTO v_bet
  FROM vendor_wallet_transactions
  WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_bet_transaction_id;
  v_found := FOUND;
  IF v_found AND v_bet.kind = 'debit' AND (v_bet.answer ->> 'pending') IS NOT NULL THEN
    RETURN vendor_wallet_pending_bet(p_bet_transaction_id, v_bet.member_id, v_bet.round_id, v_bet.game_code,
      v_bet.amount_minor, v_bet.answer);
  END IF;
  -- An accepted debit (its stake posted) of this member in this round, not rolled back; then the
  -- verdict, in this order (the verdict is a row of its own).
  IF (v_found AND v_bet.kind = 'debit' AND v_bet.ledger_transaction_id IS NOT NULL
      AND v_bet.member_id = p_member_id AND v_bet.round_id = p_round_id) IS NOT TRUE
    OR EXISTS (SELECT 1 FROM vendor_wallet_transactions
      WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND round_id = p_round_id
        AND kind = 'rollback' AND reference_transaction_id = p_bet_transaction_id AND amount_minor > 0)
  THEN
    RETURN vendor_wallet_answer('BET_NOT_FOUND', vendor_wallet_balance(p_member_account), p_decimals,
      p_currency, NULL);
  END IF;
  IF vendor_wallet_settle(p_merchant_id, p_vendor_code, p_bet_transaction_id, p_member_id, p_round_id,
    p_game_code, p_now, 'paid') = 'void'
  THEN
    RETURN vendor_wallet_answer('BET_NOT_FOUND', vendor_wallet_balance(p_member_account), p_decimals,
      p_currency, NULL);
  END IF;

  IF p_amount > 0 THEN
    v_outcome := ledger_post(p_merchant_id, p_currency, 'win', p_ledger_key, p_ledger_fingerprint, NULL,
      p_ledger_meta, p_accounts, p_amounts, p_lock_timeout_ms);
    v_posting := v_outcome -> 'posted';
    v_posted := v_posting IS NOT NULL;
    IF v_posting IS NULL THEN
      IF jsonb_typeof(v_outcome -> 'byKey') IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'vendor_wallet: ledger key % taken, but no transaction holds it', p_ledger_key;
      END IF;
      IF v_outcome -> 'byKey' ->> 'fingerprint' <> p_ledger_fingerprint THEN
        RETURN vendor_wallet_answer('DUPLICATE_CONFLICT', NULL, NULL, NULL, NULL);
      END IF;
      v_posting := v_outcome -> 'byKey' -> 'answer';
    END IF;
    v_ledger_id := (v_posting ->> 'transactionId')::bigint;
    -- Leg 2 is the member's.
    v_balance := (v_posting -> 'entries' -> 1 ->> 'balanceAfter')::bigint;
  ELSE
    v_balance := vendor_wallet_balance(p_member_account);
  END IF;
  v_answer := vendor_wallet_answer('OK', v_balance, p_decimals, p_currency, v_ledger_id);

  INSERT INTO vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id,
    round_id, game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id,
    answer, created_at)
  VALUES (p_merchant_id, p_vendor_code, p_transaction_id, 'credit', p_member_id, p_round_id, p_game_code,
    p_amount, p_bet_transaction_id, p_fingerprint, v_ledger_id, v_answer, p_now)
  ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- A twin stored it first (its posting is the one this replayed).
    SELECT fingerprint, answer INTO v_row FROM vendor_wallet_transactions
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
    RETURN vendor_wallet_replay(v_row.fingerprint, v_row.answer, p_fingerprint);
  END IF;
  IF p_round_finished THEN
    UPDATE game_rounds SET settled_at = coalesce(settled_at, p_now), outcome = coalesce(p_outcome, outcome)
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND round_id = p_round_id;
  END IF;
  PERFORM vendor_wallet_recompute_round(p_merchant_id, p_vendor_code, p_round_id, v_balance, p_now);
  RETURN CASE WHEN v_posted THEN v_answer || '{"posted": true}' ELSE v_answer END;
END;
$$;
--> statement-breakpoint
-- A rollback decides the fate of its bet id through the same unique key the debit claims: either its
-- tombstone takes the id first (the bet, when it comes, is refused and never posted), or the bet
-- holds it and the rollback reverses its posting, unless the round was paid (BET_ALREADY_SETTLED,
-- stored so a retry replays it). Reversing is idempotent per original in the ledger (a unique key on
-- `reverses`), so a second rollback under another id gives the stake back once.
CREATE OR REPLACE FUNCTION vendor_wallet_rollback(
  p_merchant_id integer,
  p_vendor_code text,
  p_transaction_id text,
  p_member_id integer,
  p_currency text,
  p_decimals integer,
  p_round_id text,
  p_game_code text,
  p_reference_transaction_id text,
  p_fingerprint text,
  p_tombstone_fingerprint text,
  p_now timestamptz,
  p_member_account bigint,
  p_ledger_key text,
  p_lock_timeout_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
  v_bet record;
  v_id bigint;
  v_original record;
  v_fingerprint text;
  v_outcome jsonb;
  v_posting jsonb;
  v_reversal_id bigint;
  v_stake bigint := 0;
  v_posted boolean := false;
  v_status text := 'OK';
  v_balance bigint;
  v_answer jsonb;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms || 'ms', true);
  SELECT fingerprint, answer INTO v_row FROM vendor_wallet_transactions
  WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN vendor_wallet_replay(v_row.fingerprint, v_row.answer, p_fingerprint);
  END IF;
  IF p_reference_transaction_id = p_transaction_id THEN
    RETURN vendor_wallet_answer('INVALID_REQUEST', vendor_wallet_balance(p_member_account), p_decimals,
      p_currency, NULL);
  END IF;

  INSERT INTO vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id,
    round_id, game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id,
    answer, created_at)
  VALUES (p_merchant_id, p_vendor_code, p_reference_transaction_id, 'tombstone', p_member_id, p_round_id,
    p_game_code, 0, p_transaction_id, p_tombstone_fingerprint, NULL,
    jsonb_build_object('status', 'BET_ROLLED_BACK', 'balance', NULL, 'currency', p_currency,
      'walletTransactionId', NULL), p_now)
  ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
  RETURNING id INTO v_id;

  IF v_id IS NULL THEN
    -- The id is taken: by the bet (committed; one in flight was waited for), or another mark.
    SELECT kind, member_id, round_id, game_code, amount_minor, ledger_transaction_id, answer INTO v_bet
    FROM vendor_wallet_transactions
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code
      AND transaction_id = p_reference_transaction_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'vendor_wallet: transaction id % taken, but no row holds it', p_reference_transaction_id;
    END IF;
    IF v_bet.kind IN ('credit', 'rollback') OR v_bet.member_id <> p_member_id THEN
      RETURN vendor_wallet_answer('BET_NOT_FOUND', vendor_wallet_balance(p_member_account), p_decimals,
        p_currency, NULL);
    END IF;
    IF v_bet.kind = 'debit' AND (v_bet.answer ->> 'pending') IS NOT NULL THEN
      RETURN vendor_wallet_pending_bet(p_reference_transaction_id, v_bet.member_id, v_bet.round_id,
        v_bet.game_code, v_bet.amount_minor, v_bet.answer);
    END IF;
    IF v_bet.kind = 'debit' AND v_bet.ledger_transaction_id IS NOT NULL THEN
      IF vendor_wallet_settle(p_merchant_id, p_vendor_code, p_reference_transaction_id, p_member_id,
        p_round_id, p_game_code, p_now, 'void') = 'paid' THEN
        -- The round was paid: refunding the stake too would pay twice.
        v_status := 'BET_ALREADY_SETTLED';
      ELSE
        -- The exact opposite of the bet's posting, as the ledger service's reverse() posts it (its
        -- fingerprint is that of { reverses, type, meta: {} } in canonical JSON, ledger/fingerprint.ts).
        SELECT t.currency, array_agg(e.account_id ORDER BY e.id) AS accounts,
          array_agg(-e.amount ORDER BY e.id) AS amounts
        INTO v_original
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.id = v_bet.ledger_transaction_id AND t.merchant_id = p_merchant_id
        GROUP BY t.currency;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'vendor_wallet: the bet''s ledger transaction % is not found', v_bet.ledger_transaction_id;
        END IF;
        v_fingerprint := encode(sha256(convert_to(
          '{"meta":{},"reverses":' || v_bet.ledger_transaction_id || ',"type":"rollback"}', 'UTF8')), 'hex');
        v_outcome := ledger_post(p_merchant_id, v_original.currency, 'rollback', p_ledger_key, v_fingerprint,
          v_bet.ledger_transaction_id, '{}', v_original.accounts, v_original.amounts, p_lock_timeout_ms);
        -- As the ledger service settles it: posted; else the key's own posting (this reversal, or a
        -- conflict); else the original's reversal under another key.
        v_posting := v_outcome -> 'posted';
        v_posted := v_posting IS NOT NULL;
        IF v_posting IS NULL AND jsonb_typeof(v_outcome -> 'byKey') = 'object' THEN
          IF v_outcome -> 'byKey' ->> 'fingerprint' <> v_fingerprint THEN
            RAISE EXCEPTION 'vendor_wallet: ledger key % holds another posting', p_ledger_key;
          END IF;
          v_posting := v_outcome -> 'byKey' -> 'answer';
        END IF;
        IF v_posting IS NULL AND jsonb_typeof(v_outcome -> 'reversal') = 'object' THEN
          v_posting := v_outcome -> 'reversal';
        END IF;
        IF v_posting IS NULL THEN
          RAISE EXCEPTION 'vendor_wallet: ledger key % taken, but no transaction holds it', p_ledger_key;
        END IF;
        v_reversal_id := (v_posting ->> 'transactionId')::bigint;
        v_stake := v_bet.amount_minor;
      END IF;
    END IF;
  END IF;

  -- Read after the reversal.
  v_balance := vendor_wallet_balance(p_member_account);
  v_answer := vendor_wallet_answer(v_status, v_balance, p_decimals, p_currency, v_reversal_id);
  INSERT INTO vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id,
    round_id, game_code, amount_minor, reference_transaction_id, fingerprint, ledger_transaction_id,
    answer, created_at)
  VALUES (p_merchant_id, p_vendor_code, p_transaction_id, 'rollback', p_member_id, p_round_id, p_game_code,
    v_stake, p_reference_transaction_id, p_fingerprint, v_reversal_id, v_answer, p_now)
  ON CONFLICT (merchant_id, vendor_code, transaction_id) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT fingerprint, answer INTO v_row FROM vendor_wallet_transactions
    WHERE merchant_id = p_merchant_id AND vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
    RETURN vendor_wallet_replay(v_row.fingerprint, v_row.answer, p_fingerprint);
  END IF;
  IF v_stake > 0 THEN
    PERFORM vendor_wallet_recompute_round(p_merchant_id, p_vendor_code, p_round_id, v_balance, p_now);
  END IF;
  RETURN CASE WHEN v_posted THEN v_answer || '{"posted": true}' ELSE v_answer END;
END;
$$;
