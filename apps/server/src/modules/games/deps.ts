import type { GameCategory, Language, WalletBalance } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { buildCatalogue, createCatalogueCache, type CatalogueCache } from './catalogue.js';
import type { LaunchDeps, SessionDeps } from './launch.js';
import * as store from './store.js';
import type { TransferChecks, TransferMoves } from './transfer.js';
import { createVendorClient, type VendorClient, type VendorClientOptions } from './vendor-client.js';
import type { VendorDirectory, VendorEndpoint } from './vendor-directory.js';

/** How long a merchant's catalogue is answered from memory. */
export const CATALOGUE_CACHE_MS = 5_000;

/** A big win as the vendor-wallet service reports it. */
export interface BigWin {
  memberId: number;
  vendorCode: string;
  gameCode: string;
  category: string;
  winMinor: bigint;
  currency: string;
  at: Date;
}

export interface GameMember {
  id: number;
  username: string;
  type: number;
}

export interface GameServiceDeps {
  db: Database;
  clock: Clock;
  directory: VendorDirectory;
  /** Catalogue cache lifetime (default CATALOGUE_CACHE_MS). */
  cacheMs?: number;
  /** A catalogue cache shared with other readers of the catalogue (default: one of this service's own). */
  cache?: CatalogueCache;
  /** The vendor-wallet service's session calls. */
  sessions: SessionDeps;
  bigWins(merchantId: number, category: GameCategory | 'ALL', limit: number): Promise<BigWin[]>;
  memberOf(memberId: number): Promise<GameMember | null>;
  /** The money core's wallet calls a transfer-mode vendor needs. */
  wallets: {
    balance(site: SiteContext, member: GameMember, language: Language): Promise<WalletBalance>;
    transfer(
      site: SiteContext,
      member: GameMember,
      input: { from: string; to: string; amount: string; requestId: string },
      language: Language,
    ): Promise<unknown>;
  };
  /** Replaces the HTTP vendor client (tests). */
  client?: (endpoint: VendorEndpoint) => VendorClient;
  /** Queues the delayed status check of a transfer, inside the transaction that records it. */
  queueTransferCheck(reference: string, tx: Executor): Promise<void>;
  /** A merchant's site by its code (the transfer check runs outside any request). */
  siteByCode(code: string): Promise<SiteContext>;
  /** Wait before a launch asks the status of a deposit whose answer was lost (default 1 s). */
  transferStatusDelayMs?: number;
  /** The key sealing the configured vendors' secrets (PARTNER_SECRETS_KEY); without it none can be set. */
  partnerSecretsKey?: Buffer;
}

/** What the use cases get: the factory's deps and the per-service state built from them. */
export interface GameDeps extends GameServiceDeps {
  /** This service's catalogue cache (one per service instance). */
  cache: CatalogueCache;
  clientOf(endpoint: VendorEndpoint): VendorClient;
  clientOptions: VendorClientOptions;
  vendorBaseUrl(code: string): string | null;
  /** The launch's calls (launch.ts). */
  launch: LaunchDeps;
}

/** The deps of one service instance: its catalogue cache (its own unless one is given) and vendor client. */
export function gameDepsOf(deps: GameServiceDeps): GameDeps {
  const { db, clock, directory } = deps;
  // Signature timestamps on the platform's clock, the one the vendor's wallet calls are checked on.
  const clientOptions = { now: () => clock.now().getTime() };
  const clientOf = deps.client ?? ((endpoint: VendorEndpoint) => createVendorClient(endpoint, clientOptions));
  const cache =
    deps.cache ??
    createCatalogueCache(
      async (merchantId) =>
        buildCatalogue(await store.listVendors(db, merchantId), await store.listGames(db, merchantId)),
      deps.cacheMs ?? CATALOGUE_CACHE_MS,
      () => Date.now(),
    );
  const launch: LaunchDeps = {
    catalogue: (merchantId) => cache.get(merchantId),
    openSession: (input) => deps.sessions.openSession(input),
    unfinishedRound: (memberId) => deps.sessions.unfinishedRound(memberId),
    endpoint: (code) => directory.resolve(code),
    client: clientOf,
    clientOptions,
    recordLaunch: (memberId, gameId) => store.recordLaunch(db, memberId, gameId, clock.now()),
    transferMoves: (site, memberId, vendorCode) => transferMoves(deps, site, memberId, vendorCode),
    transferChecks: (site, memberId, vendorCode, playerId) =>
      transferChecks(deps, site, memberId, vendorCode, playerId),
    ...(deps.transferStatusDelayMs !== undefined
      ? { transferStatusDelayMs: deps.transferStatusDelayMs }
      : {}),
  };
  return {
    ...deps,
    cache,
    clientOf,
    clientOptions,
    vendorBaseUrl: (code) => directory.baseUrl(code),
    launch,
  };
}

/** Transfers recorded pending with their check queued in one transaction, then settled by the launch. */
function transferChecks(
  deps: GameServiceDeps,
  site: SiteContext,
  memberId: number,
  vendorCode: string,
  playerId: string,
): TransferChecks {
  const { db, clock } = deps;
  return {
    open: (amount, reference) =>
      db.transaction(async (tx) => {
        await store.insertTransfer(tx, {
          reference,
          merchantId: site.merchantId,
          merchantCode: site.merchantCode,
          memberId,
          vendorCode,
          playerId,
          currency: site.settings.currency.code,
          amount,
          status: 'pending',
          createdAt: clock.now(),
        });
        await deps.queueTransferCheck(reference, tx);
      }),
    settle: async (reference, status) => {
      await store.resolveTransfer(db, reference, status, clock.now());
    },
  };
}

/** The wallet moves of a transfer-mode vendor for this member (the money core's wallet calls). */
export function transferMoves(
  deps: GameServiceDeps,
  site: SiteContext,
  memberId: number,
  vendorCode: string,
): TransferMoves {
  const member = async () => {
    const found = await deps.memberOf(memberId);
    if (!found) throw new AppError('login.not.session');
    return found;
  };
  const move = async (from: string, to: string, amount: string, requestId: string) => {
    await deps.wallets.transfer(site, await member(), { from, to, amount, requestId }, 'EN');
  };
  return {
    mainBalance: async () => {
      const balance = await deps.wallets.balance(site, await member(), 'EN');
      return balance.balance.find((row) => row.wallet === 'main')?.availBalance ?? '0';
    },
    toVendor: (amount, reference) => move('main', vendorCode, amount, reference),
    backToMain: (amount, reference) => move(vendorCode, 'main', amount, reference),
  };
}
