import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAccount as account, type AccountRef } from '../src/modules/ledger/accounts.js';
import { formatReconciliation, reconcileLedger } from '../src/modules/ledger/reconcile.js';
import { createLedgerService } from '../src/modules/ledger/service.js';
import { openDatabase, type DatabaseHandle, type Executor } from '../src/platform/db/index.js';
import { createLogger } from '../src/platform/logger.js';
import { createPostgresDatabase } from './harness.js';
import { CURRENCY } from './ledger-support.js';

/** Reconciliation finds differences made on purpose, and the CLI says so with its exit code. */

// A file-backed PGlite plus a command process per check: slower than the in-memory tests.
const SLOW = 60_000;

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs the reconcile command from source, as `npm run reconcile` runs it from dist. */
function runCli(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/reconcile.ts', ...args],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-reconcile-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir, logger: createLogger('silent') }),
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  return {
    name: 'postgres',
    env: { DATABASE_URL: database.url },
    open: () =>
      openDatabase({
        databaseUrl: database.url,
        dataDir: 'memory://',
        poolSize: 2,
        logger: createLogger('silent'),
      }),
  };
}

async function rows<T = Record<string, unknown>>(db: Executor, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each([
  ['pglite', pgliteTarget],
  ['postgres', postgresTarget],
] as const)('reconciliation on %s', (_name, makeTarget) => {
  let target: Target;
  let merchantId: number;
  const members: number[] = [];

  it(
    'is clean after ordinary postings, and the command exits 0',
    async () => {
      target = await makeTarget();
      const database = await target.open();
      try {
        const [merchant] = await rows<{ id: unknown }>(
          database.db,
          sql`insert into merchants (code) values ('rc') returning id`,
        );
        merchantId = Number(merchant!.id);
        const ledger = createLedgerService({ db: database.db });
        for (const name of ['alice', 'bob']) {
          const [member] = await rows<{ id: unknown }>(
            database.db,
            sql`insert into members (merchant_id, username) values (${merchantId}, ${name}) returning id`,
          );
          members.push(Number(member!.id));
        }
        const move = (
          type: 'deposit' | 'bet' | 'transfer',
          key: string,
          from: AccountRef,
          to: AccountRef,
          amount: bigint,
        ) => ledger.move({ merchantId, currency: CURRENCY, type, idempotencyKey: key, from, to, amount });
        await move('deposit', 'd1', account.clearing, account.main(members[0]!), 1_000n);
        await move('deposit', 'd2', account.clearing, account.main(members[1]!), 500n);
        await move('bet', 'b1', account.main(members[0]!), account.house, 100n);
        const transfer = await move(
          'transfer',
          't1',
          account.main(members[1]!),
          account.main(members[0]!),
          50n,
        );
        await ledger.reverse(transfer.answer.transactionId, 'r1');
        const report = await reconcileLedger(database.db);
        expect(report).toMatchObject({
          clean: true,
          problems: [],
          checked: { transactions: 5, entries: 10 },
        });
      } finally {
        await database.close();
      }
      const cli = await runCli(target.env);
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      expect(cli.stdout).toMatch(/5 transactions, 10 entries checked/);
      expect(cli.stdout).toMatch(/^Clean:/m);
    },
    SLOW,
  );

  it(
    'lists every difference made on purpose, and the command exits 1 with them',
    async () => {
      const database = await target.open();
      let balanceAccount: number;
      try {
        const db = database.db;
        const [alice] = await rows<{ id: unknown }>(
          db,
          sql`select id from ledger_accounts where owner_member_id = ${members[0]!} and wallet = 'main'`,
        );
        balanceAccount = Number(alice!.id);
        // A balance edited by hand (the only column a direct update may change, and it shows).
        await db.execute(
          sql`update ledger_accounts set balance = balance + 5, version = version + 1 where id = ${balanceAccount}`,
        );
        // A posting after it carries the wrong balance forward: its balance_after breaks the running total.
        const ledger = createLedgerService({ db });
        await ledger.move({
          merchantId,
          currency: CURRENCY,
          type: 'deposit',
          idempotencyKey: 'd3',
          from: account.clearing,
          to: account.main(members[0]!),
          amount: 10n,
        });
        // An unbalanced transaction, written with the triggers bypassed as a superuser can.
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(
            sql`insert into ledger_transactions (id, merchant_id, currency, type, idempotency_key, fingerprint, answer)
            values (9000, ${merchantId}, ${CURRENCY}, 'adjustment', 'forged', 'x', '{}'::jsonb)`,
          );
          await tx.execute(
            sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (9000, ${balanceAccount}, 7, 0)`,
          );
        });
        // A member wallet below zero, once its check is gone (this database is thrown away afterwards).
        await db.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_floor`);
        await db.execute(
          sql`update ledger_accounts set balance = -3, version = version + 1 where owner_member_id = ${members[1]!} and wallet = 'main'`,
        );

        const report = await reconcileLedger(db);
        expect(report.clean).toBe(false);
        expect(report.counts).toEqual({ balance: 2, unbalanced: 1, floor: 1, running: 2 });
        const balance = report.problems.filter((problem) => problem.kind === 'balance');
        expect(balance.map((problem) => [problem.accountId, problem.recorded - problem.expected])).toEqual(
          expect.arrayContaining([
            // +5 by hand, and the forged entry of 7 counts in the sum without touching the balance.
            [balanceAccount, 5n - 7n],
          ]),
        );
        const text = formatReconciliation(report);
        expect(text).toMatch(/6 differences found/);
        expect(text).toMatch(/transaction 9000 \(merchant \d+, adjustment, 1 entries\): entries sum to \+7/);
        expect(text).toMatch(/balance -3 is below 0/);
      } finally {
        await database.close();
      }
      const cli = await runCli(target.env);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toMatch(/6 differences found/);
      expect(cli.stdout).toMatch(
        new RegExp(
          `account ${balanceAccount} \\(merchant \\d+, PHP, member ${members[0]} wallet main\\): balance \\d+, entries sum to \\d+, difference -2`,
        ),
      );
      expect(cli.stdout).toMatch(/Transactions whose entries do not sum to zero: 1/);
      const json = await runCli(target.env, ['--json']);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({ clean: false, counts: { unbalanced: 1 } });
    },
    SLOW,
  );
});

it('exits 2 when there is no database to check', async () => {
  const cli = await runCli({ DATA_DIR: path.join(os.tmpdir(), 'wps-reconcile-missing-folder') });
  expect(cli.code).toBe(2);
  expect(cli.stderr).toMatch(/no database/);
});
