import { VENDOR_WALLET_DEADLINE_MS, type Language } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';
import { type SiteContext } from '../../platform/context.js';
import type { LedgerService } from '../ledger/service.js';
import type { DecimalsEntry } from './rules.js';
import type { PlayerRow } from './store.js';

/** How a round's vendor and game are named in the records (the games service). */
export interface NameLookups {
  vendorName(merchantId: number, vendorCode: string, language: Language): Promise<string>;
  gameName(merchantId: number, vendorCode: string, gameCode: string, language: Language): Promise<string>;
}

export interface VendorWalletDeps extends Partial<NameLookups> {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  logger?: Logger;
  /** The secret a vendor signs its wallet calls with; null for an unknown vendor. */
  vendorSecret(vendorCode: string): string | null | Promise<string | null>;
  /** Merchant settings (currency decimals) by merchant code. */
  siteByCode(code: string): Promise<SiteContext>;
  /** Where a member verifies a round of a provably-fair vendor (default: nowhere). */
  verifyUrlOf?(vendorCode: string, roundId: string): string | null;
  /** The server's answer deadline (default VENDOR_WALLET_DEADLINE_MS). */
  deadlineMs?: number;
}

/** What the records' use cases read. */
export interface RecordsDeps extends NameLookups {
  db: Database;
  clock: Clock;
  verifyUrlOf(vendorCode: string, roundId: string): string | null;
}

/** What the use cases get: the factory's deps, its defaults filled in, and this service's caches. */
export interface WalletDeps
  extends Omit<VendorWalletDeps, keyof NameLookups | 'verifyUrlOf' | 'deadlineMs'>, RecordsDeps {
  deadlineMs: number;
  cache: {
    // A player id never changes owner, so its row is cached for the life of the process.
    players: Map<string, PlayerRow>;
    merchantCodes: Map<number, string>;
    // A merchant's currency decimals, re-read from its settings once a minute.
    decimals: Map<number, DecimalsEntry>;
  };
}

/** The deps of one service instance, with caches of its own. */
export function walletDepsOf(deps: VendorWalletDeps): WalletDeps {
  return {
    ...deps,
    deadlineMs: deps.deadlineMs ?? VENDOR_WALLET_DEADLINE_MS,
    verifyUrlOf: deps.verifyUrlOf ?? (() => null),
    vendorName: deps.vendorName ?? (async (_merchantId, vendorCode) => vendorCode),
    gameName: deps.gameName ?? (async (_merchantId, _vendorCode, gameCode) => gameCode),
    cache: { players: new Map(), merchantCodes: new Map(), decimals: new Map() },
  };
}
