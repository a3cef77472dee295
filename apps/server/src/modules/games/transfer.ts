import { z } from 'zod';
import { VendorCallError, vendorRequest, type VendorClientOptions } from './vendor-client.js';
import type { VendorEndpoint } from './vendor-directory.js';
import { AppError } from '../../platform/errors.js';
import { nothingToMove } from './rules.js';

/**
 * Transfer-mode vendors (docs/product.md §Games): the member's money moves from the main wallet to the
 * vendor's sub-wallet (the money core's wallet transfer) and then to the vendor, before launch.
 * None of the in-house vendors is one; this is the adapter a transfer vendor plugs into. The
 * vendor's side, signed like every vendor call:
 *
 *   POST {vendor}/api/transfer/deposit  { playerId, currency, amount, reference } → { status }
 *   GET  {vendor}/api/transfer/status?reference=…                                 → { status }
 *
 * The deposit is idempotent on `reference` at the vendor. When the deposit's answer is lost
 * (timeout), its status is asked for by reference: OK keeps the money there; FAILED or
 * NOT_FOUND moves it back to the main wallet; no answer leaves it in the vendor sub-wallet, where
 * the member sees it and can move it back (the wallet page), and the launch is refused.
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

export interface TransferInput {
  endpoint: VendorEndpoint;
  playerId: string;
  currency: string;
  /** Unique per launch: the ledger's idempotency key and the vendor's deposit reference. */
  reference: string;
  moves: TransferMoves;
  /** Wait before asking the status of a deposit whose answer was lost. */
  statusDelayMs?: number;
  client?: VendorClientOptions;
}

export type TransferOutcome =
  { status: 'NOTHING' } | { status: 'OK'; amount: string } | { status: 'RETURNED'; amount: string };

export async function fundTransferVendor(input: TransferInput): Promise<TransferOutcome> {
  const { endpoint, moves, reference } = input;
  const amount = await moves.mainBalance();
  if (nothingToMove(amount)) return { status: 'NOTHING' };
  await moves.toVendor(amount, reference);
  const body = { playerId: input.playerId, currency: input.currency, amount, reference };
  let status: 'OK' | 'FAILED' | 'NOT_FOUND';
  try {
    status = (
      await vendorRequest(endpoint, 'POST', '/api/transfer/deposit', body, depositAnswerSchema, input.client)
    ).status;
  } catch (error) {
    if (!(error instanceof VendorCallError)) throw error;
    // The answer was lost: the vendor may or may not have taken the money. Ask by reference.
    await new Promise((resolve) => setTimeout(resolve, input.statusDelayMs ?? 1_000));
    status = (
      await vendorRequest(
        endpoint,
        'GET',
        `/api/transfer/status?reference=${encodeURIComponent(reference)}`,
        undefined,
        statusAnswerSchema,
        input.client,
      )
    ).status;
  }
  if (status === 'OK') return { status: 'OK', amount };
  await moves.backToMain(amount, `${reference}-back`);
  return { status: 'RETURNED', amount };
}

/** Launch refuses when the money could not be placed at the vendor. */
export function transferRefused(): AppError {
  return new AppError('system.busy', null, 'The game wallet transfer did not go through, please retry');
}
