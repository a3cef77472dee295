import type { PGlite } from '@electric-sql/pglite';
import { formatMinorUnits } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccount, SHARD_COUNT, shardFor } from '../src/modules/ledger/accounts.js';
import { fingerprintOf as ledgerFingerprint } from '../src/modules/ledger/fingerprint.js';
import { startTestServer, USE_POSTGRES, type TestServer } from './harness.js';
import {
  CURRENCY,
  newId,
  rowsOf,
  VENDOR,
  walletCall,
  walletKit,
  type Player,
} from './vendor-wallet-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/**
 * The seamless wallet's calls as SQL functions (migration 0023): each call is one statement of the
 * database, and the function decides what the multi-statement code decided (replay, conflict,
 * tombstone, live session, amounts at the currency's decimals). On PostgreSQL always and on PGlite
 * when that is the run's database; the races a second connection stages, on PostgreSQL.
 */
const TARGETS = USE_POSTGRES ? (['postgres'] as const) : (['postgres', 'pglite'] as const);

/** What the process sends the database, whatever the driver; other processes' work left out. */
function statementLog(server: TestServer) {
  const client = (server.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const seen: string[] = [];
  // On PostgreSQL every statement passes through a pooled client's `query` (the pool's own `query`
  // and the hot path's checked-out connection alike), so the clients' method is the one watched.
  const methods = client instanceof pg.Pool ? (['query'] as const) : (['query', 'exec'] as const);
  const watched = client instanceof pg.Pool ? pg.Client.prototype : client;
  const originals = methods.map((method) => {
    const target = watched as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = target[method]!;
    target[method] = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      seen.push(typeof first === 'string' ? first : first.text);
      return original.apply(this, args);
    };
    return () => (target[method] = original);
  });
  return {
    /** The statements since the last call, but the job queue's and the live channel's own. */
    take(): string[] {
      const taken = seen.splice(0).filter((text) => !/pgboss|pg_notify|job_heartbeats/.test(text));
      // A function call by its name, anything else by its start.
      return taken.map((text) => {
        const flat = text.replace(/\s+/g, ' ').trim();
        return /^select (\w+)\(/.exec(flat)?.[1] ?? flat.slice(0, 60);
      });
    },
    stop: () => originals.forEach((restore) => restore()),
  };
}

describe.each(TARGETS)('wallet calls as SQL functions on %s', (target) => {
  let server: TestServer;
  let kit: ReturnType<typeof walletKit>;

  beforeAll(async () => {
    server = target === 'postgres' ? await startPostgresServer() : await startTestServer();
    kit = walletKit(server);
  }, 60_000);
  afterAll(async () => server?.close());

  /** Bets whose ledger keys land on every shard of the vendor's account, so each row is known. */
  async function everyShardUsed(p: Player) {
    const left = new Set(Array.from({ length: SHARD_COUNT }, (_, shard) => shard));
    for (let n = 0; left.size > 0; n++) {
      const tx = `warm-${p.memberId}-${n}`;
      const shard = shardFor(`vendor:${VENDOR}:${tx}`);
      if (!left.delete(shard)) continue;
      expect((await kit.debit(p, { tx, round: newId('r'), amount: '0.01' })).answer.status).toBe('OK');
    }
  }

  it('sends one statement for a debit, a credit, a rollback and a replay', async () => {
    const p = await kit.player(10_000n);
    await everyShardUsed(p);
    const log = statementLog(server);
    try {
      const round = newId('r');
      const bet = newId('bet');
      const debit = await kit.debit(p, { tx: bet, round, amount: '2.00' });
      expect(debit.answer.status).toBe('OK');
      expect(log.take()).toEqual(['vendor_wallet_debit']);
      const replay = await kit.debit(p, { tx: bet, round, amount: '2.00' });
      expect(replay.text).toBe(debit.text);
      expect(log.take()).toEqual(['vendor_wallet_debit']);
      // Every shard's row is known now, so the win's too.
      const win = await kit.credit(p, { tx: newId('win'), bet, round, amount: '3.00', finished: false });
      expect(win.answer.status).toBe('OK');
      expect(log.take()).toEqual(['vendor_wallet_credit']);
      const other = newId('bet');
      await kit.debit(p, { tx: other, round, amount: '1.00' });
      log.take();
      expect((await kit.rollback(p, { tx: newId('rb'), ref: other, round })).answer.status).toBe('OK');
      expect(log.take()).toEqual(['vendor_wallet_rollback']);
    } finally {
      log.stop();
    }
    await kit.expectReconciled();
  });

  it('replays byte for byte, refuses another content and another kind, refuses a bet after its tombstone', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    const first = await kit.debit(p, { tx: bet, round, amount: '4.00' });
    expect(first.answer).toMatchObject({ status: 'OK', balance: '96.00' });
    expect((await kit.debit(p, { tx: bet, round, amount: '4.00' })).text).toBe(first.text);
    expect((await kit.debit(p, { tx: bet, round, amount: '4.01' })).answer.status).toBe('DUPLICATE_CONFLICT');
    // A credit's id reused by a bet.
    const win = newId('win');
    await kit.credit(p, { tx: win, bet, round, amount: '1.00' });
    expect((await kit.debit(p, { tx: win, round, amount: '1.00' })).answer.status).toBe('DUPLICATE_CONFLICT');
    // A refused bet is stored: its retry is refused again, byte for byte, though the money is there now.
    const poor = newId('bet');
    const poorRound = newId('r');
    const refused = await kit.debit(p, { tx: poor, round: poorRound, amount: '500.00' });
    expect(refused.answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '97.00' });
    await kit.fund(p.memberId, 100_000n);
    expect((await kit.debit(p, { tx: poor, round: poorRound, amount: '500.00' })).text).toBe(refused.text);
    expect(await kit.postingsOf(poor)).toEqual([]);
    const late = newId('bet');
    const lateRound = newId('r');
    expect((await kit.rollback(p, { tx: newId('rb'), ref: late, round: lateRound })).answer.status).toBe(
      'OK',
    );
    const refusedLate = await kit.debit(p, { tx: late, round: lateRound, amount: '1.00' });
    expect(refusedLate.answer).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '1097.00' });
    expect(await kit.postingsOf(late)).toEqual([]);
    await kit.expectReconciled();
  });

  it('takes bets on a session seen exactly 24 hours ago but not a millisecond later, and moves it on after a minute', async () => {
    const lastSeen = async (p: Player) => {
      const [row] = await rowsOf<{ last_seen_at: Date | string }>(
        server,
        sql`select last_seen_at from game_sessions where id = ${p.sessionId}`,
      );
      return new Date(row!.last_seen_at).getTime();
    };
    const p = await kit.player(10_000n);
    const opened = await lastSeen(p);
    server.clock.advance(60_000);
    try {
      expect(
        (await kit.debit(p, { tx: newId('bet'), round: newId('r'), amount: '1.00' })).answer.status,
      ).toBe('OK');
      expect(await lastSeen(p)).toBe(opened);
      server.clock.advance(1);
      expect(
        (await kit.debit(p, { tx: newId('bet'), round: newId('r'), amount: '1.00' })).answer.status,
      ).toBe('OK');
      expect(await lastSeen(p)).toBe(opened + 60_001);
    } finally {
      server.clock.advance(-60_001);
    }

    const q = await kit.player(10_000n);
    server.clock.advance(24 * 3_600_000);
    try {
      expect(
        (await kit.debit(q, { tx: newId('bet'), round: newId('r'), amount: '1.00' })).answer.status,
      ).toBe('OK');
    } finally {
      server.clock.advance(-24 * 3_600_000);
    }
    const r = await kit.player(10_000n);
    server.clock.advance(24 * 3_600_000 + 1);
    try {
      const stale = await kit.debit(r, { tx: newId('bet'), round: newId('r'), amount: '1.00' });
      expect(stale.answer).toEqual({
        status: 'INVALID_REQUEST',
        balance: '100.00',
        currency: CURRENCY,
        walletTransactionId: null,
      });
    } finally {
      server.clock.advance(-(24 * 3_600_000 + 1));
    }
  });

  it('writes amounts at the currency decimals as formatMinorUnits does', async () => {
    const values = [0n, 1n, 5n, 9n, 10n, 99n, 100n, 12_345n, 999_999n, 10n ** 15n, -1n, -50n, -12_345n];
    for (const decimals of [0, 1, 2, 3, 4, 6]) {
      const rows = await rowsOf<{ text: string }>(
        server,
        sql`select vendor_wallet_money(v, ${decimals}::integer) as text
          from unnest(${`{${values.join(',')}}`}::bigint[]) with ordinality as t(v, n) order by n`,
      );
      expect(rows.map((row) => row.text)).toEqual(values.map((value) => formatMinorUnits(value, decimals)));
    }
  });

  it("gives a rollback's reversal the fingerprint the ledger gives a reversal", async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    const debit = await kit.debit(p, { tx: bet, round, amount: '3.00' });
    const rb = newId('rb');
    await kit.rollback(p, { tx: rb, ref: bet, round });
    const [row] = await rowsOf<{ fingerprint: string }>(
      server,
      sql`select fingerprint from ledger_transactions where idempotency_key = ${`vendor:${VENDOR}:${rb}`}`,
    );
    const original = Number(debit.answer.walletTransactionId);
    expect(row!.fingerprint).toBe(ledgerFingerprint({ reverses: original, type: 'rollback', meta: {} }));
    // The ledger takes the same reversal under the same key as a replay, not a conflict.
    const again = await server.services.ledger.reverse(original, `vendor:${VENDOR}:${rb}`, {
      type: 'rollback',
    });
    expect(again.replayed).toBe(true);
    expect(await kit.balance(p.memberId)).toBe(10_000n);
  });
});

// A second connection holds rows in an open transaction, so these are PostgreSQL's alone.
describe('wallet calls racing another connection (PostgreSQL)', () => {
  let server: TestServer;
  let kit: ReturnType<typeof walletKit>;
  let holder: pg.Client;

  beforeAll(async () => {
    server = await startPostgresServer();
    kit = walletKit(server);
    holder = new pg.Client({
      connectionString: (server.database.db as unknown as { $client: pg.Pool }).$client.options
        .connectionString,
    });
    await holder.connect();
  }, 60_000);
  afterAll(async () => {
    await holder?.end();
    await server?.close();
  });

  /** Resolves once a backend of the server waits for a lock. */
  async function someoneWaits() {
    for (let n = 0; n < 200; n++) {
      const { rows } = await holder.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if (Number(rows[0]!.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no call waited for the lock');
  }

  it('a tombstone written while the bet posts: the posting is undone and the bet refused', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    await holder.query('begin');
    // The rollback's mark, not committed yet: the bet posts, then waits for it at its row.
    await holder.query(
      `insert into vendor_wallet_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
        game_code, amount_minor, reference_transaction_id, fingerprint, answer, created_at)
      values ($1, $2, $3, 'tombstone', $4, $5, 'aurora-gems', 0, 'rb-elsewhere', 'tomb', '{}', now())`,
      [p.merchantId, VENDOR, bet, p.memberId, round],
    );
    const debit = kit.debit(p, { tx: bet, round, amount: '5.00' });
    await someoneWaits();
    await holder.query('commit');
    expect((await debit).answer).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '100.00' });
    expect(await kit.postingsOf(bet)).toEqual([]);
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    await kit.expectReconciled();
  });

  it('a balance spent while the bet posts: refused with the balance, never below zero', async () => {
    const p = await kit.player(1_000n);
    const bet = newId('bet');
    await holder.query('begin');
    // Another posting takes the member's money and holds the row: the bet read 10.00 before it.
    await holder.query(
      `select ledger_post($1, $2, 'adjustment', $3, 'held', null, '{}', array[$4::bigint,
        (select id from ledger_accounts where kind = 'adjustments' and merchant_id = $1 and currency = $2 limit 1)],
        '{-900,900}'::bigint[], 1000)`,
      [
        p.merchantId,
        CURRENCY,
        newId('spend'),
        await server.services.ledger.memberAccountId(p.merchantId, CURRENCY, ledgerAccount.main(p.memberId)),
      ],
    );
    const debit = kit.debit(p, { tx: bet, round: newId('r'), amount: '5.00' });
    await someoneWaits();
    await holder.query('commit');
    expect((await debit).answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '1.00' });
    expect(await kit.balance(p.memberId)).toBe(100n);
    expect(await kit.postingsOf(bet)).toEqual([]);
    await kit.expectReconciled();
  });

  it('a call that gives up on a held lock leaves nothing behind', async () => {
    const p = await kit.player(10_000n);
    const bet = newId('bet');
    await holder.query('begin');
    await holder.query(
      `select id from ledger_accounts where owner_member_id = $1 and wallet = 'main' for update`,
      [p.memberId],
    );
    const busy = await walletCall(
      server,
      'debit',
      kit.debitBody(p, { tx: bet, round: newId('r'), amount: '5.00' }),
    );
    await holder.query('rollback');
    expect(busy.answer.status).toBe('SERVER_BUSY');
    expect(await kit.walletRows(p.memberId)).toEqual([]);
    expect(await kit.postingsOf(bet)).toEqual([]);
    expect(await kit.balance(p.memberId)).toBe(10_000n);
  });
});
