import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { AgentDeps } from './deps.js';
import { registerAgentRoutes } from './routes.js';
import { createAgentService, type AgentService } from './service.js';

/** The settlement job: every 5 minutes, each ended period not yet settled (use-cases/settle-due.ts). */
export const SETTLE_JOB = 'agents.settle-due';

/** A period is settled this long after it ends: rounds that settle at the boundary are in by then. */
const SETTLE_LAG_MS = 60_000;

/**
 * The agent centre, salary and dividend contracts and their settlement (docs/product.md §Agents).
 * The team tree itself belongs to the members module; this module reads it through the
 * `team_links_read` view and moves members through the members service.
 */
export const agentsModule: ModuleManifest<
  {
    ledger: Pick<LedgerService, 'prepareMove' | 'announce'>;
    members: AgentDeps['members'];
    merchants: Pick<MerchantService, 'calendars' | 'siteByCode'>;
    transactionsOf: AgentDeps['transactionsOf'];
  },
  AgentService
> = {
  name: 'agents',
  setUp: (platform, needs) => {
    const { database, clock, jobs, publicUrl } = platform;
    const agents = createAgentService({
      db: database.db,
      clock,
      ledger: needs.ledger,
      members: needs.members,
      transactionsOf: needs.transactionsOf,
      settleLagMs: SETTLE_LAG_MS,
      siteUrl: (site) =>
        site.settings.profile.mainDomain ? `https://${site.settings.profile.mainDomain}` : publicUrl.get(),
      merchants: async () => {
        const zones = await needs.merchants.calendars();
        return Promise.all(
          zones.map(async (zone) => ({
            ...zone,
            currency: (await needs.merchants.siteByCode(zone.merchantCode)).settings.currency,
          })),
        );
      },
    });
    jobs.define(SETTLE_JOB, async () => {
      await agents.settleDue();
    });
    jobs.every(SETTLE_JOB, '*/5 * * * *');
    return agents;
  },
  routes: registerAgentRoutes,
};
