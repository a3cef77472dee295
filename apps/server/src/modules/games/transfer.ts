import { z } from 'zod';
import { VendorCallError, vendorRequest, type VendorClientOptions } from './vendor-client.js';
import type { VendorEndpoint } from './vendor-directory.js';
import { AppError } from '../../platform/errors.js';
import { nothingToMove, transferCheckPlan, type VendorTransferStatus } from './rules.js';

/**
 * Transfer-mode vendors (docs/product.md §Games, "Transfer-mode vendors"): the member's money moves
 * from the main wallet to the vendor's sub-wallet (the money core's wallet transfer) and then to the
 * vendor, before launch. None of the in-house vendors is one; this is the adapter a transfer vendor
 * plugs into. The vendor's side, signed like every vendor call:
 *
 *   POST {vendor}/api/transfer/deposit  { playerId, currency, amount, reference } → { status }
 *   GET  {vendor}/api/transfer/status?reference=…                                 → { status }
 *
 * The deposit is idempotent on `reference` at the vendor. Before any money moves, the transfer is
 * recorded pending and its status check queued as a delayed job, in one transaction (`checks.open`):
 * whatever happens next (a lost answer, a crash between the debit and the deposit), the job asks the
 * vendor by reference and confirms the money there or returns it to the main wallet, once
 * (check-transfer.ts). When the deposit's answer is lost, the launch itself waits `statusDelayMs`
 * and asks once: OK keeps the money there, FAILED or NOT_FOUND moves it back; no answer refuses the
 * launch and leaves the money in the vendor sub-wallet for the job to settle.
 */
const depositAnswerSchema = z.object({ status: z.enum(['OK', 'FAILED']) });
const statusAnswerSchema = z.object({ status: z.enum(['OK', 'FAILED', 'NOT_FOUND']) });

export interface TransferMoves {
  /** The member's main-wallet balance, a decimal string in major units. */
  mainBalance(): Promise<string>;
  /** Main wallet → vendor sub-wallet, once per reference. */
  toVendor(amount: string, reference: string): Promise<void>;
  /** Vendor sub-wallet → main wallet, once per reference. */
  backToMain(amount: string, reference: string): Promise<void>;
}

/** The durable record of a transfer and its delayed status check. */
export interface TransferChecks {
  /** Records the transfer pending and queues its status check, in one transaction; before the money moves. */
  open(amount: string, reference: string): Promise<void>;
  /** Records what the launch found out (nothing when the check settled it first). */
  settle(reference: string, status: 'confirmed' | 'returned'): Promise<void>;
}

export interface TransferInput {
  endpoint: VendorEndpoint;
  playerId: string;
  currency: string;
  /** Unique per launch: the ledger's idempotency key and the vendor's deposit reference. */
  reference: string;
  moves: TransferMoves;
  checks: TransferChecks;
  /** Wait before asking the status of a deposit whose answer was lost (default 1 s). */
  statusDelayMs?: number;
  client?: VendorClientOptions;
}

export type TransferOutcome =
  { status: 'NOTHING' } | { status: 'OK'; amount: string } | { status: 'RETURNED'; amount: string };

/** The key of the move back to the main wallet: one per transfer, whoever makes it. */
export function returnReferenceOf(reference: string): string {
  return `${reference}-back`;
}

/** Asks the vendor what became of the deposit `reference` (VendorCallError when it does not answer). */
export async function askTransferStatus(
  endpoint: VendorEndpoint,
  reference: string,
  client?: VendorClientOptions,
): Promise<VendorTransferStatus> {
  const answer = await vendorRequest(
    endpoint,
    'GET',
    `/api/transfer/status?reference=${encodeURIComponent(reference)}`,
    undefined,
    statusAnswerSchema,
    client,
  );
  return answer.status;
}

export async function fundTransferVendor(input: TransferInput): Promise<TransferOutcome> {
  const { endpoint, moves, checks, reference } = input;
  const amount = await moves.mainBalance();
  if (nothingToMove(amount)) return { status: 'NOTHING' };
  await checks.open(amount, reference);
  await moves.toVendor(amount, reference);
  const body = { playerId: input.playerId, currency: input.currency, amount, reference };
  let status: VendorTransferStatus;
  try {
    status = (
      await vendorRequest(endpoint, 'POST', '/api/transfer/deposit', body, depositAnswerSchema, input.client)
    ).status;
  } catch (error) {
    if (!(error instanceof VendorCallError)) throw error;
    // The answer was lost: the vendor may or may not have taken the money. Ask once by reference;
    // without an answer the queued check settles it.
    await new Promise((resolve) => setTimeout(resolve, input.statusDelayMs ?? 1_000));
    try {
      status = await askTransferStatus(endpoint, reference, input.client);
    } catch (statusError) {
      if (!(statusError instanceof VendorCallError)) throw statusError;
      throw transferPending();
    }
  }
  if (transferCheckPlan(status) === 'confirm') {
    await checks.settle(reference, 'confirmed');
    return { status: 'OK', amount };
  }
  await moves.backToMain(amount, returnReferenceOf(reference));
  await checks.settle(reference, 'returned');
  return { status: 'RETURNED', amount };
}

/** Launch refuses when the money could not be placed at the vendor. */
export function transferRefused(): AppError {
  return new AppError('system.busy', null, 'The game wallet transfer did not go through, please retry');
}

/** Launch refuses while the vendor has not said whether it took the money (the check will tell). */
export function transferPending(): AppError {
  return new AppError(
    'system.busy',
    null,
    'The game wallet transfer is being checked with the vendor; the money is in the game wallet until then',
  );
}
