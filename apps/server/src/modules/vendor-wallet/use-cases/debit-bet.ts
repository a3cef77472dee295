import type { WalletAnswer, WalletDebitRequest } from '@wps/contracts';
import { answered, betPosting, fingerprintOf } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { minorOf, playerOf } from '../players.js';
import { SESSION_TOUCH_MS, SESSION_TTL_MS } from '../rules.js';
import * as store from '../store.js';

/**
 * A bet, in one database statement (vendor_wallet_debit): it needs a live session of this player at
 * this vendor; it claims its transaction id, posts main wallet → vendor under the ledger key of that
 * id, seals the answer and adds the bet to its round, all in one database transaction. A repeat gets
 * the stored answer; an id a rollback took first (a tombstone) is BET_ROLLED_BACK and never posts.
 */
export async function debitBet(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletDebitRequest,
): Promise<WalletAnswer> {
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
  const posting = await betPosting(deps, vendorCode, {
    merchantId: player.merchantId,
    memberId: player.memberId,
    currency: player.currency,
    transactionId: request.transactionId,
    amount,
    roundId: request.roundId,
    gameCode: request.gameId,
  });
  return answered(deps, vendorCode, player, posting, () =>
    store.debit(deps.db, {
      merchantId: player.merchantId,
      vendorCode,
      transactionId: request.transactionId,
      playerId: player.playerId,
      memberId: player.memberId,
      currency: player.currency,
      decimals: player.decimals,
      roundId: request.roundId,
      gameCode: request.gameId,
      amount,
      fingerprint,
      sessionId: request.sessionId,
      now: deps.clock.now(),
      sessionTtlMs: SESSION_TTL_MS,
      sessionTouchMs: SESSION_TOUCH_MS,
      posting,
    }),
  );
}
