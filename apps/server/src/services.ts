import type { Clock } from './platform/clock.js';
import type { RuntimeConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/index.js';
import type { PublicUrl } from './platform/http/public-url.js';
import type { Logger } from './platform/logger.js';
import { createComposer } from './platform/module.js';
import { adjustmentsModule } from './modules/adjustments/index.js';
import { lotteryModule } from './modules/lottery/index.js';
import { agentsModule } from './modules/agents/index.js';
import { auditModule } from './modules/audit/index.js';
import { contentModule } from './modules/content/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { depositsModule } from './modules/deposits/index.js';
import { catalogueModule, gamesModule, vendorDirectoryModule } from './modules/games/index.js';
import type { CaptchaStore } from './modules/identity/captcha.js';
import {
  humanCheckModule,
  identityModule,
  loginChecksModule,
  twoFactorModule,
} from './modules/identity/index.js';
import { jobsModule } from './modules/jobs/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { memberAdminModule } from './modules/member-admin/index.js';
import { liveModule } from './modules/live/index.js';
import { deskModule } from './modules/live/desk-module.js';
import { accountsModule, membersModule } from './modules/members/index.js';
import { merchantsModule } from './modules/merchants/index.js';
import { messagingModule } from './modules/messaging/index.js';
import { operatorsModule } from './modules/operators/index.js';
import { reconciliationModule } from './modules/reconciliation/index.js';
import { systemModule } from './modules/system/index.js';
import { transfersModule } from './modules/transfers/index.js';
import { vendorWalletModule } from './modules/vendor-wallet/index.js';
import { walletsModule } from './modules/wallets/index.js';
import { withdrawalsModule } from './modules/withdrawals/index.js';
import { promotionsModule } from './modules/promotions/index.js';
import { loyaltyModule } from './modules/loyalty/index.js';
import { paymentPasswordCheck } from './kernel/payment-password.js';

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

/**
 * The composition root (docs/architecture.md, "Module shape"): every module, set up from its
 * manifest in an order where what a module needs already exists. A new module is one `add` line
 * here; its calls are registered by `registerRoutes`, in this order.
 */
export function compose(deps: AppDeps) {
  const modules = createComposer(deps);
  const { attempts, jobs } = modules.platform;

  const system = modules.add(systemModule, {});
  const merchants = modules.add(merchantsModule, {});
  const operators = modules.add(operatorsModule, { attempts });
  const content = modules.add(contentModule, {});
  modules.add(auditModule, {});
  modules.add(jobsModule, {});
  const ledger = modules.add(ledgerModule, {});
  const members = modules.add(membersModule, {});
  const humanCheck = modules.add(humanCheckModule, {});
  const messaging = modules.add(messagingModule, {
    requireHumanChallenge: humanCheck.require,
    isRegisteredMobile: async (merchantId, mobile) =>
      (await members.findByMobile(merchantId, mobile)) !== null,
  });
  const twoFactor = modules.add(twoFactorModule, { members });
  const accounts = modules.add(accountsModule, {
    messaging,
    twoFactorStatus: (memberId) => twoFactor.status(memberId),
    requireHumanChallenge: humanCheck.require,
  });
  const wallets = modules.add(walletsModule, { ledger, members });
  const identity = modules.add(identityModule, {
    members,
    messaging,
    humanCheck,
    twoFactor,
    onTrialAccount: (site, memberId) => wallets.grantTrialMoney(site, memberId),
    captchaStore: deps.captchaStore,
  });
  const loginChecks = modules.add(loginChecksModule, { members, messaging, twoFactor, identity });
  const usernameOf = async (memberId: number) => (await members.summaryOf(memberId))?.username ?? null;
  const deposits = modules.add(depositsModule, { ledger, merchants, usernameOf });
  const loyalty = modules.add(loyaltyModule, {
    ledger,
    merchants,
    checkPaymentPassword: paymentPasswordCheck(attempts, members),
    birthdayOf: (memberId) => members.birthdayOf(memberId),
  });
  const promotions = modules.add(promotionsModule, {
    ledger,
    merchants,
    standingOf: async (memberId) => ({ rank: await loyalty.rankOf(memberId), labels: [] }),
  });
  const withdrawals = modules.add(withdrawalsModule, {
    ledger,
    members,
    bonusHold: (site, memberId) => promotions.withdrawalHold(site, memberId),
    hasPaymentPassword: (memberId) => accounts.hasPaymentPassword(memberId),
    usernameOf,
    payeeNameOf: async (memberId) => (await members.contactOf(memberId)).payeeName,
    passwordChangedAtOf: async (memberId) =>
      (await members.memberForLogin(memberId))?.passwordChangedAt ?? null,
    merchantCodeOf: (merchantId) => merchants.codeOf(merchantId),
  });
  const transfers = modules.add(transfersModule, { ledger, members });
  const adjustments = modules.add(adjustmentsModule, { ledger, members });
  const reconciliation = modules.add(reconciliationModule, { merchants });
  const dashboard = modules.add(dashboardModule, {
    ledger,
    merchants,
    members,
    queues: {
      deposits: (merchantId) => deposits.queueState(merchantId),
      withdrawals: (merchantId) => withdrawals.queueState(merchantId),
      adjustments: (merchantId) => adjustments.queueState(merchantId),
    },
  });
  const vendorDirectory = modules.add(vendorDirectoryModule, {});
  const catalogue = modules.add(catalogueModule, {});
  const vendorWallet = modules.add(vendorWalletModule, { ledger, merchants, vendorDirectory, catalogue });
  const games = modules.add(gamesModule, {
    catalogue,
    vendorDirectory,
    vendorWallet,
    members,
    wallets,
    merchants,
  });
  modules.add(lotteryModule, { vendorDirectory, vendorWallet, merchants });
  const agents = modules.add(agentsModule, {
    ledger,
    members,
    merchants,
    transactionsOf: (site, member, query) => wallets.transactions(site, member, query),
  });
  const live = modules.add(liveModule, { members });
  const desk = modules.add(deskModule, { operators });
  modules.add(memberAdminModule, {
    members,
    ledger,
    twoFactorStatus: (memberId) => twoFactor.status(memberId),
    vendorWallet,
  });

  const services = {
    merchants,
    operators,
    members,
    accounts,
    identity,
    twoFactor,
    loginChecks,
    messaging,
    content,
    payloadKeys: system,
    attempts,
    jobs,
    ledger,
    deposits,
    promotions,
    loyalty,
    withdrawals,
    transfers,
    wallets,
    adjustments,
    reconciliation,
    dashboard,
    vendorDirectory,
    games,
    vendorWallet,
    agents,
    live,
    desk,
  };
  const { signals, bus, redis } = modules.platform;
  return {
    services,
    signals,
    bus,
    redis,
    hub: modules.platform.live,
    registerRoutes: modules.registerRoutes,
  };
}

export type Composition = ReturnType<typeof compose>;
export type Services = Composition['services'];

export function createServices(deps: AppDeps): Services {
  return compose(deps).services;
}
