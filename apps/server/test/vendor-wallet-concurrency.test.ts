import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, USE_POSTGRES, type TestServer } from './harness.js';
import { startPostgresServer } from './withdrawals-support.js';
import { newId, walletCall, walletKit, type WalletReply } from './vendor-wallet-support.js';
import { waitUntil } from './wait.js';

/**
 * Races of the seamless wallet over HTTP: always on PostgreSQL (many connections), and on PGlite
 * too when that is the run's database (one connection: the same races run interleaved per statement).
 */
const TARGETS = USE_POSTGRES ? (['postgres'] as const) : (['postgres', 'pglite'] as const);

/** A vendor retries SERVER_BUSY (the deadline passed) until it gets a final answer. */
function untilFinal(send: () => Promise<WalletReply>): Promise<WalletReply> {
  return waitUntil(
    async () => {
      const reply = await send();
      return reply.answer.status !== 'SERVER_BUSY' && reply;
    },
    { what: 'a final answer (not SERVER_BUSY)', timeoutMs: 45_000, intervalMs: 50 },
  );
}

describe.each(TARGETS)('seamless wallet races on %s', (target) => {
  let server: TestServer;
  let kit: ReturnType<typeof walletKit>;

  beforeAll(async () => {
    server = target === 'postgres' ? await startPostgresServer() : await startTestServer();
    kit = walletKit(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('200 concurrent duplicates of one debit: one effect, 200 identical answers', async () => {
    const p = await kit.player(100_000n);
    const body = kit.debitBody(p, { tx: newId('dup'), round: newId('r'), amount: '7.00' });
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => untilFinal(() => walletCall(server, 'debit', body))),
    );
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
    expect(replies[0]!.answer).toMatchObject({ status: 'OK', balance: '993.00' });
    expect(await kit.balance(p.memberId)).toBe(99_300n);
    expect(await kit.postingsOf(body.transactionId)).toHaveLength(1);
    await kit.expectReconciled();
  }, 60_000);

  it('300 concurrent bets of 1 against a balance of 100: exactly 100 accepted, never below zero', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const replies = await Promise.all(
      Array.from({ length: 300 }, () => {
        const body = kit.debitBody(p, { tx: newId('od'), round, amount: '1.00' });
        return untilFinal(() => walletCall(server, 'debit', body));
      }),
    );
    const statuses = replies.map((reply) => reply.answer.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(100);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(200);
    expect(await kit.balance(p.memberId)).toBe(0n);
    await kit.expectReconciled();
  }, 60_000);

  it('a bet and its rollback racing, many times: the stake is never lost', async () => {
    const p = await kit.player(100_000n);
    const pairs = 60;
    const outcomes = await Promise.all(
      Array.from({ length: pairs }, async (_, index) => {
        const bet = newId('race');
        const round = newId('r');
        const debit = () => untilFinal(() => kit.debit(p, { tx: bet, round, amount: '5.00' }));
        const rollback = () => untilFinal(() => kit.rollback(p, { tx: newId('rb'), ref: bet, round }));
        const [d, r] =
          index % 2
            ? await Promise.all([debit(), rollback()])
            : await Promise.all([rollback(), debit()]).then(([a, b]) => [b, a] as const);
        expect(r.answer.status).toBe('OK');
        expect(['OK', 'BET_ROLLED_BACK']).toContain(d.answer.status);
        return d.answer.status;
      }),
    );
    // Every bet was either taken and given back, or refused: the balance is where it started.
    expect(outcomes).toHaveLength(pairs);
    expect(await kit.balance(p.memberId)).toBe(100_000n);
    await kit.expectReconciled();
  }, 60_000);

  it('100 concurrent rollbacks (distinct ids) of one bet: the stake comes back once', async () => {
    const p = await kit.player(10_000n);
    const bet = newId('bet');
    const round = newId('r');
    expect((await kit.debit(p, { tx: bet, round, amount: '40.00' })).answer.status).toBe('OK');
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        untilFinal(() => kit.rollback(p, { tx: newId('rb'), ref: bet, round })),
      ),
    );
    expect(replies.every((reply) => reply.answer.status === 'OK')).toBe(true);
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    await kit.expectReconciled();
  }, 60_000);
});

// Row locks need a second connection, so this one is PostgreSQL's alone (always run).
describe('seamless wallet under a lock held elsewhere (PostgreSQL)', () => {
  let server: TestServer;
  let kit: ReturnType<typeof walletKit>;

  beforeAll(async () => {
    server = await startPostgresServer();
    kit = walletKit(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('a bet held up by a lock answers SERVER_BUSY in time; the retry posts it once', async () => {
    const p = await kit.player(10_000n);
    const body = kit.debitBody(p, { tx: newId('slow'), round: newId('r'), amount: '3.00' });
    const holder = new pg.Client({
      connectionString: (server.database.db as unknown as { $client: pg.Pool }).$client.options
        .connectionString,
    });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `select id from ledger_accounts where owner_member_id = $1 and wallet = 'main' for update`,
        [p.memberId],
      );
      const started = Date.now();
      const busy = await walletCall(server, 'debit', body);
      expect(busy.answer.status).toBe('SERVER_BUSY');
      expect(Date.now() - started).toBeLessThan(2_500);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const retry = await untilFinal(() => walletCall(server, 'debit', body));
    expect(retry.answer).toMatchObject({ status: 'OK', balance: '97.00' });
    expect(await kit.balance(p.memberId)).toBe(9_700n);
    expect(await kit.postingsOf(body.transactionId)).toHaveLength(1);
    await kit.expectReconciled();
  }, 30_000);
});
