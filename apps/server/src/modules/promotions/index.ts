import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { PromotionDeps } from './deps.js';
import { registerPromotionRoutes } from './routes.js';
import { createPromotionService, type PromotionService } from './service.js';

/** The every-minute job: unposted payments, expiries and take-backs (use-cases/settle-bonuses.ts). */
export const SETTLE_BONUSES_JOB = 'promotions.settle-bonuses';

/**
 * Promotions (docs/product.md §Promotions): activities and the member's state in them, bonuses paid
 * from the promotions account with their turnover, applications. The withdrawals module asks it what
 * turnover holds a withdrawal back.
 */
export const promotionsModule: ModuleManifest<
  {
    ledger: Pick<LedgerService, 'move' | 'balance'>;
    merchants: Pick<MerchantService, 'siteByCode' | 'codeOf'>;
    standingOf?: PromotionDeps['standingOf'];
  },
  PromotionService
> = {
  name: 'promotions',
  setUp: ({ database, clock, jobs, live }, { ledger, merchants, standingOf }) => {
    const promotions = createPromotionService({
      db: database.db,
      clock,
      ledger,
      standingOf: standingOf ?? (async () => ({ rank: 0, labels: [] })),
      rewardsChanged: (merchantId, memberId) => live.toMembers(merchantId, [memberId], { type: 'rewards' }),
    });
    jobs.define(SETTLE_BONUSES_JOB, async () => {
      await promotions.settleBonuses(async (merchantId) => {
        const code = await merchants.codeOf(merchantId);
        if (!code) throw new Error(`promotions: no merchant ${merchantId}`);
        return merchants.siteByCode(code);
      });
    });
    jobs.every(SETTLE_BONUSES_JOB, '* * * * *');
    return promotions;
  },
  routes: registerPromotionRoutes,
};
