import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_KINDS,
  MEMBER_KINDS,
  SHARD_COUNT,
  ledgerAccount as account,
} from '../src/modules/ledger/accounts.js';
import { CURRENCY, DEFAULT_TARGET, openLedgerFixture, type LedgerFixture } from './ledger-support.js';

/**
 * The one-statement posting (`ledger_post`, migration 0010) and the cheaper guards that came with it:
 * the guarantees the database enforced before still hold.
 */

let fx: LedgerFixture;

beforeAll(async () => {
  fx = await openLedgerFixture(DEFAULT_TARGET, { poolSize: 4 });
});
afterAll(async () => {
  await fx?.close();
});

async function deposit(memberId: number, amount: bigint, idempotencyKey: string) {
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

describe('the append-only guards', () => {
  /** The WHEN condition of a trigger, as PostgreSQL prints it. */
  async function triggerDefinition(name: string): Promise<string> {
    const [row] = await fx.rows<{ definition: string }>(
      sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = ${name}`,
    );
    return row!.definition;
  }
  async function columnsOf(table: string): Promise<string[]> {
    const rows = await fx.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`,
    );
    return rows.map((row) => row.column_name);
  }

  /** The columns an `UPDATE OF` trigger fires for, as PostgreSQL prints them. */
  async function updateOf(name: string): Promise<string[]> {
    const columns = /UPDATE OF (.+?) ON /.exec(await triggerDefinition(name))?.[1] ?? '';
    return columns.split(',').map((column) => column.trim());
  }

  it('watch every column but the ones allowed to change (a new column must be added to them)', async () => {
    const accounts = await updateOf('ledger_accounts_fixed');
    for (const column of await columnsOf('ledger_accounts'))
      if (column !== 'balance' && column !== 'version')
        expect(accounts, `ledger_accounts_fixed must watch ${column}`).toContain(column);
    expect(await updateOf('ledger_accounts_versioned')).toEqual(['balance', 'version']);
    const transactions = await updateOf('ledger_transactions_fixed');
    for (const column of await columnsOf('ledger_transactions'))
      if (column !== 'answer')
        expect(transactions, `ledger_transactions_fixed must watch ${column}`).toContain(column);
    expect(await updateOf('ledger_transactions_sealed_once')).toEqual(['answer']);
  });

  it("check an account's identity when it is inserted: every known kind, and nothing else", async () => {
    /** Inserts an account in a transaction that is rolled back; the refusal's constraint, or null. */
    async function refusalOf(values: {
      kind: string;
      owner: number | null;
      shard?: number;
      negative?: boolean;
      currency?: string;
    }): Promise<string | null> {
      const undo = new Error('undo');
      try {
        await fx.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into ledger_accounts (merchant_id, currency, kind, owner_member_id, wallet, shard, allow_negative)
              values (${fx.merchantId}, ${values.currency ?? CURRENCY}, ${values.kind}, ${values.owner},
                ${`probe${randomUUID().slice(0, 8)}`}, ${values.shard ?? 0}, ${values.negative ?? values.owner === null})`,
          );
          throw undo;
        });
      } catch (error) {
        if (error === undo) return null;
        let current: unknown = error;
        while (current && typeof current === 'object' && !('constraint' in current))
          current = (current as { cause?: unknown }).cause;
        return String((current as { constraint?: unknown } | undefined)?.constraint ?? error);
      }
      return 'not undone';
    }
    const member = await fx.newMember();
    for (const kind of ACCOUNT_KINDS) {
      const owned = (MEMBER_KINDS as readonly string[]).includes(kind);
      expect(await refusalOf({ kind, owner: owned ? member : null }), kind).toBeNull();
    }
    expect(await refusalOf({ kind: 'house', owner: null, shard: SHARD_COUNT - 1 })).toBeNull();
    expect(await refusalOf({ kind: 'house', owner: null, shard: SHARD_COUNT })).toBe(
      'ledger_accounts_shard_range',
    );
    expect(await refusalOf({ kind: 'casino', owner: null })).toBe('ledger_accounts_kind_known');
    expect(await refusalOf({ kind: 'member', owner: null })).toBe('ledger_accounts_member_owned');
    expect(await refusalOf({ kind: 'house', owner: member })).toBe('ledger_accounts_member_owned');
    expect(await refusalOf({ kind: 'member', owner: member, negative: true })).toBe(
      'ledger_accounts_member_owned',
    );
    expect(await refusalOf({ kind: 'member', owner: member, shard: 1 })).toBe('ledger_accounts_member_owned');
    expect(await refusalOf({ kind: 'house', owner: null, currency: 'php' })).toBe(
      'ledger_accounts_currency_format',
    );
  });

  it('let a balance change with its version, and nothing else', async () => {
    const member = await fx.newMember();
    const posted = await deposit(member, 40n, 'guard-1');
    const accountId = posted.answer.entries[1]!.accountId;
    await fx.database.db.execute(
      sql`update ledger_accounts set balance = balance + 1, version = version + 1 where id = ${accountId}`,
    );
    for (const change of [
      sql`balance = balance + 1`,
      sql`version = version + 2`,
      sql`wallet = 'other', version = version + 1`,
      sql`created_at = created_at - interval '1 day', version = version + 1`,
      sql`merchant_id = merchant_id`,
      sql`kind = 'house', version = version + 1`,
    ])
      await expect(
        fx.database.db.execute(sql`update ledger_accounts set ${change} where id = ${accountId}`),
      ).rejects.toThrow();
    const [row] = await fx.rows<{ balance: unknown }>(
      sql`select balance from ledger_accounts where id = ${accountId}`,
    );
    expect(BigInt(String(row!.balance))).toBe(41n);
  });

  it('let a transaction be sealed once, and nothing else change', async () => {
    const member = await fx.newMember();
    const posted = await deposit(member, 15n, 'sealed-once-1');
    const id = posted.answer.transactionId;
    for (const change of [
      sql`answer = '{}'::jsonb`,
      sql`answer = null`,
      sql`meta = '{"x":1}'::jsonb`,
      sql`type = 'adjustment'`,
      sql`idempotency_key = idempotency_key`,
    ])
      await expect(
        fx.database.db.execute(sql`update ledger_transactions set ${change} where id = ${id}`),
      ).rejects.toThrow();
    const [row] = await fx.rows<{ answer: unknown }>(
      sql`select answer from ledger_transactions where id = ${id}`,
    );
    expect(row!.answer).toEqual(posted.answer);
  });

  it('refuse an entry of a transaction or an account that does not exist', async () => {
    const member = await fx.newMember();
    const posted = await deposit(member, 35n, 'references-1');
    const [clearing, wallet] = posted.answer.entries.map((entry) => entry.accountId);
    const [last] = await fx.rows<{ id: unknown }>(sql`select max(id) as id from ledger_accounts`);
    const noAccount = Number(last!.id) + 1_000;
    const noTransaction = posted.answer.transactionId + 1_000_000;
    /** The driver error's SQLSTATE, under drizzle's wrapper. */
    const stateOf = (error: unknown): unknown => {
      let current = error as { code?: unknown; cause?: unknown } | undefined;
      while (current && typeof current.code !== 'string') current = current.cause as typeof current;
      return current?.code;
    };
    for (const entries of [
      sql`(${noTransaction}, ${wallet}, 5, 40), (${noTransaction}, ${clearing}, -5, 0)`,
      // A transaction still being written, but an account nobody has.
      sql`(currval('ledger_transactions_id_seq'), ${noAccount}, 5, 5), (currval('ledger_transactions_id_seq'), ${clearing}, -5, 0)`,
    ]) {
      const refused = await fx.database.db
        .transaction(async (tx) => {
          await tx.execute(
            sql`insert into ledger_transactions (merchant_id, currency, type, idempotency_key, fingerprint, meta)
              values (${fx.merchantId}, ${CURRENCY}, 'adjustment', ${`references-${randomUUID()}`}, 'x', '{}')`,
          );
          await tx.execute(
            sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values ${entries}`,
          );
        })
        .catch((error: unknown) => error);
      expect(stateOf(refused)).toBe('23503');
    }
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_entries where transaction_id = ${noTransaction} or account_id = ${noAccount}`,
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('refuse an entry added to a committed transaction, even a balanced pair', async () => {
    const member = await fx.newMember();
    const posted = await deposit(member, 25n, 'sealed-1');
    const [clearing, wallet] = posted.answer.entries.map((entry) => entry.accountId);
    await expect(
      fx.database.db.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after)
          values (${posted.answer.transactionId}, ${wallet}, 5, 30), (${posted.answer.transactionId}, ${clearing}, -5, 0)`,
      ),
    ).rejects.toThrow();
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_entries where transaction_id = ${posted.answer.transactionId}`,
    );
    expect(Number(count!.n)).toBe(2);
  });
});

describe('ledger_post', () => {
  it('answers what it stored, and a replay the same JSON', async () => {
    const member = await fx.newMember();
    const first = await deposit(member, 70n, 'post-1');
    const replay = await deposit(member, 70n, 'post-1');
    expect(replay.replayed).toBe(true);
    expect(JSON.stringify(replay.answer)).toBe(JSON.stringify(first.answer));
    const [stored] = await fx.rows<{ answer: unknown }>(
      sql`select answer from ledger_transactions where id = ${first.answer.transactionId}`,
    );
    expect(stored!.answer).toEqual(first.answer);
    expect(first.answer.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses legs that do not come in pairs with amounts, touching nothing', async () => {
    await expect(
      fx.database.db.execute(
        sql`select ledger_post(${fx.merchantId}, ${CURRENCY}, 'deposit', 'bad-legs', 'x', null, '{}'::jsonb,
          '{1}'::bigint[], '{1}'::bigint[], 1000)`,
      ),
    ).rejects.toThrow();
    const [count] = await fx.rows<{ n: unknown }>(
      sql`select count(*) as n from ledger_transactions where idempotency_key = 'bad-legs'`,
    );
    expect(Number(count!.n)).toBe(0);
  });
});
