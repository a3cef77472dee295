import { createHash, randomBytes } from 'node:crypto';
import {
  formatMinorUnits,
  toMinorUnits,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_WALLET_DEADLINE_MS,
  walletBalanceRequestSchema,
  walletCreditRequestSchema,
  walletDebitRequestSchema,
  walletRollbackRequestSchema,
  type GameCategory,
  type WalletAnswer,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletRollbackRequest,
  type WalletStatus,
} from '@wps/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LedgerService, PostResult } from '../ledger/service.js';
import { createRecords, type NameLookups } from './records.js';
import { verifyWalletSignature } from './signature.js';
import * as store from './store.js';
import { AppError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

/*
 * How the seamless wallet stays exact when calls race, repeat, or the process stops halfway.
 *
 * - The (merchant, vendor, transaction id) unique key of vendor_wallet_transactions decides the fate
 *   of every id. A bet claims its id first (a row with a `pending` answer), and only then posts; a
 *   rollback of an unknown bet claims the same id as a tombstone. Whoever takes the key first wins:
 *   "tombstone, then refused bet" (nothing was ever posted) or "bet, then rollback" (the rollback
 *   sees the claim and reverses its posting). A stake is never lost in between.
 * - Every ledger posting is keyed `vendor:<code>:<transaction id>`: the ledger takes a key at most
 *   once and answers a retry with the stored answer. So a claim left pending by a crash (before or
 *   after its posting) is carried out by whoever meets it next — the bet's retry, a rollback, a
 *   credit — with no double effect: the posting replays, and the seal is conditional on `pending`.
 * - Reversing is idempotent per original in the ledger, so two rollbacks of one bet under other
 *   ids, or a rollback retried after a crash, return the stake once.
 * - The seal of a bet and its addition to the round are one statement; other round changes are
 *   recomputed from the wallet rows, so retries never count twice.
 * - Answers are stored and replayed with fixed keys in a fixed order: replays are byte-identical.
 */

export const WALLET_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** A bet needs a session seen within this long (and not closed). */
const SESSION_TTL_MS = 24 * 3_600_000;
/** How often a session's last_seen_at is moved forward (not on every bet). */
const SESSION_TOUCH_MS = 60_000;
/** How long a duplicate waits for an in-flight twin to seal its claim before completing it itself. */
const PENDING_WAIT_MS = 600;
const CACHE_LIMIT = 100_000;
const DECIMALS_CACHE_MS = 60_000;

export interface VendorWalletDeps extends Partial<NameLookups> {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  logger?: Logger;
  /** The secret a vendor signs its wallet calls with; null for an unknown vendor. */
  vendorSecret(vendorCode: string): string | null;
  /** Merchant settings (currency decimals) by merchant code. */
  siteByCode(code: string): Promise<SiteContext>;
  /** Where a member verifies a round of a provably-fair vendor (default: nowhere). */
  verifyUrlOf?(vendorCode: string, roundId: string): string | null;
  /** The server's answer deadline (default VENDOR_WALLET_DEADLINE_MS). */
  deadlineMs?: number;
}

/** What the HTTP layer sends: a status code and the exact JSON text. */
export interface WalletReply {
  httpStatus: number;
  body: string;
}

/** The answer as stored and replayed: always the same keys in the same order. */
function answerText(answer: Record<string, unknown>): string {
  return JSON.stringify({
    status: answer.status,
    balance: answer.balance ?? null,
    currency: answer.currency ?? null,
    walletTransactionId: answer.walletTransactionId ?? null,
  } satisfies Record<keyof WalletAnswer, unknown>);
}

function bare(status: WalletStatus): WalletAnswer {
  return { status, balance: null, currency: null, walletTransactionId: null };
}

function fingerprintOf(kind: string, fields: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest('hex');
}

function isPending(row: store.WalletRow): boolean {
  return row.answer.pending === true;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface Player extends store.PlayerRow {
  decimals: number;
}

/** A refusal or answer decided during the work: ends the call with this answer. */
class Answered extends Error {
  constructor(readonly answer: WalletAnswer) {
    super(answer.status);
  }
}

export function createVendorWalletService(deps: VendorWalletDeps) {
  const { db, clock, ledger } = deps;
  const deadlineMs = deps.deadlineMs ?? VENDOR_WALLET_DEADLINE_MS;
  // A player id never changes owner, so its row is cached for the life of the process.
  const players = new Map<string, store.PlayerRow>();
  const merchantCodes = new Map<number, string>();
  // A merchant's currency decimals, re-read from its settings once a minute.
  const decimals = new Map<number, { value: number; until: number }>();

  async function decimalsOf(merchantId: number): Promise<number> {
    const known = decimals.get(merchantId);
    if (known && known.until > Date.now()) return known.value;
    let code = merchantCodes.get(merchantId);
    if (code === undefined) {
      code = (await store.merchantCodeOf(db, merchantId)) ?? undefined;
      if (code === undefined) throw new Error(`vendor-wallet: merchant ${merchantId} not found`);
      merchantCodes.set(merchantId, code);
    }
    const value = (await deps.siteByCode(code)).settings.currency.decimals;
    decimals.set(merchantId, { value, until: Date.now() + DECIMALS_CACHE_MS });
    return value;
  }

  async function playerOf(playerId: string, currency: string): Promise<Player> {
    let row = players.get(playerId);
    if (!row) {
      row = (await store.playerById(db, playerId)) ?? undefined;
      if (!row) throw new Answered(bare('PLAYER_NOT_FOUND'));
      if (players.size >= CACHE_LIMIT) players.clear();
      players.set(playerId, row);
    }
    if (row.currency !== currency) throw new Answered(bare('INVALID_REQUEST'));
    return { ...row, decimals: await decimalsOf(row.merchantId) };
  }

  function minorOf(amount: string, player: Player, allowZero: boolean): bigint {
    const minor = toMinorUnits(amount, player.decimals);
    if (minor === null || minor < 0n || (minor === 0n && !allowZero))
      throw new Answered(bare('INVALID_REQUEST'));
    return minor;
  }

  async function balanceMinor(player: Player): Promise<bigint> {
    return ledger.balance(player.merchantId, player.currency, ledgerAccount.main(player.memberId));
  }

  async function answerWithBalance(status: WalletStatus, player: Player): Promise<WalletAnswer> {
    return {
      status,
      balance: formatMinorUnits(await balanceMinor(player), player.decimals),
      currency: player.currency,
      walletTransactionId: null,
    };
  }

  /** The member leg's balance after a posting (legs are answered in the request's order). */
  function memberBalanceAfter(result: PostResult, memberLeg: number): bigint {
    return BigInt(result.answer.entries[memberLeg]!.balanceAfter);
  }

  function okAnswer(player: Player, result: PostResult, memberLeg: number): WalletAnswer {
    return {
      status: 'OK',
      balance: formatMinorUnits(memberBalanceAfter(result, memberLeg), player.decimals),
      currency: player.currency,
      walletTransactionId: String(result.answer.transactionId),
    };
  }

  /** A stored row under the same id: its answer when the content is the same, else a conflict. */
  function replayOf(row: store.WalletRow, fingerprint: string): WalletAnswer {
    if (row.fingerprint !== fingerprint) return bare('DUPLICATE_CONFLICT');
    return row.answer as WalletAnswer;
  }

  const betKey = (vendorCode: string, transactionId: string) => `vendor:${vendorCode}:${transactionId}`;

  async function waitSealed(row: store.WalletRow): Promise<store.WalletRow> {
    const until = Date.now() + PENDING_WAIT_MS;
    let current = row;
    while (isPending(current) && Date.now() < until) {
      await sleep(15);
      current = (await store.walletRow(db, row.merchantId, row.vendorCode, row.transactionId)) ?? current;
    }
    return current;
  }

  /**
   * Carries out a claimed debit (ours, a twin's still in flight, or one whose process stopped after
   * claiming): posts the bet under the ledger key of its transaction id, which the ledger takes at
   * most once, and seals the claim with the answer. Only pending claims are carried out, and a claim
   * exists only under an id no tombstone holds, so a refused (rolled-back-first) bet never posts.
   *
   * Two completers of one claim may disagree only when the first found too little money and the
   * second, a moment later, enough: the first seal wins, and a completer whose posting went through
   * while the sealed answer says "refused" takes its posting back, so the member never pays for a
   * bet the vendor was told was refused.
   */
  async function completeDebit(claim: store.WalletRow, player: Player): Promise<store.WalletRow> {
    const currency = String(claim.answer.currency);
    let posted: PostResult | null = null;
    let answer: WalletAnswer;
    try {
      posted = await ledger.move({
        merchantId: claim.merchantId,
        currency,
        type: 'bet',
        idempotencyKey: betKey(claim.vendorCode, claim.transactionId),
        from: ledgerAccount.main(claim.memberId),
        to: ledgerAccount.vendor(claim.vendorCode),
        amount: claim.amountMinor,
        meta: { roundId: claim.roundId, gameId: claim.gameCode },
      });
      answer = okAnswer(player, posted, 0);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'balance.insufficient')) throw error;
      const balance = typeof error.value?.balance === 'string' ? BigInt(error.value.balance) : 0n;
      answer = {
        status: 'INSUFFICIENT_FUNDS',
        balance: formatMinorUnits(balance, player.decimals),
        currency,
        walletTransactionId: null,
      };
    }
    const ledgerTransactionId = posted ? posted.answer.transactionId : null;
    // The seal's winner knows the stored answer (what it wrote); the others read it back.
    const won = await store.sealDebit(
      db,
      {
        ...claim,
        category: String(claim.answer.category ?? 'RNG'),
        currency,
      },
      answer as unknown as Record<string, unknown>,
      ledgerTransactionId,
      posted ? memberBalanceAfter(posted, 0) : null,
    );
    const sealed = won
      ? { ...claim, answer: answer as unknown as Record<string, unknown>, ledgerTransactionId }
      : (await store.walletRow(db, claim.merchantId, claim.vendorCode, claim.transactionId))!;
    if (posted && sealed.ledgerTransactionId === null)
      await ledger.reverse(
        posted.answer.transactionId,
        `${betKey(claim.vendorCode, claim.transactionId)}:void`,
        {
          merchantId: claim.merchantId,
          type: 'rollback',
        },
      );
    return sealed;
  }

  async function debit(vendorCode: string, request: WalletDebitRequest): Promise<WalletAnswer> {
    const player = await playerOf(request.playerId, request.currency);
    const amount = minorOf(request.amount, player, false);
    const fingerprint = fingerprintOf('debit', [
      request.playerId,
      request.currency,
      request.roundId,
      request.gameId,
      amount.toString(),
      request.sessionId,
    ]);
    const { merchantId } = player;
    // Bets need a live session of this player at this vendor; wins and rollbacks do not. A retry of
    // a bet taken before its session ended still gets its stored answer (looked up below).
    const now = clock.now();
    const session = await store.sessionById(db, request.sessionId);
    const live =
      session !== null &&
      session.playerId === player.playerId &&
      session.vendorCode === vendorCode &&
      session.closedAt === null &&
      now.getTime() - session.lastSeenAt.getTime() <= SESSION_TTL_MS;
    let existing: store.WalletRow | null = null;
    if (!live) {
      existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
      if (!existing) return answerWithBalance('INVALID_REQUEST', player);
    } else {
      if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS)
        await store.touchSession(db, request.sessionId, now);
      const claim: store.NewWalletRow = {
        merchantId,
        vendorCode,
        transactionId: request.transactionId,
        kind: 'debit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameId,
        amountMinor: amount,
        referenceTransactionId: null,
        fingerprint,
        ledgerTransactionId: null,
        answer: { pending: true, currency: player.currency, category: session.category },
        createdAt: now,
      };
      const claimed = await store.claimWalletRow(db, claim);
      if (claimed !== null)
        return (await completeDebit({ ...claim, id: claimed }, player)).answer as WalletAnswer;
      existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
      if (!existing) throw new Error('vendor-wallet: transaction id taken, but no row holds it');
    }
    if (existing.kind === 'tombstone') return answerWithBalance('BET_ROLLED_BACK', player);
    if (existing.kind !== 'debit' || existing.fingerprint !== fingerprint) return bare('DUPLICATE_CONFLICT');
    if (isPending(existing)) {
      existing = await waitSealed(existing);
      if (isPending(existing)) existing = await completeDebit(existing, player);
    }
    return replayOf(existing, fingerprint);
  }

  async function credit(vendorCode: string, request: WalletCreditRequest): Promise<WalletAnswer> {
    const player = await playerOf(request.playerId, request.currency);
    const amount = minorOf(request.amount, player, true);
    const fingerprint = fingerprintOf('credit', [
      request.playerId,
      request.currency,
      request.roundId,
      request.gameId,
      amount.toString(),
      request.betTransactionId,
      request.roundFinished,
    ]);
    const { merchantId } = player;
    const existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
    if (existing) return replayOf(existing, fingerprint);

    // The bet it pays: an accepted debit of this player in this round, not rolled back.
    let bet = await store.walletRow(db, merchantId, vendorCode, request.betTransactionId);
    if (bet && bet.kind === 'debit' && isPending(bet)) {
      bet = await waitSealed(bet);
      if (isPending(bet)) bet = await completeDebit(bet, player);
    }
    if (
      !bet ||
      bet.kind !== 'debit' ||
      bet.ledgerTransactionId === null ||
      bet.memberId !== player.memberId ||
      bet.roundId !== request.roundId ||
      (await store.rollbackOf(db, merchantId, vendorCode, request.roundId, bet.transactionId))
    )
      return answerWithBalance('BET_NOT_FOUND', player);
    // The round is paid from now on: a rollback of this bet is refused (BET_ALREADY_SETTLED). A
    // rollback that decided first wins, and this credit finds no bet to pay.
    const verdict = await settleBet(vendorCode, bet, player, request, 'paid');
    if (verdict === 'void') return answerWithBalance('BET_NOT_FOUND', player);

    // Post first, record second: a crash between the two leaves a posting that the retry (same
    // ledger key) gets back unchanged, then records.
    let answer: WalletAnswer;
    let ledgerTransactionId: number | null = null;
    let balanceAfter: bigint;
    if (amount > 0n) {
      let posted: PostResult;
      try {
        posted = await ledger.move({
          merchantId,
          currency: player.currency,
          type: 'win',
          idempotencyKey: betKey(vendorCode, request.transactionId),
          from: ledgerAccount.vendor(vendorCode),
          to: ledgerAccount.main(player.memberId),
          amount,
          meta: { roundId: request.roundId, gameId: request.gameId, bet: request.betTransactionId },
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'idempotency.conflict')
          return bare('DUPLICATE_CONFLICT');
        throw error;
      }
      answer = okAnswer(player, posted, 1);
      ledgerTransactionId = posted.answer.transactionId;
      balanceAfter = memberBalanceAfter(posted, 1);
    } else {
      balanceAfter = await balanceMinor(player);
      answer = {
        status: 'OK',
        balance: formatMinorUnits(balanceAfter, player.decimals),
        currency: player.currency,
        walletTransactionId: null,
      };
    }
    const now = clock.now();
    const inserted = await store.claimWalletRow(db, {
      merchantId,
      vendorCode,
      transactionId: request.transactionId,
      kind: 'credit',
      memberId: player.memberId,
      roundId: request.roundId,
      gameCode: request.gameId,
      amountMinor: amount,
      referenceTransactionId: request.betTransactionId,
      fingerprint,
      ledgerTransactionId,
      answer,
      createdAt: now,
    });
    if (inserted === null) {
      const stored = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
      return replayOf(stored!, fingerprint);
    }
    const key = { merchantId, vendorCode, roundId: request.roundId };
    if (request.roundFinished) await store.markSettled(db, key, request.outcome, now);
    await store.recomputeRound(db, key, balanceAfter, now);
    return answer;
  }

  /**
   * A rollback decides the fate of its bet id through the same unique key the debit claims: either
   * the tombstone takes the id first (the bet, when it comes, finds it and is refused, never posted),
   * or the debit's claim holds it and the rollback reverses the bet's posting (carrying out the
   * claim first when it is still pending, so a bet in flight cannot post after the rollback looked).
   * Reversing is idempotent per original in the ledger, so a second rollback under another id, a
   * retry, or a crash between the reversal and our row never returns the stake twice.
   */
  /** The paid-or-void verdict of a bet's round, decided once by whichever asks first. */
  function settleBet(
    vendorCode: string,
    bet: { transactionId: string },
    player: Player,
    request: { roundId: string; gameId: string },
    verdict: 'paid' | 'void',
  ) {
    return store.claimSettlement(
      db,
      {
        merchantId: player.merchantId,
        vendorCode,
        betTransactionId: bet.transactionId,
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameId,
        createdAt: clock.now(),
      },
      verdict,
    );
  }

  /** A rollback refused because the round was paid: kept (no money moved) so a retry replays it. */
  async function refusedRollback(
    vendorCode: string,
    request: WalletRollbackRequest,
    player: Player,
    fingerprint: string,
    now: Date,
  ): Promise<WalletAnswer> {
    const answer = await answerWithBalance('BET_ALREADY_SETTLED', player);
    const inserted = await store.claimWalletRow(db, {
      merchantId: player.merchantId,
      vendorCode,
      transactionId: request.transactionId,
      kind: 'rollback',
      memberId: player.memberId,
      roundId: request.roundId,
      gameCode: request.gameId,
      amountMinor: 0n,
      referenceTransactionId: request.referenceTransactionId,
      fingerprint,
      ledgerTransactionId: null,
      answer,
      createdAt: now,
    });
    if (inserted === null) {
      const stored = await store.walletRow(db, player.merchantId, vendorCode, request.transactionId);
      return replayOf(stored!, fingerprint);
    }
    return answer;
  }

  async function rollback(vendorCode: string, request: WalletRollbackRequest): Promise<WalletAnswer> {
    const player = await playerOf(request.playerId, request.currency);
    const fingerprint = fingerprintOf('rollback', [
      request.playerId,
      request.currency,
      request.roundId,
      request.gameId,
      request.referenceTransactionId,
    ]);
    const { merchantId } = player;
    const existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
    if (existing) return replayOf(existing, fingerprint);
    if (request.referenceTransactionId === request.transactionId)
      return answerWithBalance('INVALID_REQUEST', player);

    const now = clock.now();
    const tombstoned =
      null !==
      (await store.claimWalletRow(db, {
        merchantId,
        vendorCode,
        transactionId: request.referenceTransactionId,
        kind: 'tombstone',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameId,
        amountMinor: 0n,
        referenceTransactionId: request.transactionId,
        fingerprint: fingerprintOf('tombstone', [request.playerId, request.roundId]),
        ledgerTransactionId: null,
        answer: {
          status: 'BET_ROLLED_BACK',
          balance: null,
          currency: player.currency,
          walletTransactionId: null,
        },
        createdAt: now,
      }));
    let reversed: PostResult | null = null;
    let stake = 0n;
    if (!tombstoned) {
      let bet = (await store.walletRow(db, merchantId, vendorCode, request.referenceTransactionId))!;
      if (bet.kind === 'credit' || bet.kind === 'rollback' || bet.memberId !== player.memberId)
        return answerWithBalance('BET_NOT_FOUND', player);
      if (bet.kind === 'debit' && isPending(bet)) {
        bet = await waitSealed(bet);
        if (isPending(bet)) bet = await completeDebit(bet, player);
      }
      if (bet.kind === 'debit' && bet.ledgerTransactionId !== null) {
        // A bet whose round was already paid keeps its stake: refunding it too would pay twice.
        const verdict = await settleBet(vendorCode, bet, player, request, 'void');
        if (verdict === 'paid') return refusedRollback(vendorCode, request, player, fingerprint, now);
        reversed = await ledger.reverse(bet.ledgerTransactionId, betKey(vendorCode, request.transactionId), {
          merchantId,
          type: 'rollback',
        });
        stake = bet.amountMinor;
      }
    }
    // Read after the reversal (its entries are in the original's order, the member's among them).
    const balanceAfter = await balanceMinor(player);
    const answer: WalletAnswer = {
      status: 'OK',
      balance: formatMinorUnits(balanceAfter, player.decimals),
      currency: player.currency,
      walletTransactionId: reversed ? String(reversed.answer.transactionId) : null,
    };
    const inserted = await store.claimWalletRow(db, {
      merchantId,
      vendorCode,
      transactionId: request.transactionId,
      kind: 'rollback',
      memberId: player.memberId,
      roundId: request.roundId,
      gameCode: request.gameId,
      amountMinor: stake,
      referenceTransactionId: request.referenceTransactionId,
      fingerprint,
      ledgerTransactionId: reversed ? reversed.answer.transactionId : null,
      answer,
      createdAt: now,
    });
    if (inserted === null) {
      const stored = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
      return replayOf(stored!, fingerprint);
    }
    if (stake > 0n)
      await store.recomputeRound(db, { merchantId, vendorCode, roundId: request.roundId }, balanceAfter, now);
    return answer;
  }

  async function perform(vendorCode: string, action: WalletAction, body: unknown): Promise<WalletAnswer> {
    try {
      switch (action) {
        case 'balance': {
          const request = walletBalanceRequestSchema.parse(body);
          return await answerWithBalance('OK', await playerOf(request.playerId, request.currency));
        }
        case 'debit':
          return await debit(vendorCode, walletDebitRequestSchema.parse(body));
        case 'credit':
          return await credit(vendorCode, walletCreditRequestSchema.parse(body));
        case 'rollback':
          return await rollback(vendorCode, walletRollbackRequestSchema.parse(body));
      }
    } catch (error) {
      if (error instanceof Answered) return error.answer;
      throw error;
    }
  }

  const records = createRecords({
    db,
    clock,
    verifyUrlOf: deps.verifyUrlOf ?? (() => null),
    vendorName: deps.vendorName ?? (async (_merchantId, vendorCode) => vendorCode),
    gameName: deps.gameName ?? (async (_merchantId, _vendorCode, gameCode) => gameCode),
  });

  return {
    ...records,

    /**
     * One signed wallet call, from the raw body: the signature and timestamp are checked before any
     * database work (401 INVALID_SIGNATURE), the body parsed (400 INVALID_REQUEST), and the work
     * given `deadlineMs`: past it the answer is SERVER_BUSY and the vendor retries (the work goes on
     * and the retry gets its stored answer).
     */
    async handle(
      vendorCode: string,
      action: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<WalletReply> {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const signed = verifyWalletSignature({
        secret: /^[A-Za-z0-9_-]{1,40}$/.test(vendorCode) ? deps.vendorSecret(vendorCode) : null,
        timestamp: header(VENDOR_TIMESTAMP_HEADER),
        signature: header(VENDOR_SIGNATURE_HEADER),
        rawBody,
        now: clock.now(),
      });
      if (!signed) return { httpStatus: 401, body: answerText(bare('INVALID_SIGNATURE')) };
      if (!(WALLET_ACTIONS as readonly string[]).includes(action))
        return { httpStatus: 404, body: answerText(bare('INVALID_REQUEST')) };
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { httpStatus: 400, body: answerText(bare('INVALID_REQUEST')) };
      }
      const schema = {
        balance: walletBalanceRequestSchema,
        debit: walletDebitRequestSchema,
        credit: walletCreditRequestSchema,
        rollback: walletRollbackRequestSchema,
      }[action as WalletAction];
      if (!schema.safeParse(body).success)
        return { httpStatus: 400, body: answerText(bare('INVALID_REQUEST')) };

      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<WalletAnswer>((resolve) => {
        timer = setTimeout(() => resolve(bare('SERVER_BUSY')), deadlineMs);
      });
      const work = perform(vendorCode, action as WalletAction, body).catch((error: unknown) => {
        deps.logger?.warn({ err: error, vendorCode, action }, 'vendor wallet call failed');
        return bare('SERVER_BUSY');
      });
      try {
        const answer = await Promise.race([work, deadline]);
        return { httpStatus: 200, body: answerText(answer) };
      } finally {
        clearTimeout(timer);
      }
    },

    /**
     * Opens a game session for a launch: the member's player id in the currency (created on first
     * use, never the member id) and a fresh session id; the member's other open sessions end.
     */
    async openSession(input: {
      merchantId: number;
      memberId: number;
      currency: string;
      vendorCode: string;
      gameCode: string;
      gameNodeId: number | null;
      category: GameCategory;
    }): Promise<{ sessionId: string; playerId: string }> {
      const now = clock.now();
      const playerId = await store.ensurePlayer(db, {
        merchantId: input.merchantId,
        memberId: input.memberId,
        currency: input.currency,
        candidate: `p${randomBytes(15).toString('base64url')}`,
        now,
      });
      const sessionId = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await store.closeSessions(tx, input.memberId, now);
        await store.insertSession(tx, {
          id: sessionId,
          merchantId: input.merchantId,
          memberId: input.memberId,
          playerId,
          vendorCode: input.vendorCode,
          gameCode: input.gameCode,
          gameId: input.gameNodeId,
          category: input.category,
          currency: input.currency,
          now,
        });
      });
      return { sessionId, playerId };
    },

    /** Ends the member's open game sessions (logout, password change): their bets are refused. */
    async closeSessionsOf(memberId: number): Promise<void> {
      await store.closeSessions(db, memberId, clock.now());
    },

    /** The member's latest round still open (a bet without its final credit or rollback). */
    async unfinishedRound(
      memberId: number,
    ): Promise<{ vendorCode: string; gameCode: string; roundId: string } | null> {
      const [row] = await store.rowsOf<{ vendor_code: string; game_code: string; round_id: string }>(
        db,
        sql`select vendor_code, game_code, round_id from game_rounds
          where member_id = ${memberId} and status = 'open' order by opened_at desc limit 1`,
      );
      return row ? { vendorCode: row.vendor_code, gameCode: row.game_code, roundId: row.round_id } : null;
    },

    /** Settled rounds of the last 7 days with the largest wins, for the winner board. */
    async bigWins(
      merchantId: number,
      category: GameCategory | 'ALL',
      limit: number,
    ): Promise<
      {
        memberId: number;
        vendorCode: string;
        gameCode: string;
        category: GameCategory;
        winMinor: bigint;
        currency: string;
        at: Date;
      }[]
    > {
      const since = new Date(clock.now().getTime() - 7 * 86_400_000);
      const rows = await store.rowsOf<Record<string, unknown>>(
        db,
        sql`select member_id, vendor_code, game_code, category, win_minor, currency, settled_at from game_rounds
          where merchant_id = ${merchantId} and status = 'settled' and win_minor > 0 and settled_at >= ${since}
            ${category === 'ALL' ? sql`` : sql`and category = ${category}`}
          order by win_minor desc, settled_at desc limit ${Math.max(1, Math.min(limit, 200))}`,
      );
      return rows.map((row) => ({
        memberId: store.num(row.member_id),
        vendorCode: String(row.vendor_code),
        gameCode: String(row.game_code),
        category: String(row.category) as GameCategory,
        winMinor: store.big(row.win_minor),
        currency: String(row.currency),
        at: store.dateOf(row.settled_at),
      }));
    },
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
