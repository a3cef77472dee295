import { createHash } from 'node:crypto';
import type { WalletAnswer } from '@wps/contracts';
import { ledgerAccount } from '../ledger/accounts.js';
import type { PreparedPosting } from '../ledger/service.js';
import type { WalletDeps } from './deps.js';
import type { Player } from './players.js';
import * as store from './store.js';

/** What a transaction id's content is: a retry with other content is a conflict. */
export function fingerprintOf(kind: string, fields: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...fields]))
    .digest('hex');
}

/** The ledger key of a wallet call's posting: the ledger takes it at most once. */
export const betKey = (vendorCode: string, transactionId: string) => `vendor:${vendorCode}:${transactionId}`;

/** A bet's posting, prepared by the ledger for the wallet function to post: main wallet → vendor. */
export function betPosting(
  deps: WalletDeps,
  vendorCode: string,
  bet: {
    merchantId: number;
    memberId: number;
    currency: string;
    transactionId: string;
    amount: bigint;
    roundId: string;
    gameCode: string;
  },
): Promise<PreparedPosting> {
  return deps.ledger.prepareMove({
    merchantId: bet.merchantId,
    currency: bet.currency,
    type: 'bet',
    idempotencyKey: betKey(vendorCode, bet.transactionId),
    from: ledgerAccount.main(bet.memberId),
    to: ledgerAccount.vendor(vendorCode),
    amount: bet.amount,
    meta: { roundId: bet.roundId, gameId: bet.gameCode },
  });
}

/**
 * Runs a wallet call's statement and answers it. A credit or rollback that meets its bet still
 * pending (claimed by the earlier multi-statement code, whose process stopped before sealing it)
 * has the claim carried out first (vendor_wallet_complete_debit, under the claim's row lock, posting
 * under the bet's own ledger key, so at most once), then runs again. The ledger's listeners hear of
 * what posted.
 */
export async function answered(
  deps: WalletDeps,
  vendorCode: string,
  player: Player,
  posting: { type: string } | null,
  call: () => Promise<store.CallOutcome>,
): Promise<WalletAnswer> {
  for (let round = 0; ; round++) {
    const outcome = await call();
    if (outcome.pendingBet === undefined) {
      if (outcome.posted && posting)
        deps.ledger.announce({
          merchantId: player.merchantId,
          type: posting.type,
          memberIds: [player.memberId],
        });
      return outcome.answer as WalletAnswer;
    }
    if (round >= 2) throw new Error('vendor-wallet: a pending bet stayed pending');
    const bet = outcome.pendingBet;
    const completed = await store.completeDebit(
      deps.db,
      {
        merchantId: player.merchantId,
        vendorCode,
        transactionId: bet.transactionId,
        decimals: player.decimals,
      },
      await betPosting(deps, vendorCode, { ...bet, merchantId: player.merchantId }),
    );
    if (completed.pendingBet === undefined && completed.posted)
      deps.ledger.announce({ merchantId: player.merchantId, type: 'bet', memberIds: [bet.memberId] });
  }
}
