import { createHash } from 'node:crypto';
import { formatMinorUnits, type WalletAnswer } from '@wps/contracts';
import { AppError } from '../../platform/errors.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { PostResult } from '../ledger/service.js';
import type { WalletDeps } from './deps.js';
import { okAnswer, type Player } from './players.js';
import { insufficientBalanceOf, isPending, memberBalanceAfter } from './rules.js';
import * as store from './store.js';

/** How long a duplicate waits for an in-flight twin to seal its claim before completing it itself. */
const PENDING_WAIT_MS = 600;

/** What a transaction id's content is: a retry with other content is a conflict. */
export function fingerprintOf(kind: string, fields: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest('hex');
}

/** The ledger key of a wallet call's posting: the ledger takes it at most once. */
export const betKey = (vendorCode: string, transactionId: string) => `vendor:${vendorCode}:${transactionId}`;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits (a little) for a twin in flight to seal a pending claim; the row as last read. */
export async function waitSealed(deps: WalletDeps, row: store.WalletRow): Promise<store.WalletRow> {
  const until = Date.now() + PENDING_WAIT_MS;
  let current = row;
  while (isPending(current) && Date.now() < until) {
    await sleep(15);
    current = (await store.walletRow(deps.db, row.merchantId, row.vendorCode, row.transactionId)) ?? current;
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
export async function completeDebit(
  deps: WalletDeps,
  claim: store.WalletRow,
  player: Player,
): Promise<store.WalletRow> {
  const { db, ledger } = deps;
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
    const balance = insufficientBalanceOf(error);
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

/** A pending debit claim sealed: by its twin within the wait, else carried out here. */
export async function sealedBet(
  deps: WalletDeps,
  bet: store.WalletRow,
  player: Player,
): Promise<store.WalletRow> {
  let sealed = await waitSealed(deps, bet);
  if (isPending(sealed)) sealed = await completeDebit(deps, sealed, player);
  return sealed;
}

/** The paid-or-void verdict of a bet's round, decided once by whichever asks first. */
export function settleBet(
  deps: WalletDeps,
  vendorCode: string,
  bet: { transactionId: string },
  player: Player,
  request: { roundId: string; gameId: string },
  verdict: 'paid' | 'void',
) {
  return store.claimSettlement(
    deps.db,
    {
      merchantId: player.merchantId,
      vendorCode,
      betTransactionId: bet.transactionId,
      memberId: player.memberId,
      roundId: request.roundId,
      gameCode: request.gameId,
      createdAt: deps.clock.now(),
    },
    verdict,
  );
}
