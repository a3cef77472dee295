import { formatMinorUnits, type WalletAnswer, type WalletRollbackRequest } from '@wps/contracts';
import type { PostResult } from '../../ledger/service.js';
import { betKey, fingerprintOf, sealedBet, settleBet } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { answerWithBalance, balanceMinor, playerOf, type Player } from '../players.js';
import { isPending, replayOf, rollbackTargetRefusal, verdictRefusal } from '../rules.js';
import * as store from '../store.js';

/** A rollback refused because the round was paid: kept (no money moved) so a retry replays it. */
async function refusedRollback(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletRollbackRequest,
  player: Player,
  fingerprint: string,
  now: Date,
): Promise<WalletAnswer> {
  const answer = await answerWithBalance(deps, 'BET_ALREADY_SETTLED', player);
  const inserted = await store.claimWalletRow(deps.db, {
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
    const stored = await store.walletRow(deps.db, player.merchantId, vendorCode, request.transactionId);
    return replayOf(stored!, fingerprint);
  }
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
export async function rollbackBet(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletRollbackRequest,
): Promise<WalletAnswer> {
  const { db, ledger } = deps;
  const player = await playerOf(deps, request.playerId, request.currency);
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
    return answerWithBalance(deps, 'INVALID_REQUEST', player);

  const now = deps.clock.now();
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
    const notFound = rollbackTargetRefusal(bet, player.memberId);
    if (notFound !== null) return answerWithBalance(deps, notFound, player);
    if (bet.kind === 'debit' && isPending(bet)) bet = await sealedBet(deps, bet, player);
    if (bet.kind === 'debit' && bet.ledgerTransactionId !== null) {
      // A bet whose round was already paid keeps its stake: refunding it too would pay twice.
      const verdict = await settleBet(deps, vendorCode, bet, player, request, 'void');
      if (verdictRefusal('rollback', verdict) !== null)
        return refusedRollback(deps, vendorCode, request, player, fingerprint, now);
      reversed = await ledger.reverse(bet.ledgerTransactionId, betKey(vendorCode, request.transactionId), {
        merchantId,
        type: 'rollback',
      });
      stake = bet.amountMinor;
    }
  }
  // Read after the reversal (its entries are in the original's order, the member's among them).
  const balanceAfter = await balanceMinor(deps, player);
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
