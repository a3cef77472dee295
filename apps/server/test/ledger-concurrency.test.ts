import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccount as account } from '../src/modules/ledger/accounts.js';
import { createLedgerService } from '../src/modules/ledger/service.js';
import { isDatabaseUnavailable } from '../src/platform/db/index.js';
import {
  CONCURRENCY_TARGETS,
  CURRENCY,
  openLedgerFixture,
  outcomeOf,
  tally,
  type LedgerFixture,
} from './ledger-support.js';
import { waitUntil } from './wait.js';

/**
 * Races on the ledger with a pool of 32 connections against the real PostgreSQL (and, serialised,
 * on PGlite when that is the database of the run).
 */

describe.each(CONCURRENCY_TARGETS)('concurrent postings on %s', (target) => {
  let fx: LedgerFixture;
  let keys = 0;

  beforeAll(async () => {
    fx = await openLedgerFixture(target, { poolSize: 32 });
  });
  afterAll(async () => {
    await fx?.close();
  });

  const main = (memberId: number) => fx.ledger.balance(fx.merchantId, CURRENCY, account.main(memberId));
  const deposit = (memberId: number, amount: bigint) =>
    fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `deposit-${++keys}`,
      from: account.clearing,
      to: account.main(memberId),
      amount,
    });
  const bet = (memberId: number, amount: bigint, idempotencyKey: string) =>
    fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'bet',
      idempotencyKey,
      from: account.main(memberId),
      to: account.house,
      amount,
    });
  const count = async (query: ReturnType<typeof sql>) => Number((await fx.rows<{ n: unknown }>(query))[0]!.n);

  it('200 replays of one key at once: one effect, 200 identical answers', async () => {
    const member = await fx.newMember();
    await deposit(member, 1_000n);
    const results = await Promise.all(Array.from({ length: 200 }, () => bet(member, 7n, 'vendor-tx-1')));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => JSON.stringify(result.answer))).size).toBe(1);
    expect(await main(member)).toBe(993n);
    expect(
      await count(sql`select count(*) as n from ledger_transactions where idempotency_key = 'vendor-tx-1'`),
    ).toBe(1);
  });

  it('the same key with two amounts at once: one effect, the other amount refused', async () => {
    const member = await fx.newMember();
    await deposit(member, 1_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const amount = index % 2 === 0 ? 7n : 8n;
        return bet(member, amount, 'vendor-tx-2').then(
          (result) => ({ amount, answer: JSON.stringify(result.answer), code: 'ok' }),
          (error: { code?: string }) => ({ amount, answer: null, code: error.code ?? String(error) }),
        );
      }),
    );
    const winners = outcomes.filter((outcome) => outcome.code === 'ok');
    const winning = winners[0]!.amount;
    expect(winners.every((outcome) => outcome.amount === winning)).toBe(true);
    expect(winners).toHaveLength(50);
    expect(new Set(winners.map((outcome) => outcome.answer)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.code !== 'ok').map((outcome) => outcome.code)).toEqual(
      Array.from({ length: 50 }, () => 'idempotency.conflict'),
    );
    expect(await main(member)).toBe(1_000n - winning);
    // Afterwards, a different amount is still refused and changes nothing.
    expect(await outcomeOf(bet(member, winning + 1n, 'vendor-tx-2'))).toBe('idempotency.conflict');
    expect(await main(member)).toBe(1_000n - winning);
  });

  it('2,000 debits of 1 at once against a balance of 100: exactly 100 pass, never below zero', async () => {
    const member = await fx.newMember();
    await deposit(member, 100n);
    const outcomes = await Promise.all(
      Array.from({ length: 2_000 }, (_, index) => outcomeOf(bet(member, 1n, `debit-${member}-${index}`))),
    );
    expect(tally(outcomes)).toEqual({ ok: 100, 'balance.insufficient': 1_900 });
    expect(await main(member)).toBe(0n);
    const [entries] = await fx.rows<{ n: unknown; lowest: unknown }>(
      sql`select count(*) as n, min(e.balance_after) as lowest from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.owner_member_id = ${member}`,
    );
    expect(Number(entries!.n)).toBe(101);
    expect(Number(entries!.lowest)).toBe(0);
  });

  it('two withdrawals of the whole balance at once: exactly one is held', async () => {
    const member = await fx.newMember();
    await deposit(member, 5_000n);
    const withdraw = (index: number) =>
      fx.ledger.move({
        merchantId: fx.merchantId,
        currency: CURRENCY,
        type: 'withdrawal_hold',
        idempotencyKey: `withdraw-${member}-${index}`,
        from: account.main(member),
        to: account.pendingWithdrawal(member),
        amount: 5_000n,
      });
    const outcomes = await Promise.all([withdraw(1), withdraw(2)].map(outcomeOf));
    expect(outcomes.sort()).toEqual(['balance.insufficient', 'ok']);
    expect(await main(member)).toBe(0n);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.pendingWithdrawal(member))).toBe(5_000n);
  });

  it('hundreds of opposite transfers A→B and B→A at once: no deadlock reaches the caller, nothing lost', async () => {
    const [a, b] = [await fx.newMember(), await fx.newMember()];
    await deposit(a!, 1_000n);
    await deposit(b!, 1_000n);
    const transfer = (from: number, to: number, index: number) =>
      outcomeOf(
        fx.ledger.move({
          merchantId: fx.merchantId,
          currency: CURRENCY,
          type: 'transfer',
          idempotencyKey: `transfer-${from}-${to}-${index}`,
          from: account.main(from),
          to: account.main(to),
          amount: 1n + BigInt(index % 3),
        }),
      );
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, index) => [transfer(a!, b!, index), transfer(b!, a!, index)]).flat(),
    );
    expect(tally(outcomes)).toEqual({ ok: 400 });
    expect(await main(a!)).toBe(1_000n);
    expect(await main(b!)).toBe(1_000n);
  });

  it('leaves a ledger that reconciles', async () => {
    const report = await fx.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.clean).toBe(true);
  });
});

describe('faults on PostgreSQL', () => {
  let fx: LedgerFixture;
  let holder: pg.Client;

  beforeAll(async () => {
    fx = await openLedgerFixture('postgres', { poolSize: 8 });
    holder = new pg.Client({ connectionString: fx.url! });
    holder.on('error', () => undefined);
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await fx?.close();
  });

  const funded = async () => {
    const member = await fx.newMember();
    const paid = await fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `fund-${member}`,
      from: account.clearing,
      to: account.main(member),
      amount: 100n,
    });
    return { member, accountId: paid.answer.entries[1]!.accountId };
  };
  const debit = (ledger: typeof fx.ledger, member: number, idempotencyKey: string) =>
    ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'bet',
      idempotencyKey,
      from: account.main(member),
      to: account.house,
      amount: 10n,
    });

  it('a wallet row locked elsewhere fails the posting fast with system.busy, and a retry posts once', async () => {
    const { member, accountId } = await funded();
    await holder.query('begin');
    await holder.query('select 1 from ledger_accounts where id = $1 for update', [accountId]);
    const started = Date.now();
    const error = await debit(fx.ledger, member, 'locked-1').catch((caught: unknown) => caught);
    const waited = Date.now() - started;
    await holder.query('commit');
    expect(error).toMatchObject({ code: 'system.busy' });
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2_000);
    const retried = await debit(fx.ledger, member, 'locked-1');
    expect(retried.replayed).toBe(false);
    expect((await debit(fx.ledger, member, 'locked-1')).replayed).toBe(true);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.main(member))).toBe(90n);
  });

  it('a connection killed mid-posting fails that posting only: the process and the ledger stay whole', async () => {
    const patient = createLedgerService({ db: fx.database.db, lockTimeoutMs: 10_000 });
    const { member, accountId } = await funded();
    await holder.query('begin');
    await holder.query('select 1 from ledger_accounts where id = $1 for update', [accountId]);
    const posting = debit(patient, member, 'killed-1').catch((caught: unknown) => caught);
    const killed = await waitUntil(
      async () => {
        const waiting = await holder.query(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        for (const row of waiting.rows) await holder.query('select pg_terminate_backend($1)', [row.pid]);
        return waiting.rowCount ?? 0;
      },
      { what: 'the posting to wait on the lock', timeoutMs: 5_000 },
    );
    expect(killed).toBe(1);
    const error = await posting;
    await holder.query('commit');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.main(member))).toBe(100n);
    // The caller retries: one effect, then replays.
    expect((await debit(fx.ledger, member, 'killed-1')).replayed).toBe(false);
    expect((await debit(fx.ledger, member, 'killed-1')).replayed).toBe(true);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.main(member))).toBe(90n);
    expect((await fx.ledger.reconcile()).problems).toEqual([]);
  });
});
