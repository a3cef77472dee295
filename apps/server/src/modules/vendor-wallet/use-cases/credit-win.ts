import type { WalletAnswer, WalletCreditRequest } from '@wps/contracts';
import { formatMinorUnits } from '@wps/contracts';
import { AppError } from '../../../platform/errors.js';
import { ledgerAccount } from '../../ledger/accounts.js';
import type { PostResult } from '../../ledger/service.js';
import { betKey, fingerprintOf, sealedBet, settleBet } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { answerWithBalance, balanceMinor, minorOf, okAnswer, playerOf } from '../players.js';
import { bare, isPayableBet, isPending, memberBalanceAfter, replayOf, verdictRefusal } from '../rules.js';
import * as store from '../store.js';

/**
 * A win (or a zero credit) paying an accepted bet of the round; `roundFinished` settles the round.
 * It claims the bet's verdict `paid` first, so a rollback of that bet is refused from then on.
 */
export async function creditWin(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletCreditRequest,
): Promise<WalletAnswer> {
  const { db, ledger } = deps;
  const player = await playerOf(deps, request.playerId, request.currency);
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
  if (bet && bet.kind === 'debit' && isPending(bet)) bet = await sealedBet(deps, bet, player);
  if (
    !isPayableBet(bet, player.memberId, request.roundId) ||
    (await store.rollbackOf(db, merchantId, vendorCode, request.roundId, bet.transactionId))
  )
    return answerWithBalance(deps, 'BET_NOT_FOUND', player);
  // The round is paid from now on: a rollback of this bet is refused (BET_ALREADY_SETTLED). A
  // rollback that decided first wins, and this credit finds no bet to pay.
  const verdict = await settleBet(deps, vendorCode, bet, player, request, 'paid');
  const refusal = verdictRefusal('credit', verdict);
  if (refusal !== null) return answerWithBalance(deps, refusal, player);

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
    balanceAfter = await balanceMinor(deps, player);
    answer = {
      status: 'OK',
      balance: formatMinorUnits(balanceAfter, player.decimals),
      currency: player.currency,
      walletTransactionId: null,
    };
  }
  const now = deps.clock.now();
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
