import type { Database } from '../../platform/db/index.js';
import { identityOf, isPlayMoney, shardFor, type AccountIdentity, type AccountRef } from './accounts.js';
import { canonicalJson, fingerprintOf, type MetaValue } from './fingerprint.js';
import {
  DEFAULT_MAX_AMOUNT,
  TRANSACTION_TYPES,
  detailOf,
  sqlStateOf,
  type PostingAnswer,
  type PostingRequest,
  type HistoryQuery,
  type PostResult,
  type PreparedPosting,
  type ResolvedPosting,
  type TransactionType,
} from './postings.js';
import { figuresByDay, type DayWindow } from './figures.js';
import { memberEntries, type MemberEntriesQuery } from './member-entries.js';
import { reconcileLedger } from './reconcile.js';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';

export {
  DEFAULT_MAX_AMOUNT,
  TRANSACTION_TYPES,
  type LedgerLeg,
  type PostingAnswer,
  type PostingRequest,
  type PostResult,
  type PreparedPosting,
  type TransactionType,
} from './postings.js';
export type { HistoryQuery } from './postings.js';

const MAX_ATTEMPTS = 3;
const KEY = /^[\x21-\x7e]{1,200}$/;
const CURRENCY = /^[A-Z0-9]{2,10}$/;

export interface LedgerServiceDeps {
  db: Database;
  /** Largest amount of one leg (default 10^15 minor units). */
  maxAmount?: bigint;
  /**
   * Longest wait for a lock (a balance row held elsewhere, an uncommitted twin of the same key)
   * before the posting fails with system.busy (default 1 s). A posting is one short statement that
   * waits on nothing else.
   */
  lockTimeoutMs?: number;
  /**
   * Told after a posting commits (not on a replay): the members whose accounts it moved, so their
   * open pages hear of it (the live channel).
   */
  posted?: (posting: { merchantId: number; type: string; memberIds: number[] }) => void;
}

const ACCOUNT_CACHE_LIMIT = 100_000;

/** The distinct members among account owners. */
function membersOf(owners: readonly (number | null)[]): number[] {
  return [...new Set(owners.filter((owner): owner is number => owner !== null))];
}

function amountError(code: string, message: string): AppError {
  return validationError({ amount: { code, message } });
}

export function createLedgerService(deps: LedgerServiceDeps) {
  const { db } = deps;
  const maxAmount = deps.maxAmount ?? DEFAULT_MAX_AMOUNT;
  const lockTimeoutMs = deps.lockTimeoutMs ?? 1_000;
  // Account rows are never deleted, so an id once known stays right for the life of the process.
  const accountIds = new Map<string, Promise<number>>();
  const knownIds = new Map<string, number>();

  function checkAmount(amount: bigint) {
    if (typeof amount !== 'bigint') throw new TypeError('ledger: amounts are bigint minor units');
    if (amount === 0n) throw amountError('field.too_small', 'An amount must not be zero');
    if (amount > maxAmount || amount < -maxAmount)
      throw amountError('field.too_big', `An amount must not exceed ${maxAmount} minor units`);
  }

  function checkHeader(merchantId: number, currency: string, idempotencyKey: string) {
    if (!Number.isSafeInteger(merchantId) || merchantId <= 0) throw new Error('ledger: bad merchant id');
    if (!CURRENCY.test(currency))
      throw validationError({ currency: { code: 'field.invalid_format', message: 'Unknown currency' } });
    if (typeof idempotencyKey !== 'string' || !KEY.test(idempotencyKey))
      throw validationError({
        idempotencyKey: {
          code: 'field.invalid_format',
          message: 'A request id is 1 to 200 printable ASCII characters',
        },
      });
  }

  /** The account's id: at once when known, else looked up (and created) once for all who ask. */
  function accountIdOf(key: store.AccountKey): number | Promise<number> {
    const cacheKey = `${key.merchantId}|${key.currency}|${key.kind}|${key.ownerMemberId ?? ''}|${key.wallet}|${key.shard}`;
    const known = knownIds.get(cacheKey);
    if (known !== undefined) return known;
    let id = accountIds.get(cacheKey);
    if (id === undefined) {
      if (accountIds.size >= ACCOUNT_CACHE_LIMIT) {
        accountIds.clear();
        knownIds.clear();
      }
      // Outside the posting's transaction: an empty account is harmless if the posting then fails.
      // Concurrent postings to a new account share one lookup.
      id = store.ensureAccount(db, key);
      accountIds.set(cacheKey, id);
      id.then(
        (found) => knownIds.set(cacheKey, found),
        () => accountIds.delete(cacheKey),
      );
    }
    return id;
  }

  /** Validates a request and turns its account references into rows. */
  async function resolve(request: PostingRequest): Promise<ResolvedPosting> {
    const { merchantId, currency, type, idempotencyKey, legs } = request;
    checkHeader(merchantId, currency, idempotencyKey);
    if (!(TRANSACTION_TYPES as readonly string[]).includes(type))
      throw new Error(`ledger: unknown transaction type ${JSON.stringify(type)}`);
    if (!Array.isArray(legs) || legs.length < 2) throw new Error('ledger: a posting has at least two legs');
    let sum = 0n;
    const identities: AccountIdentity[] = [];
    for (const leg of legs) {
      checkAmount(leg.amount);
      sum += leg.amount;
      identities.push(identityOf(leg.account));
    }
    if (sum !== 0n) throw new Error(`ledger: legs sum to ${sum}, not zero`);
    const play = identities.map(isPlayMoney);
    if (play.some(Boolean) && !play.every(Boolean))
      throw new Error('ledger: play money and real money never meet in one posting');

    // House-side legs share the posting's shard, so one identity per leg is one row per leg.
    if (new Set(identities.map((id) => `${id.kind}|${id.ownerMemberId}|${id.wallet}`)).size !== legs.length)
      throw new Error('ledger: an account appears in two legs of one posting');
    const shard = shardFor(idempotencyKey);
    const meta = canonicalJson(request.meta ?? {});
    const fingerprint = fingerprintOf({
      merchantId,
      currency,
      type,
      legs: identities.map((identity, index) => ({
        kind: identity.kind,
        owner: identity.ownerMemberId,
        wallet: identity.wallet,
        amount: legs[index]!.amount,
      })),
      meta: request.meta ?? {},
    });
    const ids = identities.map((identity) =>
      accountIdOf({
        merchantId,
        currency,
        kind: identity.kind,
        ownerMemberId: identity.ownerMemberId,
        wallet: identity.wallet,
        shard: identity.sharded ? shard : 0,
        allowNegative: identity.allowNegative,
      }),
    );
    const accountIdsOfLegs = ids.every((id) => typeof id === 'number') ? ids : await Promise.all(ids);
    const resolvedLegs = accountIdsOfLegs.map((accountId, index) => ({
      accountId,
      amount: legs[index]!.amount,
    }));
    return {
      merchantId,
      currency,
      type,
      idempotencyKey,
      fingerprint,
      meta,
      reverses: null,
      legs: resolvedLegs,
      memberIds: membersOf(identities.map((identity) => identity.ownerMemberId)),
    };
  }

  /**
   * What a committed transaction with the same key (or reversing the same original) means for this
   * request: its stored answer when it is the same request, else idempotency.conflict.
   */
  function settledBy(
    posting: ResolvedPosting,
    found: { byKey: store.StoredTransaction | null; reversal: unknown },
  ): PostResult | null {
    if (found.byKey) {
      if (found.byKey.fingerprint !== posting.fingerprint) throw new AppError('idempotency.conflict');
      return { answer: found.byKey.answer as PostingAnswer, replayed: true };
    }
    // Reversing is idempotent: an original already reversed answers its reversal, whatever the key.
    if (found.reversal) return { answer: found.reversal as PostingAnswer, replayed: true };
    return null;
  }

  /** Tells the listeners of a posting that committed (not of a replay). */
  function announce(posting: Pick<PreparedPosting, 'merchantId' | 'type' | 'memberIds'>) {
    if (posting.memberIds.length > 0)
      deps.posted?.({ merchantId: posting.merchantId, type: posting.type, memberIds: posting.memberIds });
  }

  /** One statement, so one round trip and one database transaction (see `ledger_post`). */
  async function commit(posting: ResolvedPosting): Promise<PostResult> {
    const outcome = await postWithRetry(posting);
    // The database hands back what it stored (jsonb orders keys its own way), so the first answer
    // and every replay are the same JSON.
    if (outcome.posted !== undefined) {
      announce(posting);
      return { answer: outcome.posted as PostingAnswer, replayed: false };
    }
    const settled = settledBy(posting, outcome);
    if (settled) return settled;
    throw new Error('ledger: idempotency key taken, but no transaction holds it');
  }

  async function postWithRetry(posting: ResolvedPosting): Promise<store.PostOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.postTransaction(db, posting, posting.legs, lockTimeoutMs);
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === store.INSUFFICIENT_BALANCE_STATE)
          throw new AppError('balance.insufficient', { balance: detailOf(error) });
        // Serialization failures and deadlocks are safe to retry: nothing was committed.
        if ((state === '40001' || state === '40P01') && attempt < MAX_ATTEMPTS) continue;
        // A lock held too long or a statement too slow: fail fast and let the caller retry later.
        if (state === '55P03' || state === '57014')
          throw new AppError('system.busy', { retryAfterSeconds: 1 });
        throw error;
      }
    }
  }

  function moveLegs(
    request: Omit<PostingRequest, 'legs'> & { from: AccountRef; to: AccountRef; amount: bigint },
  ) {
    const { from, to, amount, ...rest } = request;
    checkAmount(amount);
    if (amount < 0n) throw amountError('field.too_small', 'An amount must be positive');
    return {
      ...rest,
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    };
  }

  function keyOf(merchantId: number, currency: string, ref: AccountRef) {
    const identity = identityOf(ref);
    return {
      merchantId,
      currency,
      kind: identity.kind,
      ownerMemberId: identity.ownerMemberId,
      wallet: identity.wallet,
    };
  }

  return {
    /**
     * Posts one balanced transaction, exactly once per (merchant, idempotency key): a replay with the
     * same content gets the stored answer, a different request with the same key `idempotency.conflict`.
     * A leg that would take a floored account below zero refuses the whole posting with
     * `balance.insufficient` ({ balance } in minor units, as a decimal string).
     */
    async post(request: PostingRequest): Promise<PostResult> {
      return commit(await resolve(request));
    },

    /** Convenience: moves a positive amount from one account to another. */
    async move(request: Omit<PostingRequest, 'legs'> & { from: AccountRef; to: AccountRef; amount: bigint }) {
      return commit(await resolve(moveLegs(request)));
    },

    /**
     * A move checked and resolved exactly as `move` would post it, not posted: for a module whose
     * own SQL function posts it with `ledger_post` in the same statement as its other writes (the
     * seamless wallet). The function must handle what `move` turns into errors: the key taken
     * (`byKey`, `reversal`) and SQLSTATE LG001 (`balance.insufficient`).
     */
    async prepareMove(
      request: Omit<PostingRequest, 'legs'> & { from: AccountRef; to: AccountRef; amount: bigint },
    ): Promise<PreparedPosting> {
      const { reverses: _reverses, ...posting } = await resolve(moveLegs(request));
      return { ...posting, lockTimeoutMs };
    },

    /**
     * Tells the posting's listeners (the live channel) of a prepared posting another module's SQL
     * function posted (not a replay), as `post` does after its own.
     */
    announce,

    /**
     * The row id of a member's account (created on first use), for SQL of another module that reads
     * its balance in its own statement. House-side kinds have one row per shard, so no single id.
     */
    async memberAccountId(merchantId: number, currency: string, ref: AccountRef): Promise<number> {
      const identity = identityOf(ref);
      if (identity.sharded) throw new Error('ledger: a house-side account has no single row');
      checkHeader(merchantId, currency, 'account');
      return accountIdOf({
        merchantId,
        currency,
        kind: identity.kind,
        ownerMemberId: identity.ownerMemberId,
        wallet: identity.wallet,
        shard: 0,
        allowNegative: identity.allowNegative,
      });
    },

    /** The lock wait postings are given (ms). */
    lockTimeoutMs,

    /**
     * Posts the exact opposite of a transaction (same accounts and shards, negated amounts). Reversing
     * is idempotent: a transaction already reversed answers its reversal, whatever the key. Pass the
     * caller's merchant as `merchantId` so an id from another merchant is not.found.
     */
    async reverse(
      transactionId: number,
      idempotencyKey: string,
      options: { merchantId?: number; type?: TransactionType; meta?: Record<string, MetaValue> } = {},
    ): Promise<PostResult> {
      const original = await store.transactionById(db, transactionId);
      if (!original || (options.merchantId !== undefined && original.merchantId !== options.merchantId))
        throw new AppError('not.found');
      checkHeader(original.merchantId, original.currency, idempotencyKey);
      const type = options.type ?? 'reversal';
      return commit({
        merchantId: original.merchantId,
        currency: original.currency,
        type,
        idempotencyKey,
        fingerprint: fingerprintOf({ reverses: transactionId, type, meta: options.meta ?? {} }),
        meta: canonicalJson(options.meta ?? {}),
        reverses: transactionId,
        legs: original.entries.map((entry) => ({ accountId: entry.accountId, amount: -entry.amount })),
        memberIds: membersOf(original.entries.map((entry) => entry.ownerMemberId)),
      });
    },

    /** Balance of an account; house-side kinds add up their shards. Zero for an account never used. */
    async balance(merchantId: number, currency: string, ref: AccountRef): Promise<bigint> {
      const rows = await store.accountsOf(db, keyOf(merchantId, currency, ref));
      return rows.reduce((sum, row) => sum + row.balance, 0n);
    },

    /** Every account a member owns (wallets and pending withdrawals), main wallet first per currency. */
    async memberAccounts(merchantId: number, memberId: number) {
      return store.memberAccounts(db, merchantId, memberId);
    },

    /**
     * Movements of an account, newest first, optionally of some transaction types and within
     * [from, to). For house-side kinds every shard is included and balanceAfter is the shard's.
     */
    async history(query: HistoryQuery) {
      const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 200);
      const pageNo = Math.max(query.pageNo ?? 1, 1);
      const accounts = await store.accountsOf(db, keyOf(query.merchantId, query.currency, query.account));
      const { rows, total } = await store.historyPage(db, {
        accountIds: accounts.map((account) => account.id),
        types: query.types,
        effectiveTypes: query.effectiveTypes,
        from: query.from,
        to: query.to,
        ...pageWindow({ pageNo, pageSize }),
      });
      return { list: rows, pageNum: pageNo, total, totalPages: pageCount(total, pageSize) };
    },

    /** A member's entries, newest first by entry id, paged by the last one (member-entries.ts). */
    memberEntries: (query: MemberEntriesQuery) => memberEntries(db, query),

    /** A transaction with its entries, or null. */
    transaction(id: number) {
      return store.transactionById(db, id);
    },

    /** A merchant's deposits, payouts, bets and wins per day, for reports (figures.ts). */
    figuresByDay: (merchantId: number, days: readonly DayWindow[]) => figuresByDay(db, merchantId, days),

    /** The reconciliation report over the whole ledger. */
    reconcile() {
      return reconcileLedger(db);
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
