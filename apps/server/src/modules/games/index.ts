import type { Language } from '@wps/contracts';
import type { ModuleManifest } from '../../platform/module.js';
import type { MemberService } from '../members/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { VendorWalletService } from '../vendor-wallet/service.js';
import type { WalletService } from '../wallets/service.js';
import { buildCatalogue, createCatalogueCache, type CatalogueCache } from './catalogue.js';
import { CATALOGUE_CACHE_MS } from './deps.js';
import { registerGameRoutes } from './routes.js';
import { createGameService, type GameService } from './service.js';
import * as store from './store.js';
import { getGameName } from './use-cases/get-game-name.js';
import { getVendorName } from './use-cases/get-vendor-name.js';
import { createVendorDirectory, type VendorDirectory } from './vendor-directory.js';
import { loadConfiguredVendors } from './partner-vendors.js';
import { keyFromBase64 } from '../../kernel/secret-box.js';

/**
 * The vendors this deployment knows: the in-house one from the configuration and those an operator
 * configured (partner_vendors), with their endpoints, secrets and game origins. No calls.
 */
export const vendorDirectoryModule: ModuleManifest<object, VendorDirectory> = {
  name: 'vendor-directory',
  setUp: ({ config, database, signals, logger }) => {
    const key = keyFromBase64(config.PARTNER_SECRETS_KEY);
    const directory = createVendorDirectory(config, {
      load: () =>
        loadConfiguredVendors(database.db, key, (code) =>
          logger.error(
            { vendor: code },
            'configured vendor left out: its secret does not open with this key',
          ),
        ),
      ttlMs: CATALOGUE_CACHE_MS,
      announce: (code) => void signals.publish('vendors', code),
      onLoadError: (error) =>
        logger.warn({ err: (error as Error).message }, 'configured vendors not read; trying again'),
    });
    // A change in any process (this one too) makes every process read them again before their next use.
    signals.on('vendors', () => directory.invalidate());
    // Known before the first answers (frame policy, icons); a failure here is retried on first use.
    directory.load().catch(() => undefined);
    return directory;
  },
};

/** A merchant's catalogue held in memory for a few seconds, and the names of its vendors and games. */
export interface Catalogue {
  cache: CatalogueCache;
  vendorName(merchantId: number, vendorCode: string, language: Language): Promise<string>;
  gameName(merchantId: number, vendorCode: string, gameCode: string, language: Language): Promise<string>;
}

/** The catalogue the games calls and the betting records read (docs/product.md §Games). No calls. */
export const catalogueModule: ModuleManifest<object, Catalogue> = {
  name: 'catalogue',
  setUp: ({ database, signals }) => {
    const { db } = database;
    const local = createCatalogueCache(
      async (merchantId) =>
        buildCatalogue(await store.listVendors(db, merchantId), await store.listGames(db, merchantId)),
      CATALOGUE_CACHE_MS,
      () => Date.now(),
    );
    // An operator's change drops the merchant's catalogue here and, by signal, in every process.
    const cache: CatalogueCache = {
      get: (merchantId) => local.get(merchantId),
      invalidate: (merchantId) => {
        local.invalidate(merchantId);
        void signals.publish('catalogue', String(merchantId));
      },
    };
    signals.on('catalogue', (merchantId) => local.invalidate(Number(merchantId)));
    return {
      cache,
      vendorName: (merchantId, vendorCode, language) =>
        getVendorName({ cache }, merchantId, vendorCode, language),
      gameName: (merchantId, vendorCode, gameCode, language) =>
        getGameName({ cache }, merchantId, vendorCode, gameCode, language),
    };
  },
};

/** The delayed status check of a transfer-mode launch's money (docs/product.md §Transfers). */
export const TRANSFER_CHECK_JOB = 'games.check-transfer';
/** The check runs this long after the launch recorded the transfer (the launch asks once itself). */
export const TRANSFER_CHECK_DELAY_SECONDS = 60;
/** Retries while the vendor does not answer: 30 s doubling (with jitter), 8 times (about 2 to 4 hours). */
const TRANSFER_CHECK_RETRY = { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true };

/** Catalogue calls, launch, favourites, recent, popular, winners (docs/product.md §Games). */
export const gamesModule: ModuleManifest<
  {
    catalogue: Catalogue;
    vendorDirectory: VendorDirectory;
    vendorWallet: Pick<VendorWalletService, 'openSession' | 'unfinishedRound' | 'bigWins'>;
    members: Pick<MemberService, 'summaryOf'>;
    wallets: Pick<WalletService, 'balance' | 'transfer'>;
    merchants: Pick<MerchantService, 'siteByCode'>;
  },
  GameService
> = {
  name: 'games',
  setUp: (
    { database, clock, jobs, config },
    { catalogue, vendorDirectory, vendorWallet, members, wallets, merchants },
  ) => {
    const games = createGameService({
      db: database.db,
      clock,
      directory: vendorDirectory,
      cache: catalogue.cache,
      sessions: {
        openSession: (input) => vendorWallet.openSession(input),
        unfinishedRound: (memberId) => vendorWallet.unfinishedRound(memberId),
      },
      bigWins: (merchantId, category, limit) => vendorWallet.bigWins(merchantId, category, limit),
      memberOf: (memberId) => members.summaryOf(memberId),
      wallets: {
        balance: (site, member, language) => wallets.balance(site, member, language),
        transfer: (site, member, input, language) => wallets.transfer(site, member, input, language),
      },
      queueTransferCheck: async (reference, tx) => {
        const id = await jobs.send(
          TRANSFER_CHECK_JOB,
          { reference },
          { tx, startAfterSeconds: TRANSFER_CHECK_DELAY_SECONDS },
        );
        if (id === null) throw new Error(`games: the check of transfer ${reference} could not be queued`);
      },
      siteByCode: (code) => merchants.siteByCode(code),
      partnerSecretsKey: keyFromBase64(config.PARTNER_SECRETS_KEY),
    });
    jobs.define(
      TRANSFER_CHECK_JOB,
      async (data) => {
        await games.checkTransfer(String(data.reference));
      },
      TRANSFER_CHECK_RETRY,
    );
    return games;
  },
  routes: (kit, games, { config }) => registerGameRoutes(kit, games, { publicUrl: config.PUBLIC_URL }),
};
