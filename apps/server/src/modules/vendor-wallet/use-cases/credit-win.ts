import type { WalletAnswer, WalletCreditRequest } from '@wps/contracts';
import { ledgerAccount } from '../../ledger/accounts.js';
import { answered, betKey, fingerprintOf } from '../bets.js';
import type { WalletDeps } from '../deps.js';
import { minorOf, playerOf } from '../players.js';
import * as store from '../store.js';

/**
 * A win (or a zero credit) paying an accepted bet of the round, in one database statement
 * (vendor_wallet_credit); `roundFinished` settles the round. It claims the bet's verdict `paid`
 * first, so a rollback of that bet is refused from then on; a rollback that decided first wins and
 * this credit finds no bet.
 */
export async function creditWin(
  deps: WalletDeps,
  vendorCode: string,
  request: WalletCreditRequest,
): Promise<WalletAnswer> {
  const { ledger } = deps;
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
  const member = ledgerAccount.main(player.memberId);
  const [posting, memberAccountId] = await Promise.all([
    amount > 0n
      ? ledger.prepareMove({
          merchantId: player.merchantId,
          currency: player.currency,
          type: 'win',
          idempotencyKey: betKey(vendorCode, request.transactionId),
          from: ledgerAccount.vendor(vendorCode),
          to: member,
          amount,
          meta: { roundId: request.roundId, gameId: request.gameId, bet: request.betTransactionId },
        })
      : null,
    ledger.memberAccountId(player.merchantId, player.currency, member),
  ]);
  return answered(deps, vendorCode, player, { type: 'win' }, () =>
    store.credit(deps.db, {
      merchantId: player.merchantId,
      vendorCode,
      transactionId: request.transactionId,
      memberId: player.memberId,
      currency: player.currency,
      decimals: player.decimals,
      roundId: request.roundId,
      gameCode: request.gameId,
      amount,
      betTransactionId: request.betTransactionId,
      roundFinished: request.roundFinished,
      outcome: request.outcome,
      fingerprint,
      now: deps.clock.now(),
      memberAccountId,
      posting,
      lockTimeoutMs: ledger.lockTimeoutMs,
    }),
  );
}
