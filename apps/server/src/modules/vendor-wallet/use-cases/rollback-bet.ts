import type { WalletAnswer, WalletRollbackRequest } from '@wps/contracts';
import { ledgerAccount } from '../../ledger/accounts.js';
import { answered, betKey, fingerprintOf } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { playerOf } from '../players.js';
import * as store from '../store.js';

/**
 * A rollback, in one database statement (vendor_wallet_rollback). It decides the fate of its bet id
 * through the same unique key the debit claims: either the tombstone takes the id first (the bet,
 * when it comes, finds it and is refused, never posted), or the bet holds it and the rollback
 * reverses the bet's posting, unless the round was paid (BET_ALREADY_SETTLED). Reversing is
 * idempotent per original in the ledger, so a second rollback under another id, or a retry, never
 * returns the stake twice.
 */
export async function rollbackBet(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletRollbackRequest,
): Promise<WalletAnswer> {
  const player = await playerOf(deps, request.playerId, request.currency);
  const fingerprint = fingerprintOf('rollback', [
    request.playerId,
    request.currency,
    request.roundId,
    request.gameId,
    request.referenceTransactionId,
  ]);
  const memberAccountId = await deps.ledger.memberAccountId(
    player.merchantId,
    player.currency,
    ledgerAccount.main(player.memberId),
  );
  return answered(deps, vendorCode, player, { type: 'rollback' }, () =>
    store.rollback(deps.db, {
      merchantId: player.merchantId,
      vendorCode,
      transactionId: request.transactionId,
      memberId: player.memberId,
      currency: player.currency,
      decimals: player.decimals,
      roundId: request.roundId,
      gameCode: request.gameId,
      referenceTransactionId: request.referenceTransactionId,
      fingerprint,
      tombstoneFingerprint: fingerprintOf('tombstone', [request.playerId, request.roundId]),
      now: deps.clock.now(),
      memberAccountId,
      ledgerKey: betKey(vendorCode, request.transactionId),
      lockTimeoutMs: deps.ledger.lockTimeoutMs,
    }),
  );
}
