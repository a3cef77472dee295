import type { Localized, pointConfigInputSchema, vipRulesInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { LoyaltyDeps } from '../deps.js';
import { rankWire, settingsOf, storedRanksOf } from '../settings.js';
import * as store from '../store.js';
import { pointConfig } from './points.js';

export async function operatorVipRules(deps: LoyaltyDeps, site: SiteContext) {
  const [settings, counts] = await Promise.all([
    settingsOf(deps.db, site),
    store.membersPerLevel(deps.db, site.merchantId),
  ]);
  return {
    periodDays: settings.periodDays,
    ranks: settings.stored.map((rank) => ({
      ...rankWire(rank, site.settings.currency),
      benefits: rank.benefits,
      members: counts.get(rank.level) ?? 0,
    })),
    currency: site.settings.currency.code,
  };
}

/** Replaces the ranks (members keep their level; one above the new top counts as the top). Audited. */
export async function saveVipRules(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof vipRulesInputSchema>,
) {
  const now = deps.clock.now();
  const before = await settingsOf(deps.db, site);
  const ranks = storedRanksOf(input.ranks, site.settings.currency);
  await deps.db.transaction(async (tx) => {
    await store.saveConfig(tx, {
      merchantId: site.merchantId,
      periodDays: input.periodDays,
      ranks,
      pointsPerUnit: before.pointsPerUnit,
      minConvert: before.minConvert,
      pointRules: before.pointRules,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'vip.rules.update',
        target: 'vip:rules',
        merchantCode: site.merchantCode,
        before: { periodDays: before.periodDays, ranks: before.stored },
        after: { periodDays: input.periodDays, ranks, reason: input.reason },
      },
      now,
    );
  });
  return operatorVipRules(deps, site);
}

export async function savePointConfig(
  deps: LoyaltyDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof pointConfigInputSchema>,
) {
  const now = deps.clock.now();
  const before = await settingsOf(deps.db, site);
  await deps.db.transaction(async (tx) => {
    await store.saveConfig(tx, {
      merchantId: site.merchantId,
      periodDays: before.periodDays,
      ranks: before.stored,
      pointsPerUnit: input.pointsPerUnit,
      minConvert: input.minConvert,
      pointRules: input.rules as Localized,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'points.config.update',
        target: 'points:config',
        merchantCode: site.merchantCode,
        before: { pointsPerUnit: before.pointsPerUnit, minConvert: before.minConvert },
        after: { pointsPerUnit: input.pointsPerUnit, minConvert: input.minConvert, reason: input.reason },
      },
      now,
    );
  });
  return pointConfig(deps, site, 'EN');
}
