import { walletDepsOf, type VendorWalletDeps } from './deps.js';
import { closeSessions } from './use-cases/close-sessions.js';
import { findPlayerId } from './use-cases/find-player-id.js';
import { findUnfinishedRound } from './use-cases/find-unfinished-round.js';
import { handleWalletCall } from './use-cases/handle-wallet-call.js';
import { listBetRecords } from './use-cases/list-bet-records.js';
import { listBigWins } from './use-cases/list-big-wins.js';
import { listMemberRounds } from './use-cases/list-member-rounds.js';
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
 * (docs/product.md §Seamless wallet; docs/decisions.md "Seamless wallet calls are one SQL function").
 *
 * - Each debit, credit and rollback is one statement of a SQL function (migration 0023, called from
 *   store/calls.ts), so one database transaction: a call that fails or is cut off leaves nothing,
 *   and the vendor's retry starts afresh. Node checks the signature and body and prepares the
 *   posting (ledger.prepareMove); the function decides, posts through ledger_post, records, answers.
 * - The (merchant, vendor, transaction id) unique key of vendor_wallet_transactions decides the fate
 *   of every id. A bet writes its row with its answer after posting; a rollback of an unknown bet
 *   takes the bet's id first as a tombstone. Whoever takes the key first wins: "tombstone, then
 *   refused bet" (a bet that posted and then met the tombstone is undone whole, VW002, and asks
 *   again) or "bet, then rollback" (the rollback sees the bet's row and reverses its posting).
 * - Every ledger posting is keyed `vendor:<code>:<transaction id>`: the ledger takes a key at most
 *   once, so a twin in flight waits on the key and is answered from the row its twin stored.
 * - Reversing is idempotent per original in the ledger, so two rollbacks of one bet under other
 *   ids, or a retried rollback, return the stake once.
 * - A credit and a rollback of one bet decide paid-or-void once, through one more unique key.
 * - The row of a bet and its addition to the round are one statement; other round changes are
 *   recomputed from the wallet rows, so retries never count twice.
 * - Answers are stored and replayed with fixed keys in a fixed order: replays are byte-identical.
 * - Claims left pending by the earlier multi-statement code are carried out under their row's lock.
 */

export function createVendorWalletService(serviceDeps: VendorWalletDeps) {
  const deps = walletDepsOf(serviceDeps);
  return bindUseCases(deps, {
    // The members' and operators' round records.
    betRecords: listBetRecords,
    memberRounds: listMemberRounds,
    pnl: summarizePnl,
    recall: recallRound,
    reconciliation: reconcileVendor,

    // The signed wallet calls vendors make, and the launch's sessions.
    handle: handleWalletCall,
    openSession,
    closeSessionsOf: closeSessions,
    unfinishedRound: findUnfinishedRound,
    playerIdOf: findPlayerId,
    bigWins: listBigWins,
  });
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
