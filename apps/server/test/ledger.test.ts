import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccount as account, SHARD_COUNT } from '../src/modules/ledger/accounts.js';
import {
  CURRENCY,
  DEFAULT_TARGET,
  openLedgerFixture,
  outcomeOf,
  type LedgerFixture,
} from './ledger-support.js';
import { startTestServer } from './harness.js';
import { AppError } from '../src/platform/errors.js';

/** The ledger core on the database of the run (PGlite, or PostgreSQL with TEST_DATABASE=postgres). */

let fx: LedgerFixture;
let key = 0;
const nextKey = (prefix = 'k') => `${prefix}-${++key}`;

beforeAll(async () => {
  fx = await openLedgerFixture(DEFAULT_TARGET, { poolSize: 4 });
});
afterAll(async () => {
  await fx?.close();
});

function deposit(memberId: number, amount: bigint, idempotencyKey = nextKey('deposit')) {
  return fx.ledger.move({
    merchantId: fx.merchantId,
    currency: CURRENCY,
    type: 'deposit',
    idempotencyKey,
    from: account.clearing,
    to: account.main(memberId),
    amount,
  });
}

function bet(memberId: number, amount: bigint, idempotencyKey = nextKey('bet')) {
  return fx.ledger.move({
    merchantId: fx.merchantId,
    currency: CURRENCY,
    type: 'bet',
    idempotencyKey,
    from: account.main(memberId),
    to: account.house,
    amount,
  });
}

const main = (memberId: number) => fx.ledger.balance(fx.merchantId, CURRENCY, account.main(memberId));

describe('posting', () => {
  it('moves money, answers the entries with balances after, and keeps the answer for replays', async () => {
    const member = await fx.newMember();
    const first = await deposit(member, 10_000n, 'order-1');
    expect(first.replayed).toBe(false);
    expect(first.answer).toMatchObject({ type: 'deposit', currency: CURRENCY, reverses: null });
    expect(first.answer.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first.answer.entries.map((entry) => entry.amount)).toEqual(['-10000', '10000']);
    expect(first.answer.entries[1]!.balanceAfter).toBe('10000');
    expect(await main(member)).toBe(10_000n);

    const replay = await deposit(member, 10_000n, 'order-1');
    expect(replay.replayed).toBe(true);
    expect(JSON.stringify(replay.answer)).toBe(JSON.stringify(first.answer));
    expect(await main(member)).toBe(10_000n);

    const stored = await fx.ledger.transaction(first.answer.transactionId);
    expect(stored).toMatchObject({ type: 'deposit', idempotencyKey: 'order-1', merchantId: fx.merchantId });
    expect(stored!.entries.map((entry) => entry.amount)).toEqual([-10_000n, 10_000n]);
  });

  it('refuses the same key with different content, with no effect', async () => {
    const member = await fx.newMember();
    await deposit(member, 500n, 'order-2');
    const other = await fx.newMember();
    for (const attempt of [
      () => deposit(member, 501n, 'order-2'),
      () => deposit(other, 500n, 'order-2'),
      () => bet(member, 500n, 'order-2'),
      () =>
        fx.ledger.move({
          merchantId: fx.merchantId,
          currency: CURRENCY,
          type: 'deposit',
          idempotencyKey: 'order-2',
          from: account.clearing,
          to: account.main(member),
          amount: 500n,
          meta: { channel: 'bank' },
        }),
    ])
      expect(await outcomeOf(attempt())).toBe('idempotency.conflict');
    expect(await main(member)).toBe(500n);
    expect(await main(other)).toBe(0n);
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_transactions where idempotency_key = 'order-2'`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('refuses a debit beyond the balance as a whole, answering the balance', async () => {
    const member = await fx.newMember();
    await deposit(member, 300n);
    const error = await bet(member, 301n).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'balance.insufficient', value: { balance: '300' } });
    expect(await main(member)).toBe(300n);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.house)).toBe(0n);
    // The refused key was not used up: the same request succeeds once money is there.
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id where a.owner_member_id = ${member}`,
    );
    expect(Number(count!.n)).toBe(1);
    await deposit(member, 1n);
    expect((await bet(member, 301n)).answer.entries[0]!.balanceAfter).toBe('0');
  });

  it('refuses meaningless amounts and requests before touching the database', async () => {
    const member = await fx.newMember();
    const zero = await deposit(member, 0n).catch((caught: unknown) => caught);
    expect(zero).toMatchObject({
      code: 'validation.failed',
      value: { fields: { amount: { code: 'field.too_small' } } },
    });
    expect(await outcomeOf(deposit(member, -5n))).toBe('validation.failed');
    expect(await outcomeOf(deposit(member, 10n ** 15n + 1n))).toBe('validation.failed');
    expect(await outcomeOf(deposit(member, 1n, 'x'.repeat(201)))).toBe('validation.failed');
    expect(await outcomeOf(deposit(member, 1n, 'no spaces'))).toBe('validation.failed');
    const legs = (amounts: bigint[]) =>
      fx.ledger.post({
        merchantId: fx.merchantId,
        currency: CURRENCY,
        type: 'adjustment',
        idempotencyKey: nextKey(),
        legs: amounts.map((amount, index) => ({
          account: index === 0 ? account.adjustments : account.main(member),
          amount,
        })),
      });
    await expect(legs([5n, -4n])).rejects.toThrow(/sum to 1/);
    await expect(legs([5n])).rejects.toThrow(/two legs/);
    await expect(legs([5n, -5n, 0n])).rejects.toMatchObject({ code: 'validation.failed' });
    await expect(legs([-5n, 3n, 2n])).rejects.toThrow(/two legs of one posting/);
    // Floats never reach the ledger.
    await expect(deposit(member, 1.5 as unknown as bigint)).rejects.toThrow(TypeError);
    // Play money stays among play wallets.
    await expect(
      fx.ledger.move({
        merchantId: fx.merchantId,
        currency: CURRENCY,
        type: 'play_credit',
        idempotencyKey: nextKey(),
        from: account.clearing,
        to: account.play(member),
        amount: 1n,
      }),
    ).rejects.toThrow(/play money/);
    expect(await main(member)).toBe(0n);
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_accounts where owner_member_id = ${member}`,
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('keeps play money apart and lets member-owned accounts never go negative', async () => {
    const trial = await fx.newMember();
    const credit = await fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'play_credit',
      idempotencyKey: nextKey(),
      from: account.playBank,
      to: account.play(trial),
      amount: 2_000_00n,
    });
    expect(credit.answer.entries[1]!.balanceAfter).toBe('200000');
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.play(trial))).toBe(2_000_00n);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.playBank)).toBe(-2_000_00n);
    expect(await main(trial)).toBe(0n);
  });

  it('spreads house-side legs over shard rows and adds them up for the balance', async () => {
    const member = await fx.newMember();
    await deposit(member, 1_000n);
    for (let index = 0; index < 40; index++) await bet(member, 10n);
    const shards = await fx.rows<{ shard: number; balance: unknown }>(
      sql`select shard, balance from ledger_accounts where merchant_id = ${fx.merchantId} and kind = 'house'`,
    );
    expect(shards.length).toBeGreaterThan(4);
    expect(shards.length).toBeLessThanOrEqual(SHARD_COUNT);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.house)).toBe(
      shards.reduce((sum, row) => sum + BigInt(String(row.balance)), 0n),
    );
    const [own] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_accounts where owner_member_id = ${member}`,
    );
    expect(Number(own!.n)).toBe(1);
    expect(await main(member)).toBe(600n);
  });
});

describe('reversal', () => {
  it('posts the exact opposite once, whatever key asks for it again', async () => {
    const member = await fx.newMember();
    await deposit(member, 1_000n);
    const hold = await fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'withdrawal_hold',
      idempotencyKey: nextKey('withdraw'),
      from: account.main(member),
      to: account.pendingWithdrawal(member),
      amount: 400n,
    });
    expect(await main(member)).toBe(600n);
    const reversed = await fx.ledger.reverse(hold.answer.transactionId, 'reject-1');
    expect(reversed.replayed).toBe(false);
    expect(reversed.answer).toMatchObject({ type: 'reversal', reverses: hold.answer.transactionId });
    expect(reversed.answer.entries.map((entry) => [entry.accountId, entry.amount])).toEqual(
      hold.answer.entries.map((entry) => [entry.accountId, String(-BigInt(entry.amount))]),
    );
    expect(await main(member)).toBe(1_000n);
    expect(await fx.ledger.balance(fx.merchantId, CURRENCY, account.pendingWithdrawal(member))).toBe(0n);

    const again = await fx.ledger.reverse(hold.answer.transactionId, 'reject-1');
    const otherKey = await fx.ledger.reverse(hold.answer.transactionId, 'reject-2');
    for (const replay of [again, otherKey]) {
      expect(replay.replayed).toBe(true);
      expect(JSON.stringify(replay.answer)).toBe(JSON.stringify(reversed.answer));
    }
    expect(await main(member)).toBe(1_000n);
    expect(
      await outcomeOf(fx.ledger.reverse(hold.answer.transactionId, 'reject-1', { type: 'rollback' })),
    ).toBe('idempotency.conflict');
    expect(await outcomeOf(fx.ledger.reverse(987_654_321, 'reject-3'))).toBe('not.found');
    expect(
      await outcomeOf(
        fx.ledger.reverse(hold.answer.transactionId, 'reject-4', { merchantId: fx.merchantId + 1 }),
      ),
    ).toBe('not.found');
  });

  it('is refused when the money has moved on', async () => {
    const member = await fx.newMember();
    const paid = await deposit(member, 100n);
    await bet(member, 60n);
    expect(await outcomeOf(fx.ledger.reverse(paid.answer.transactionId, nextKey()))).toBe(
      'balance.insufficient',
    );
    expect(await main(member)).toBe(40n);
  });
});

describe('reads', () => {
  it('lists a member’s accounts and pages the history newest first, by type and time', async () => {
    const member = await fx.newMember();
    await deposit(member, 1_000n);
    for (let index = 0; index < 5; index++) await bet(member, 10n + BigInt(index));
    await fx.ledger.move({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      type: 'wallet_transfer',
      idempotencyKey: nextKey(),
      from: account.main(member),
      to: account.vendorWallet(member, 'JILI'),
      amount: 100n,
    });
    const accounts = await fx.ledger.memberAccounts(fx.merchantId, member);
    expect(accounts.map((row) => [row.kind, row.wallet, row.balance])).toEqual([
      ['member', 'main', 1_000n - 60n - 100n],
      ['member', 'JILI', 100n],
    ]);

    const page1 = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(member),
      pageSize: 3,
    });
    expect(page1).toMatchObject({ pageNum: 1, total: 7, totalPages: 3 });
    expect(page1.list.map((row) => [row.type, row.amount, row.balanceAfter])).toEqual([
      ['wallet_transfer', -100n, 840n],
      ['bet', -14n, 940n],
      ['bet', -13n, 954n],
    ]);
    const page3 = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(member),
      pageSize: 3,
      pageNo: 3,
    });
    expect(page3.list.map((row) => row.type)).toEqual(['deposit']);

    const bets = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(member),
      types: ['bet'],
    });
    expect(bets.total).toBe(5);
    const [now] = await fx.rows<{ ms: unknown }>(sql`select extract(epoch from now()) * 1000 as ms`);
    const dbNow = new Date(Number(now!.ms));
    const past = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(member),
      to: new Date(dbNow.getTime() - 60 * 60_000),
    });
    expect(past.total).toBe(0);
    const recent = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(member),
      from: new Date(dbNow.getTime() - 60 * 60_000),
    });
    expect(recent.total).toBe(7);
    const none = await fx.ledger.history({
      merchantId: fx.merchantId,
      currency: CURRENCY,
      account: account.main(await fx.newMember()),
    });
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 1 });
  });
});

describe('the database itself refuses', () => {
  async function someEntry() {
    const member = await fx.newMember();
    const posted = await deposit(member, 50n);
    return {
      member,
      transactionId: posted.answer.transactionId,
      accountId: posted.answer.entries[1]!.accountId,
    };
  }

  it('changing or deleting history', async () => {
    const { transactionId, accountId } = await someEntry();
    await expect(
      fx.database.db.execute(
        sql`update ledger_entries set amount = 60 where transaction_id = ${transactionId}`,
      ),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(sql`delete from ledger_entries where transaction_id = ${transactionId}`),
    ).rejects.toThrow();
    await expect(fx.database.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    await expect(
      fx.database.db.execute(sql`update ledger_transactions set type = 'bet' where id = ${transactionId}`),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(
        sql`update ledger_transactions set answer = '{}'::jsonb where id = ${transactionId}`,
      ),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(sql`delete from ledger_transactions where id = ${transactionId}`),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(sql`delete from ledger_accounts where id = ${accountId}`),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(
        sql`update ledger_accounts set owner_member_id = owner_member_id + 1 where id = ${accountId}`,
      ),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(
        sql`update ledger_accounts set allow_negative = true, version = version + 1 where id = ${accountId}`,
      ),
    ).rejects.toThrow();
    const [entry] = await fx.rows<{ amount: unknown }>(
      sql`select amount from ledger_entries where account_id = ${accountId}`,
    );
    expect(BigInt(String(entry!.amount))).toBe(50n);
  });

  it('a transaction whose entries do not sum to zero, at commit', async () => {
    const { member, accountId } = await someEntry();
    const attempt = fx.database.db.transaction(async (tx) => {
      const [row] = (
        (await tx.execute(
          sql`insert into ledger_transactions (merchant_id, currency, type, idempotency_key, fingerprint, answer)
            values (${fx.merchantId}, ${CURRENCY}, 'adjustment', ${nextKey('direct')}, 'x', '{}'::jsonb) returning id`,
        )) as unknown as { rows: { id: unknown }[] }
      ).rows;
      await tx.execute(
        sql`update ledger_accounts set balance = balance + 7, version = version + 1 where id = ${accountId}`,
      );
      // The statement itself is accepted; the deferred check refuses the commit.
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (${row!.id}, ${accountId}, 7, 57)`,
      );
    });
    await expect(attempt).rejects.toThrow();
    expect(await main(member)).toBe(50n);
  });

  it('a transaction without entries or without its answer', async () => {
    const withoutEntries = fx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_transactions (merchant_id, currency, type, idempotency_key, fingerprint, answer)
          values (${fx.merchantId}, ${CURRENCY}, 'adjustment', ${nextKey('direct')}, 'x', '{}'::jsonb)`,
      );
    });
    await expect(withoutEntries).rejects.toThrow();
    const { accountId } = await someEntry();
    const withoutAnswer = fx.database.db.transaction(async (tx) => {
      const [row] = (
        (await tx.execute(
          sql`insert into ledger_transactions (merchant_id, currency, type, idempotency_key, fingerprint)
            values (${fx.merchantId}, ${CURRENCY}, 'adjustment', ${nextKey('direct')}, 'x') returning id`,
        )) as unknown as { rows: { id: unknown }[] }
      ).rows;
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after)
          values (${row!.id}, ${accountId}, 7, 57), (${row!.id}, ${accountId}, -7, 50)`,
      );
    });
    await expect(withoutAnswer).rejects.toThrow();
  });

  it('a member wallet below zero', async () => {
    const { member, accountId } = await someEntry();
    await expect(
      fx.database.db.execute(
        sql`update ledger_accounts set balance = -1, version = version + 1 where id = ${accountId}`,
      ),
    ).rejects.toThrow();
    await expect(
      fx.database.db.execute(
        sql`insert into ledger_accounts (merchant_id, currency, kind, owner_member_id, wallet, allow_negative)
          values (${fx.merchantId}, ${CURRENCY}, 'member', ${member}, 'other', true)`,
      ),
    ).rejects.toThrow();
    expect(await main(member)).toBe(50n);
  });

  it('and after all of it the ledger reconciles', async () => {
    const report = await fx.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.clean).toBe(true);
    expect(report.checked.transactions).toBeGreaterThan(20);
  });
});

describe('in the application', () => {
  it('is one of the services', async () => {
    const server = await startTestServer();
    try {
      const site = await server.services.merchants.resolveSite('aurora', null);
      const member = await server.services.members.createMember({
        merchantId: site.merchantId,
        username: 'ledgerwired',
      });
      const posted = await server.services.ledger.move({
        merchantId: member.merchantId,
        currency: CURRENCY,
        type: 'deposit',
        idempotencyKey: 'wired-1',
        from: account.clearing,
        to: account.main(member.id),
        amount: 1n,
      });
      expect(posted.replayed).toBe(false);
      expect(await server.services.ledger.balance(member.merchantId, CURRENCY, account.main(member.id))).toBe(
        1n,
      );
    } finally {
      await server.close();
    }
  });
});
