import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@wps/contracts';
import { walletSignature } from '../src/modules/vendor-wallet/signature.js';
import { call, startTestServer, type TestServer } from './harness.js';
import {
  CURRENCY,
  newId,
  rawWalletCall,
  rowsOf,
  VENDOR,
  VENDOR_SECRET,
  walletCall,
  walletKit,
} from './vendor-wallet-support.js';

let server: TestServer;
let kit: ReturnType<typeof walletKit>;

beforeAll(async () => {
  server = await startTestServer();
  kit = walletKit(server);
});
afterAll(async () => server?.close());

describe('seamless wallet: signatures', () => {
  it('refuses missing, wrong, stale and foreign signatures before any write', async () => {
    const p = await kit.player(10_000n);
    const body = JSON.stringify(kit.debitBody(p, { tx: newId('sig'), round: newId('r'), amount: '1.00' }));
    const now = server.clock.now().getTime();
    const path = `/vendor-wallet/${VENDOR}/debit`;
    const sign = (ts: number, secret = VENDOR_SECRET, signed = body) => ({
      [VENDOR_TIMESTAMP_HEADER]: String(ts),
      [VENDOR_SIGNATURE_HEADER]: walletSignature(secret, String(ts), signed),
    });
    const attempts: Record<string, string>[] = [
      {},
      { [VENDOR_TIMESTAMP_HEADER]: String(now) },
      { ...sign(now), [VENDOR_SIGNATURE_HEADER]: '0'.repeat(64) },
      sign(now, 'another-secret-of-16-chars'),
      sign(now - 31_000),
      sign(now + 31_000),
      // Signed over a re-serialised body.
      sign(now, VENDOR_SECRET, JSON.stringify(JSON.parse(body), null, 1)),
    ];
    for (const headers of attempts) {
      const reply = await rawWalletCall(server, path, body, headers);
      expect(reply.status).toBe(401);
      expect(reply.answer.status).toBe('INVALID_SIGNATURE');
    }
    // An unknown vendor has no secret.
    const unknown = await rawWalletCall(server, `/vendor-wallet/NOPE/debit`, body, sign(now));
    expect(unknown.status).toBe(401);
    expect(unknown.answer.status).toBe('INVALID_SIGNATURE');

    expect(await kit.walletRows(p.memberId)).toEqual([]);
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    // Inside the window it is accepted.
    const ok = await rawWalletCall(server, path, body, sign(now - 29_000));
    expect(ok.answer.status).toBe('OK');
  });

  it('answers malformed bodies with 400 INVALID_REQUEST and no effect', async () => {
    const p = await kit.player(1_000n);
    const base = kit.debitBody(p, { tx: newId('bad'), round: newId('r'), amount: '1.00' });
    const bodies: unknown[] = [
      'not json',
      { ...base, amount: 1 },
      { ...base, amount: '-1' },
      { ...base, amount: '1e3' },
      { ...base, transactionId: "x'; drop table members; --" },
      { ...base, transactionId: 'x'.repeat(101) },
      { playerId: p.playerId },
    ];
    for (const body of bodies) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const ts = String(server.clock.now().getTime());
      const reply = await rawWalletCall(server, `/vendor-wallet/${VENDOR}/debit`, text, {
        [VENDOR_TIMESTAMP_HEADER]: ts,
        [VENDOR_SIGNATURE_HEADER]: walletSignature(VENDOR_SECRET, ts, text),
      });
      expect(reply.status, text).toBe(400);
      expect(reply.answer.status).toBe('INVALID_REQUEST');
    }
    // Zero and more decimals than the currency has are protocol refusals.
    for (const amount of ['0', '0.001']) {
      const reply = await walletCall(server, 'debit', { ...base, amount });
      expect(reply.answer.status).toBe('INVALID_REQUEST');
    }
    expect(await kit.walletRows(p.memberId)).toEqual([]);
    expect(await kit.balance(p.memberId)).toBe(1_000n);
  });
});

describe('seamless wallet: calls', () => {
  it('answers the balance, and unknown players or currencies', async () => {
    const p = await kit.player(12_345n);
    const ok = await walletCall(server, 'balance', { playerId: p.playerId, currency: CURRENCY });
    expect(ok.answer).toEqual({
      status: 'OK',
      balance: '123.45',
      currency: CURRENCY,
      walletTransactionId: null,
    });
    const unknown = await walletCall(server, 'balance', { playerId: 'nobody', currency: CURRENCY });
    expect(unknown.answer.status).toBe('PLAYER_NOT_FOUND');
    const other = await walletCall(server, 'balance', { playerId: p.playerId, currency: 'USD' });
    expect(other.answer.status).toBe('INVALID_REQUEST');
  });

  it('debits once, replays the stored answer byte for byte, refuses a changed duplicate', async () => {
    const p = await kit.player(10_000n);
    const tx = newId('bet');
    const round = newId('r');
    const first = await kit.debit(p, { tx, round, amount: '10.00' });
    expect(first.answer.status).toBe('OK');
    expect(first.answer.balance).toBe('90.00');
    expect(first.answer.walletTransactionId).toMatch(/^\d+$/);
    await kit.fund(p.memberId, 500n);
    const again = await kit.debit(p, { tx, round, amount: '10.00' });
    expect(again.text).toBe(first.text);
    for (const changed of [
      { tx, round, amount: '11.00' },
      { tx, round: newId('r'), amount: '10.00' },
      { tx, round, amount: '10.00', game: 'other-game' },
    ]) {
      const conflict = await kit.debit(p, changed);
      expect(conflict.answer.status).toBe('DUPLICATE_CONFLICT');
    }
    // Another player with the same transaction id is a conflict too.
    const q = await kit.player(10_000n);
    expect((await kit.debit(q, { tx, round, amount: '10.00' })).answer.status).toBe('DUPLICATE_CONFLICT');
    expect(await kit.balance(q.memberId)).toBe(10_000n);
    expect(await kit.balance(p.memberId)).toBe(9_500n);
    expect(await kit.postingsOf(tx)).toHaveLength(1);
    await kit.expectReconciled();
  });

  it('refuses a bet without a live session; wins need none', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const tx = newId('bet');
    const stranger = await walletCall(server, 'debit', {
      ...kit.debitBody(p, { tx: newId('bet'), round, amount: '1.00' }),
      sessionId: 'no-such-session',
    });
    expect(stranger.answer.status).toBe('INVALID_REQUEST');
    expect((await kit.debit(p, { tx, round, amount: '5.00' })).answer.status).toBe('OK');

    // Logging out ends the member session and its game session: no more bets, wins still paid.
    const logout = await call(server, '/wps/session/logout', {
      method: 'DELETE',
      headers: { authorization: p.token },
    });
    expect(logout.status).toBe(200);
    const late = await kit.debit(p, { tx: newId('bet'), round, amount: '1.00' });
    expect(late.answer.status).toBe('INVALID_REQUEST');
    const win = await kit.credit(p, { tx: newId('win'), bet: tx, round, amount: '20.00' });
    expect(win.answer).toMatchObject({ status: 'OK', balance: '115.00' });
    expect(await kit.balance(p.memberId)).toBe(11_500n);

    // A session not seen for more than 24 hours is over too.
    const q = await kit.player(10_000n);
    server.clock.advance(25 * 3_600_000);
    try {
      const stale = await kit.debit(q, { tx: newId('bet'), round: newId('r'), amount: '1.00' });
      expect(stale.answer.status).toBe('INVALID_REQUEST');
    } finally {
      server.clock.advance(-25 * 3_600_000);
    }
    // A new launch closes the previous session of the member.
    const previous = q.sessionId;
    await server.services.vendorWallet.openSession({
      merchantId: q.merchantId,
      memberId: q.memberId,
      currency: CURRENCY,
      vendorCode: VENDOR,
      gameCode: 'aurora-gems',
      gameNodeId: null,
      category: 'RNG',
    });
    const old = await walletCall(server, 'debit', {
      ...kit.debitBody(q, { tx: newId('bet'), round: newId('r'), amount: '1.00' }),
      sessionId: previous,
    });
    expect(old.answer.status).toBe('INVALID_REQUEST');
  });

  it('answers insufficient funds with the balance, and no effect', async () => {
    const p = await kit.player(5_000n);
    const reply = await kit.debit(p, { tx: newId('bet'), round: newId('r'), amount: '50.01' });
    expect(reply.answer).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '50.00',
      currency: CURRENCY,
      walletTransactionId: null,
    });
    expect(await kit.balance(p.memberId)).toBe(5_000n);
  });

  it('refuses a credit for an unknown, foreign or rolled-back bet', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const unknown = await kit.credit(p, { tx: newId('win'), bet: newId('nobet'), round, amount: '5.00' });
    expect(unknown.answer).toMatchObject({ status: 'BET_NOT_FOUND', balance: '100.00' });

    const q = await kit.player(10_000n);
    const qBet = newId('bet');
    expect((await kit.debit(q, { tx: qBet, round, amount: '1.00' })).answer.status).toBe('OK');
    const foreign = await kit.credit(p, { tx: newId('win'), bet: qBet, round, amount: '5.00' });
    expect(foreign.answer.status).toBe('BET_NOT_FOUND');

    const bet = newId('bet');
    const round2 = newId('r');
    expect((await kit.debit(p, { tx: bet, round: round2, amount: '2.00' })).answer.status).toBe('OK');
    expect((await kit.rollback(p, { tx: newId('rb'), ref: bet, round: round2 })).answer.status).toBe('OK');
    const afterRollback = await kit.credit(p, { tx: newId('win'), bet, round: round2, amount: '5.00' });
    expect(afterRollback.answer.status).toBe('BET_NOT_FOUND');
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    await kit.expectReconciled();
  });

  it('credits once, also with amount 0, and settles the round', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    await kit.debit(p, { tx: bet, round, amount: '3.00' });
    const win = newId('win');
    const first = await kit.credit(p, {
      tx: win,
      bet,
      round,
      amount: '0',
      finished: true,
      outcome: { reels: [1] },
    });
    expect(first.answer).toMatchObject({ status: 'OK', balance: '97.00', walletTransactionId: null });
    const again = await kit.credit(p, {
      tx: win,
      bet,
      round,
      amount: '0',
      finished: true,
      outcome: { reels: [1] },
    });
    expect(again.text).toBe(first.text);
    const changed = await kit.credit(p, { tx: win, bet, round, amount: '1.00', finished: true });
    expect(changed.answer.status).toBe('DUPLICATE_CONFLICT');
    expect(await server.services.vendorWallet.unfinishedRound(p.memberId)).toBeNull();
    expect(await kit.balance(p.memberId)).toBe(9_700n);
  });

  it('leaves a tombstone for a rollback before its bet; the late bet is refused', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    const rb = await kit.rollback(p, { tx: newId('rb'), ref: bet, round });
    expect(rb.answer).toMatchObject({ status: 'OK', balance: '100.00' });
    const late = await kit.debit(p, { tx: bet, round, amount: '10.00' });
    expect(late.answer).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '100.00' });
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    expect(await kit.postingsOf(bet)).toEqual([]);
    // A refused bet opens no round.
    expect(await server.services.vendorWallet.unfinishedRound(p.memberId)).toBeNull();
  });

  it('rolls a bet back once, whatever the number of rollbacks', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    expect((await kit.debit(p, { tx: bet, round, amount: '10.00' })).answer.balance).toBe('90.00');
    expect(await server.services.vendorWallet.unfinishedRound(p.memberId)).toMatchObject({
      vendorCode: VENDOR,
      roundId: round,
    });
    const rb1 = newId('rb');
    const first = await kit.rollback(p, { tx: rb1, ref: bet, round });
    expect(first.answer).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await kit.rollback(p, { tx: rb1, ref: bet, round })).text).toBe(first.text);
    const second = await kit.rollback(p, { tx: newId('rb'), ref: bet, round });
    expect(second.answer).toMatchObject({ status: 'OK', balance: '100.00' });
    // The bet replays its original answer; it is not taken again.
    expect((await kit.debit(p, { tx: bet, round, amount: '10.00' })).answer.balance).toBe('90.00');
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    expect((await kit.postingsOf(bet)).map((row) => row.type)).toEqual(['bet']);
    expect(await server.services.vendorWallet.unfinishedRound(p.memberId)).toBeNull();
    await kit.expectReconciled();
  });
});

describe('seamless wallet: a process that stopped halfway', () => {
  /** Puts a debit's row back to the claimed-but-unsealed state a crash would leave. */
  async function unseal(tx: string) {
    await rowsOf(
      server,
      sql`update vendor_wallet_transactions set answer = ${JSON.stringify({ pending: true, currency: CURRENCY })}::jsonb,
        ledger_transaction_id = null where transaction_id = ${tx}`,
    );
  }

  it('finishes a bet posted but not sealed when the vendor retries it, without a second posting', async () => {
    const p = await kit.player(10_000n);
    const tx = newId('bet');
    const round = newId('r');
    const first = await kit.debit(p, { tx, round, amount: '6.00' });
    await unseal(tx);
    const retry = await kit.debit(p, { tx, round, amount: '6.00' });
    expect(retry.text).toBe(first.text);
    expect(await kit.balance(p.memberId)).toBe(9_400n);
    expect(await kit.postingsOf(tx)).toHaveLength(1);
  });

  it('a rollback of a claimed bet posts it if needed and gives the stake back', async () => {
    const p = await kit.player(1_000n);
    const tx = newId('bet');
    const round = newId('r');
    // Refused first (too little money), then made to look claimed but never posted.
    expect((await kit.debit(p, { tx, round, amount: '20.00' })).answer.status).toBe('INSUFFICIENT_FUNDS');
    await unseal(tx);
    await kit.fund(p.memberId, 5_000n);
    const rb = await kit.rollback(p, { tx: newId('rb'), ref: tx, round });
    expect(rb.answer).toMatchObject({ status: 'OK', balance: '60.00' });
    expect(await kit.balance(p.memberId)).toBe(6_000n);
    // The bet's retry gets the answer the claim was sealed with; no second posting.
    const retry = await kit.debit(p, { tx, round, amount: '20.00' });
    expect(retry.answer.status).toBe('OK');
    expect(await kit.balance(p.memberId)).toBe(6_000n);
    expect((await kit.postingsOf(tx)).map((row) => row.type)).toEqual(['bet']);
    await kit.expectReconciled();
  });
});
