import { walletDepsOf, type VendorWalletDeps } from './deps.js';
import { closeSessions } from './use-cases/close-sessions.js';
import { findUnfinishedRound } from './use-cases/find-unfinished-round.js';
import { handleWalletCall } from './use-cases/handle-wallet-call.js';
import { listBetRecords } from './use-cases/list-bet-records.js';
import { listBigWins } from './use-cases/list-big-wins.js';
import { openSession } from './use-cases/open-session.js';
import { recallRound } from './use-cases/recall-round.js';
import { reconcileVendor } from './use-cases/reconcile-vendor.js';
import { summarizePnl } from './use-cases/summarize-pnl.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type { VendorWalletDeps } from './deps.js';
export { WALLET_ACTIONS, type WalletAction } from './rules.js';
export type { WalletReply } from './use-cases/handle-wallet-call.js';

/*
 * How the seamless wallet stays exact when calls race, repeat, or the process stops halfway
 * (docs/product.md §Seamless wallet).
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

export function createVendorWalletService(serviceDeps: VendorWalletDeps) {
  const deps = walletDepsOf(serviceDeps);
  return bindUseCases(deps, {
    // The members' and operators' round records.
    betRecords: listBetRecords,
    pnl: summarizePnl,
    recall: recallRound,
    reconciliation: reconcileVendor,

    // The signed wallet calls vendors make, and the launch's sessions.
    handle: handleWalletCall,
    openSession,
    closeSessionsOf: closeSessions,
    unfinishedRound: findUnfinishedRound,
    bigWins: listBigWins,
  });
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
