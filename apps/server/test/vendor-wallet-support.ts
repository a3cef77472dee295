import { TEST_VENDOR_SECRET } from './harness.js';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type GameCategory,
  type WalletAnswer,
} from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { walletSignature } from '../src/modules/vendor-wallet/signature.js';
import { createMember, type TestServer } from './harness.js';

/** Helpers of the seamless wallet tests: signed vendor calls, funded members with a game session. */

export const VENDOR = 'AURORA';
/** The in-house vendor's secret in the test servers (harness.ts). */
export const VENDOR_SECRET = TEST_VENDOR_SECRET;
export const CURRENCY = 'PHP';

export interface WalletReply {
  status: number;
  text: string;
  answer: WalletAnswer;
}

// Many calls fired at once: one socket each, no pooling limit.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** A raw POST to the wallet endpoint with the given headers. */
export function rawWalletCall(
  server: { url: string },
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<WalletReply> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let answer: WalletAnswer;
          try {
            answer = JSON.parse(text) as WalletAnswer;
          } catch {
            answer = { status: 'INVALID_REQUEST', balance: null, currency: null, walletTransactionId: null };
          }
          resolve({ status: res.statusCode ?? 0, text, answer });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface SignOptions {
  secret?: string;
  /** Epoch ms to sign with (default the server's clock). */
  timestamp?: number;
  vendor?: string;
}

/** A signed wallet call, as a vendor makes it. */
export function walletCall(
  server: TestServer,
  action: 'balance' | 'debit' | 'credit' | 'rollback',
  payload: Record<string, unknown>,
  options: SignOptions = {},
): Promise<WalletReply> {
  const body = JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? server.clock.now().getTime());
  return rawWalletCall(server, `/vendor-wallet/${options.vendor ?? VENDOR}/${action}`, body, {
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: walletSignature(options.secret ?? VENDOR_SECRET, timestamp, body),
  });
}

export async function rowsOf<T = Record<string, unknown>>(server: TestServer, query: SQL): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function newId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

/** A member of the demo merchant with money, a player id and an open game session. */
export interface Player {
  memberId: number;
  token: string;
  merchantId: number;
  playerId: string;
  sessionId: string;
}

export function walletKit(server: TestServer) {
  let merchantIdCache: number | null = null;
  async function merchantId() {
    merchantIdCache ??= (await server.services.merchants.resolveSite('aurora', null)).merchantId;
    return merchantIdCache;
  }

  async function fund(memberId: number, amount: bigint) {
    await server.services.ledger.move({
      merchantId: await merchantId(),
      currency: CURRENCY,
      type: 'adjustment',
      idempotencyKey: newId('test-fund'),
      from: ledgerAccount.adjustments,
      to: ledgerAccount.main(memberId),
      amount,
    });
  }

  async function balance(memberId: number): Promise<bigint> {
    return server.services.ledger.balance(await merchantId(), CURRENCY, ledgerAccount.main(memberId));
  }

  async function player(
    funds: bigint,
    options: { category?: GameCategory; username?: string } = {},
  ): Promise<Player> {
    const username = options.username ?? `vw${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const member = await createMember(server, { username });
    if (funds > 0n) await fund(member.id, funds);
    const session = await server.services.vendorWallet.openSession({
      merchantId: await merchantId(),
      memberId: member.id,
      currency: CURRENCY,
      vendorCode: VENDOR,
      gameCode: 'aurora-gems',
      gameNodeId: null,
      category: options.category ?? 'RNG',
    });
    return { memberId: member.id, token: member.token, merchantId: await merchantId(), ...session };
  }

  function debitBody(p: Player, input: { tx: string; round: string; amount: string; game?: string }) {
    return {
      playerId: p.playerId,
      currency: CURRENCY,
      transactionId: input.tx,
      roundId: input.round,
      gameId: input.game ?? 'aurora-gems',
      amount: input.amount,
      sessionId: p.sessionId,
    };
  }

  function creditBody(
    p: Player,
    input: { tx: string; bet: string; round: string; amount: string; finished?: boolean; outcome?: object },
  ) {
    return {
      playerId: p.playerId,
      currency: CURRENCY,
      transactionId: input.tx,
      roundId: input.round,
      gameId: 'aurora-gems',
      amount: input.amount,
      betTransactionId: input.bet,
      roundFinished: input.finished ?? true,
      ...(input.outcome ? { outcome: input.outcome } : {}),
    };
  }

  function rollbackBody(p: Player, input: { tx: string; ref: string; round: string }) {
    return {
      playerId: p.playerId,
      currency: CURRENCY,
      transactionId: input.tx,
      roundId: input.round,
      gameId: 'aurora-gems',
      referenceTransactionId: input.ref,
    };
  }

  /** Ledger postings keyed by the vendor's transaction ids (`vendor:AURORA:<id>…`). */
  async function postingsOf(transactionId: string) {
    return rowsOf<{ type: string; idempotency_key: string }>(
      server,
      sql`select type, idempotency_key from ledger_transactions
        where idempotency_key like ${`vendor:${VENDOR}:${transactionId}%`} order by id`,
    );
  }

  async function walletRows(memberId?: number) {
    return rowsOf<{ kind: string; transaction_id: string }>(
      server,
      memberId === undefined
        ? sql`select kind, transaction_id from vendor_wallet_transactions`
        : sql`select kind, transaction_id from vendor_wallet_transactions where member_id = ${memberId}`,
    );
  }

  async function expectReconciled() {
    const report = await server.services.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.clean).toBe(true);
  }

  return {
    merchantId,
    fund,
    balance,
    player,
    debitBody,
    creditBody,
    rollbackBody,
    postingsOf,
    walletRows,
    expectReconciled,
    debit: (p: Player, input: Parameters<typeof debitBody>[1]) =>
      walletCall(server, 'debit', debitBody(p, input)),
    credit: (p: Player, input: Parameters<typeof creditBody>[1]) =>
      walletCall(server, 'credit', creditBody(p, input)),
    rollback: (p: Player, input: Parameters<typeof rollbackBody>[1]) =>
      walletCall(server, 'rollback', rollbackBody(p, input)),
  };
}
