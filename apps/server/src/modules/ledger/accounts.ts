import { createHash } from 'node:crypto';

/** Accounts a member owns: never sharded, never below zero. */
export const MEMBER_KINDS = ['member', 'pending_withdrawal'] as const;
/**
 * House-side accounts: sharded over SHARD_COUNT rows so concurrent postings do not queue on one row,
 * and allowed to go negative (clearing is negative by what members deposited, house by what they won).
 */
export const SYSTEM_KINDS = [
  'house',
  'clearing',
  'promotions',
  'adjustments',
  'commissions',
  'vendor',
  'play_bank',
] as const;
export const ACCOUNT_KINDS = [...MEMBER_KINDS, ...SYSTEM_KINDS] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * 64, not 16: at 32 bets in flight, 16 rows made about one posting in two wait for another's row
 * lock until its commit (`npm run bench:seamless`, docs/benchmarks.md); the trigger
 * ledger_accounts_identity (migration 0026) holds the same bound.
 */
export const SHARD_COUNT = 64;

/** A member's main wallet; vendor sub-wallets use the vendor code; trial accounts hold play money. */
export const MAIN_WALLET = 'main';
export const PLAY_WALLET = 'play';

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * How callers name an account. The ledger turns it into a row (creating it on first use) and, for
 * house-side kinds, picks the shard itself.
 */
export type AccountRef =
  | { kind: 'member'; memberId: number; wallet: string }
  | { kind: 'pending_withdrawal'; memberId: number }
  | { kind: 'vendor'; vendor: string }
  | { kind: Exclude<(typeof SYSTEM_KINDS)[number], 'vendor'> };

export const ledgerAccount = {
  main: (memberId: number): AccountRef => ({ kind: 'member', memberId, wallet: MAIN_WALLET }),
  play: (memberId: number): AccountRef => ({ kind: 'member', memberId, wallet: PLAY_WALLET }),
  /** A member's sub-wallet at a transfer-mode vendor. */
  vendorWallet: (memberId: number, vendor: string): AccountRef => ({
    kind: 'member',
    memberId,
    wallet: vendor,
  }),
  /** Money of a requested withdrawal, held until the operator pays it out or rejects it. */
  pendingWithdrawal: (memberId: number): AccountRef => ({ kind: 'pending_withdrawal', memberId }),
  house: { kind: 'house' } as AccountRef,
  /** The payment side: deposits come from it, payouts go to it. */
  clearing: { kind: 'clearing' } as AccountRef,
  promotions: { kind: 'promotions' } as AccountRef,
  adjustments: { kind: 'adjustments' } as AccountRef,
  commissions: { kind: 'commissions' } as AccountRef,
  /** A seamless vendor's side of bets and wins. */
  vendor: (vendor: string): AccountRef => ({ kind: 'vendor', vendor }),
  /** Source and sink of play money; only play wallets may post against it. */
  playBank: { kind: 'play_bank' } as AccountRef,
};

/** The columns that identify an account row, shard aside. */
export interface AccountIdentity {
  kind: AccountKind;
  ownerMemberId: number | null;
  wallet: string;
  sharded: boolean;
  allowNegative: boolean;
}

/** Checks a reference and returns the row identity; throws on a reference no caller should build. */
export function identityOf(ref: AccountRef): AccountIdentity {
  switch (ref.kind) {
    case 'member':
      requireMemberId(ref.memberId);
      if (!CODE.test(ref.wallet)) throw new Error(`ledger: bad wallet code ${JSON.stringify(ref.wallet)}`);
      return {
        kind: 'member',
        ownerMemberId: ref.memberId,
        wallet: ref.wallet,
        sharded: false,
        allowNegative: false,
      };
    case 'pending_withdrawal':
      requireMemberId(ref.memberId);
      return {
        kind: ref.kind,
        ownerMemberId: ref.memberId,
        wallet: '',
        sharded: false,
        allowNegative: false,
      };
    case 'vendor':
      if (!CODE.test(ref.vendor)) throw new Error(`ledger: bad vendor code ${JSON.stringify(ref.vendor)}`);
      return { kind: 'vendor', ownerMemberId: null, wallet: ref.vendor, sharded: true, allowNegative: true };
    default:
      if (!(SYSTEM_KINDS as readonly string[]).includes(ref.kind))
        throw new Error(`ledger: unknown account kind ${JSON.stringify((ref as { kind: unknown }).kind)}`);
      return { kind: ref.kind, ownerMemberId: null, wallet: '', sharded: true, allowNegative: true };
  }
}

function requireMemberId(memberId: number) {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new Error(`ledger: bad member id ${memberId}`);
}

/** True for accounts holding play money; a posting may not mix them with real money. */
export function isPlayMoney(identity: AccountIdentity): boolean {
  return identity.kind === 'play_bank' || (identity.kind === 'member' && identity.wallet === PLAY_WALLET);
}

/**
 * The shard of the house-side legs of one posting: spread by its idempotency key, so concurrent
 * postings land on different rows while a replay lands on the same one.
 */
export function shardFor(idempotencyKey: string): number {
  return createHash('sha256').update(idempotencyKey).digest()[0]! % SHARD_COUNT;
}
