import { isModuleEnabled } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { LoyaltyDeps } from './deps.js';
import { registerLoyaltyRoutes } from './routes.js';
import { createLoyaltyService, type LoyaltyService } from './service.js';

/** Every 5 minutes: each merchant's points for rounds settled since the last run. */
export const ACCRUE_POINTS_JOB = 'loyalty.accrue-points';
/** Every minute: postings a crash or a busy wallet left undone. */
export const SETTLE_LOYALTY_JOB = 'loyalty.settle';
/** After each merchant's local midnight: rank reviews, birthday rewards and the daily cashback. */
export const DAILY_LOYALTY_JOB = 'loyalty.daily';

/**
 * VIP ranks, cashback (MANPLAYREB3), points and the points mall (PTSYS3) (docs/product.md §Loyalty).
 * The promotions module reads members' ranks through it; the members module answers the rank label
 * from the `vip_members_read` view.
 */
export const loyaltyModule: ModuleManifest<
  {
    ledger: Pick<LedgerService, 'move' | 'balance' | 'history'>;
    merchants: Pick<MerchantService, 'siteByCode' | 'codeOf' | 'calendars'>;
    checkPaymentPassword: LoyaltyDeps['checkPaymentPassword'];
    birthdayOf: LoyaltyDeps['birthdayOf'];
  },
  LoyaltyService
> = {
  name: 'loyalty',
  setUp: ({ database, clock, jobs, publicUrl }, needs) => {
    const loyalty = createLoyaltyService({
      db: database.db,
      clock,
      ledger: needs.ledger,
      checkPaymentPassword: needs.checkPaymentPassword,
      birthdayOf: needs.birthdayOf,
      siteUrl: (site) =>
        site.settings.profile.mainDomain ? `https://${site.settings.profile.mainDomain}` : publicUrl.get(),
    });
    const siteOf = async (merchantId: number): Promise<SiteContext> => {
      const code = await needs.merchants.codeOf(merchantId);
      if (!code) throw new Error(`loyalty: no merchant ${merchantId}`);
      return needs.merchants.siteByCode(code);
    };
    const sites = async () =>
      Promise.all(
        (await needs.merchants.calendars()).map((zone) => needs.merchants.siteByCode(zone.merchantCode)),
      );

    jobs.define(ACCRUE_POINTS_JOB, async () => {
      for (const site of await sites())
        if (isModuleEnabled(site.settings.modules, 'PTSYS3')) await loyalty.accruePoints(site);
    });
    jobs.every(ACCRUE_POINTS_JOB, '*/5 * * * *');
    jobs.define(SETTLE_LOYALTY_JOB, async () => {
      await loyalty.settleLoyalty(siteOf);
    });
    jobs.every(SETTLE_LOYALTY_JOB, '* * * * *');
    jobs.daily(
      DAILY_LOYALTY_JOB,
      async (day) => {
        const site = await needs.merchants.siteByCode(day.merchantCode);
        await loyalty.reviewRanks(site);
        await loyalty.payBirthdays(site, new Date(day.to.getTime() - 30 * 86_400_000));
        if (isModuleEnabled(site.settings.modules, 'MANPLAYREB3')) await loyalty.payDueCashback(site);
        if (isModuleEnabled(site.settings.modules, 'REFERRAL3')) await loyalty.payDueReferrals(site);
      },
      { merchants: () => needs.merchants.calendars() },
    );
    return loyalty;
  },
  routes: registerLoyaltyRoutes,
};
