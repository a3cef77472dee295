import { z } from 'zod';

/**
 * The seamless wallet protocol (docs/product.md §Seamless wallet): a vendor calls our wallet over HTTP.
 *
 *   POST /vendor-wallet/:vendorCode/{balance|debit|credit|rollback}
 *   X-Wallet-Timestamp: <epoch milliseconds>
 *   X-Wallet-Signature: hex(HMAC-SHA256(vendor secret, `${timestamp}.${raw body}`))
 *
 * The signature is verified in constant time, and the timestamp must be within
 * VENDOR_SIGNATURE_WINDOW_MS of our clock, before any database work. Every answer is HTTP 200 with a
 * status (401 for signature failures, 400 for malformed bodies), within the server's 2 s deadline.
 * Replays of a transaction id get the original answer; the same id with other content
 * DUPLICATE_CONFLICT. Amounts are decimal strings in major units.
 */
export const VENDOR_SIGNATURE_HEADER = 'x-wallet-signature';
export const VENDOR_TIMESTAMP_HEADER = 'x-wallet-timestamp';
export const VENDOR_SIGNATURE_WINDOW_MS = 30_000;
/** The server answers every wallet call within this (vendors time out at 3 s). */
export const VENDOR_WALLET_DEADLINE_MS = 2_000;

export const WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_CONFLICT',
  'BET_NOT_FOUND',
  'BET_ROLLED_BACK',
  /** A rollback of a bet whose round was already paid (a credit came first): refused, final. */
  'BET_ALREADY_SETTLED',
  'PLAYER_NOT_FOUND',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'SERVER_BUSY',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const amount = z.string().regex(/^\d{1,13}(\.\d{1,4})?$/);
const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);

/** Who plays: the player id our launch gave the vendor (not the member's id). */
const player = {
  playerId: id,
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
};

export const walletBalanceRequestSchema = z.object({ ...player });
export const walletDebitRequestSchema = z.object({
  ...player,
  transactionId: id,
  roundId: id,
  gameId: id,
  amount,
  /** The launch session the bet belongs to; bets need a live session, wins and rollbacks do not. */
  sessionId: id,
});
export const walletCreditRequestSchema = z.object({
  ...player,
  transactionId: id,
  roundId: id,
  gameId: id,
  /** 0 for a losing round's closing credit. */
  amount,
  /** The bet this pays; a credit for a round with no accepted bet is BET_NOT_FOUND. */
  betTransactionId: id,
  /** True when the round is over (no more bets or wins). */
  roundFinished: z.boolean(),
  /** The vendor's account of the round (reel stops, lines …), kept for the game recall. */
  outcome: z.record(z.string(), z.unknown()).optional(),
});
export const walletRollbackRequestSchema = z.object({
  ...player,
  transactionId: id,
  roundId: id,
  gameId: id,
  /** The bet to cancel; if it has not arrived yet a tombstone refuses it when it does. */
  referenceTransactionId: id,
});
export type WalletDebitRequest = z.infer<typeof walletDebitRequestSchema>;
export type WalletCreditRequest = z.infer<typeof walletCreditRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

export const walletAnswerSchema = z.object({
  status: z.enum(WALLET_STATUSES),
  /** The player's balance after the call (or now, for refusals), when the player is known. */
  balance: amount.nullable(),
  currency: z.string().nullable(),
  /** Our ledger transaction id for an accepted movement. */
  walletTransactionId: z.string().nullable(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/** Vendor → operator-facing launch handshake is internal to each adapter; this is what we pass. */
export interface VendorLaunchRequest {
  playerId: string;
  sessionId: string;
  gameId: string;
  currency: string;
  language: string;
  /** Real money, or the vendor's own play money (trial). */
  mode: 'real' | 'trial';
  /** Where "back" and "deposit" links of the game page lead. */
  lobbyUrl: string;
}
