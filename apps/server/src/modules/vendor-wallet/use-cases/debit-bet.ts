import type { WalletAnswer, WalletDebitRequest } from '@wps/contracts';
import { completeDebit, fingerprintOf, sealedBet } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { answerWithBalance, minorOf, playerOf } from '../players.js';
import { bare, debitRefusal, isLiveSession, isPending, replayOf, sessionNeedsTouch } from '../rules.js';
import * as store from '../store.js';

/**
 * A bet: claims its transaction id first (a row with a `pending` answer), then posts and seals it
 * (bets.ts completeDebit). A repeat gets the stored answer; an id a rollback took first
 * (a tombstone) is BET_ROLLED_BACK and never posts.
 */
export async function debitBet(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletDebitRequest,
): Promise<WalletAnswer> {
  const { db } = deps;
  const player = await playerOf(deps, request.playerId, request.currency);
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
  const now = deps.clock.now();
  const session = await store.sessionById(db, request.sessionId);
  const live = isLiveSession(session, player.playerId, vendorCode, now);
  let existing: store.WalletRow | null = null;
  if (!live) {
    existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
    if (!existing) return answerWithBalance(deps, 'INVALID_REQUEST', player);
  } else {
    if (sessionNeedsTouch(session.lastSeenAt, now)) await store.touchSession(db, request.sessionId, now);
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
      return (await completeDebit(deps, { ...claim, id: claimed }, player)).answer as WalletAnswer;
    existing = await store.walletRow(db, merchantId, vendorCode, request.transactionId);
    if (!existing) throw new Error('vendor-wallet: transaction id taken, but no row holds it');
  }
  const refusal = debitRefusal(existing, fingerprint);
  if (refusal === 'BET_ROLLED_BACK') return answerWithBalance(deps, refusal, player);
  if (refusal !== null) return bare(refusal);
  if (isPending(existing)) existing = await sealedBet(deps, existing, player);
  return replayOf(existing, fingerprint);
}
