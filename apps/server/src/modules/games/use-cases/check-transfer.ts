import type { GameDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import { transferCheckPlan } from '../rules.js';
import * as store from '../store.js';
import { askTransferStatus, returnReferenceOf } from '../transfer.js';

const isRefusal = (error: unknown, code: string) => error instanceof AppError && error.code === code;

/**
 * The delayed status check of a transfer-mode launch (the `games.check-transfer` job; transfer.ts):
 * unless the launch settled it, asks the vendor what became of the deposit by its reference. OK: the
 * money stays with the vendor. FAILED or NOT_FOUND: the money goes back to the main wallet, once (the
 * move is keyed on the reference); its debit is made sure of first (a replay when the launch made it,
 * as it did unless it stopped in between), so only money that was taken goes back. No answer throws,
 * and the job retries with backoff; the money stays visible in the vendor sub-wallet meanwhile.
 * Answers the transfer's status (null: no such transfer, its launch never recorded it).
 */
export async function checkTransfer(deps: GameDeps, reference: string): Promise<store.TransferStatus | null> {
  const transfer = await store.findTransfer(deps.db, reference);
  if (!transfer) return null;
  if (transfer.status !== 'pending') return transfer.status as store.TransferStatus;
  const endpoint = await deps.directory.resolve(transfer.vendorCode);
  if (!endpoint?.baseUrl)
    throw new AppError('system.busy', null, `Vendor ${transfer.vendorCode} is not reachable`);
  const vendorSays = await askTransferStatus(endpoint, reference, deps.clientOptions);
  const settle = async (status: Exclude<store.TransferStatus, 'pending'>) => {
    await store.resolveTransfer(deps.db, reference, status, deps.clock.now());
    return status;
  };
  if (transferCheckPlan(vendorSays) === 'confirm') return settle('confirmed');

  const site = await deps.siteByCode(transfer.merchantCode);
  const moves = deps.launch.transferMoves(site, transfer.memberId, transfer.vendorCode);
  try {
    await moves.toVendor(transfer.amount, reference);
  } catch (error) {
    // The launch stopped before the money moved, and the member no longer has it to move: nothing
    // was taken, nothing goes back.
    if (isRefusal(error, 'balance.insufficient')) return settle('not_taken');
    throw error;
  }
  try {
    await moves.backToMain(transfer.amount, returnReferenceOf(reference));
  } catch (error) {
    // The member moved the money out of the game wallet already: it is theirs either way.
    if (isRefusal(error, 'balance.insufficient')) return settle('moved_by_member');
    throw error;
  }
  return settle('returned');
}
