import type { Clock } from './platform/clock.js';
import type { RuntimeConfig } from './platform/config.js';
import type { PublicUrl } from './platform/http/public-url.js';
import { createPayloadKeys } from './platform/crypto/payload-keys.js';
import { createAttemptLimiter } from './platform/limits/attempts.js';
import type { DatabaseHandle } from './platform/db/index.js';
import type { Logger } from './platform/logger.js';
import { randomBytes } from 'node:crypto';
import { createContentService } from './modules/content/service.js';
import type { CaptchaStore } from './modules/identity/captcha.js';
import { createAltchaChallenge } from './modules/identity/human-challenge.js';
import { createDbCaptchaStore, createIdentityService } from './modules/identity/service.js';
import { createLoginChecks, createLoginGuard } from './modules/identity/login-checks.js';
import { createTwoFactorService, twoFactorKey } from './modules/identity/two-factor.js';
import { markChallengeUsed, secretOf } from './modules/identity/store.js';
import { createMessageChannels } from './modules/messaging/providers.js';
import { createMessagingService, type MessagingService } from './modules/messaging/service.js';
import { createMemberService } from './modules/members/service.js';
import { createAccountService } from './modules/members/account-service.js';
import { createLedgerService } from './modules/ledger/service.js';
import { createMerchantService } from './modules/merchants/service.js';
import { createOperatorService } from './modules/operators/service.js';
import { setUpDeposits } from './modules/deposits/setup.js';
import { createWithdrawalService } from './modules/withdrawals/service.js';
import { paymentPasswordCheck } from './kernel/payment-password.js';
import { createTransferService } from './modules/transfers/service.js';
import { createWalletService } from './modules/wallets/service.js';
import { createAdjustmentService } from './modules/adjustments/service.js';
import { createGameService } from './modules/games/service.js';
import { createVendorDirectory } from './modules/games/vendor-directory.js';
import { createVendorWalletService } from './modules/vendor-wallet/service.js';

export interface AppDeps {
  config: RuntimeConfig;
  /** The site's own base URL for links handed to partners (never the request's Host). */
  publicUrl: PublicUrl;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  /** Replaces the database captcha store (tests record the codes they need to answer). */
  captchaStore?: (fallback: CaptchaStore) => CaptchaStore;
}

export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  const members = createMemberService({ db, clock: deps.clock });
  const ledger = createLedgerService({ db });
  const merchants = createMerchantService({ db, clock: deps.clock, cacheMs: deps.config.SETTINGS_CACHE_MS });
  let hmacKey: Promise<string> | null = null;
  const humanChallenge = createAltchaChallenge({
    // The configured key, else one stored in the database so every process shares it.
    hmacKey: () =>
      (hmacKey ??=
        deps.config.CHALLENGE_HMAC_KEY !== undefined
          ? Promise.resolve(deps.config.CHALLENGE_HMAC_KEY)
          : secretOf(db, 'challenge-hmac-key', randomBytes(32).toString('base64url'))),
    now: () => deps.clock.now(),
    markUsed: (signature, expiresAt) => markChallengeUsed(db, signature, expiresAt, deps.clock.now()),
    maxNumber: deps.config.CHALLENGE_MAX_NUMBER,
  });
  const dbCaptchas = createDbCaptchaStore(db, deps.clock);
  const attempts = createAttemptLimiter(db, deps.clock);
  // Identity and messaging need each other (SMS login; the human check before SMS requests).
  let messaging: MessagingService | null = null;
  const twoFactor = createTwoFactorService({
    db,
    clock: deps.clock,
    encryptionKey: twoFactorKey(db, deps.config.TWO_FACTOR_KEY),
    verifyPassword: (memberId, password) => members.verifyPasswordOf(memberId, password),
  });
  const loginGuardDeps = {
    db,
    clock: deps.clock,
    twoFactor,
    contactOf: (memberId: number) => members.contactOf(memberId),
  };
  const loginGuard = createLoginGuard(loginGuardDeps);
  const identity = createIdentityService({
    db,
    clock: deps.clock,
    members,
    humanChallenge,
    captchaStore: deps.captchaStore ? deps.captchaStore(dbCaptchas) : dbCaptchas,
    attempts,
    messaging: () => messaging!,
    loginGuard: () => loginGuard,
    captchaTestCode: deps.config.CAPTCHA_TEST_CODE,
    onTrialAccount: (site, memberId) => wallets.grantTrialMoney(site, memberId),
  });
  messaging = createMessagingService({
    db,
    clock: deps.clock,
    channels: createMessageChannels(deps.config, db, deps.clock),
    requireHumanChallenge: identity.requireHumanChallenge,
    isRegisteredMobile: async (merchantId, mobile) =>
      (await members.findByMobile(merchantId, mobile)) !== null,
  });
  const loginChecks = createLoginChecks({
    ...loginGuardDeps,
    memberForLogin: (memberId) => members.memberForLogin(memberId),
    completeLogin: (attempt) => identity.completeLogin(attempt),
    sendCode: (site, delivery, ip) => messaging!.sendCode(site, delivery, ip),
    checkCode: (site, purpose, destination, code) => messaging!.checkCode(site, purpose, destination, code),
  });
  const wallets = createWalletService({ ledger, clock: deps.clock, members });
  // Games: the catalogue, launch and lists. Its session and winner calls are the vendor-wallet
  // service's, bound late (either service may be created first).
  const vendorDirectory = createVendorDirectory(deps.config);
  const games = createGameService({
    db,
    clock: deps.clock,
    directory: vendorDirectory,
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
  });
  // The seamless wallet vendors call; its names come from the games catalogue.
  const vendorWallet = createVendorWalletService({
    db,
    clock: deps.clock,
    ledger,
    logger: deps.logger,
    siteByCode: (code) => merchants.siteByCode(code),
    // AURORA (the in-house vendor) signs with SLOTS_VENDOR_SECRET; others as the directory knows them.
    vendorSecret: (code) => vendorDirectory.vendorSecret(code),
    verifyUrlOf: (code, roundId) => vendorDirectory.verifyUrl(code, roundId),
    vendorName: (merchantId, vendorCode, language) => games.vendorName(merchantId, vendorCode, language),
    gameName: (merchantId, vendorCode, gameCode, language) =>
      games.gameName(merchantId, vendorCode, gameCode, language),
  });
  const accounts = createAccountService({
    db,
    clock: deps.clock,
    messaging,
    twoFactorStatus: (memberId) => twoFactor.status(memberId),
    requireHumanChallenge: identity.requireHumanChallenge,
    onMailError: (error) => deps.logger.error({ err: error }, 'password reset mail failed'),
  });
  return {
    merchants,
    operators: createOperatorService({
      db,
      clock: deps.clock,
      sessionHours: deps.config.OPERATOR_SESSION_HOURS,
      attempts,
    }),
    members,
    accounts,
    identity,
    twoFactor,
    loginChecks,
    messaging,
    content: createContentService({ db, clock: deps.clock }),
    payloadKeys: createPayloadKeys(db),
    attempts,
    ledger,
    deposits: setUpDeposits({
      ...deps,
      publicUrl: () => deps.publicUrl.get(),
      db,
      ledger,
      merchants,
      usernameOf: async (memberId) => (await members.summaryOf(memberId))?.username ?? null,
    }),
    withdrawals: createWithdrawalService({
      db,
      clock: deps.clock,
      ledger,
      checkPaymentPassword: paymentPasswordCheck(attempts, members),
      hasPaymentPassword: (memberId) => accounts.hasPaymentPassword(memberId),
      usernameOf: async (memberId) => (await members.summaryOf(memberId))?.username ?? null,
      payeeNameOf: async (memberId) => (await members.contactOf(memberId)).payeeName,
    }),
    transfers: createTransferService({
      db,
      clock: deps.clock,
      ledger,
      checkPaymentPassword: paymentPasswordCheck(attempts, members),
      summaryOf: (memberId) => members.summaryOf(memberId),
      summaryByUsername: (merchantId, username) => members.summaryByUsername(merchantId, username),
    }),
    wallets,
    adjustments: createAdjustmentService({ db, clock: deps.clock, ledger, members }),
    vendorDirectory,
    games,
    vendorWallet,
  };
}

export type Services = ReturnType<typeof createServices>;
