import type { Language } from '@wps/contracts';
import { formatMoney } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { refreshBonus } from '../bonus-money.js';
import type { PromotionDeps } from '../deps.js';
import { activitiesById, bonusAnswer } from '../kit.js';
import { withdrawalHoldOf, type Turnover } from '../rules.js';
import * as store from '../store.js';

const SHOWN_STATES = ['review', 'issued', 'active', 'completed', 'forfeited', 'expired', 'rejected'] as const;

/** The member's active bonuses brought up to date (completed or expired as they stand now). */
async function activeBonuses(deps: PromotionDeps, site: SiteContext, memberId: number) {
  const rows = await store.bonusesOfMember(deps.db, memberId, ['active']);
  return Promise.all(rows.map((row) => refreshBonus(deps, site, row)));
}

/**
 * What holds the member's withdrawals back: the turnover their active bonuses still need (docs/
 * product.md §Promotions, turnover). Bonuses that met it complete, and ones whose time ran out
 * expire (what is left of them taken back), before the sum is made.
 */
export async function withdrawalHold(
  deps: PromotionDeps,
  site: SiteContext,
  memberId: number,
): Promise<Turnover> {
  const refreshed = await activeBonuses(deps, site, memberId);
  return withdrawalHoldOf(
    refreshed.filter((entry) => entry.bonus.state === 'active').map((entry) => entry.turnover),
  );
}

/** The member's bonuses, newest first (the last 50), each with its turnover, and the total still to play. */
export async function bonusProgress(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
) {
  const [rows, activities] = await Promise.all([
    store.bonusesOfMember(deps.db, member.id, SHOWN_STATES),
    activitiesById(deps, site.merchantId),
  ]);
  // Each bonus brought up to date once: every active one (they make the hold), and the 50 shown.
  const refreshed = await Promise.all(
    rows.map((row, index) =>
      row.state === 'active' || index < 50 ? refreshBonus(deps, site, row) : Promise.resolve(null),
    ),
  );
  const hold = withdrawalHoldOf(
    refreshed.flatMap((entry) => (entry && entry.bonus.state === 'active' ? [entry.turnover] : [])),
  );
  const bonuses = refreshed
    .slice(0, 50)
    .flatMap((entry) =>
      entry
        ? [bonusAnswer(site, entry.bonus, activities.get(entry.bonus.activityId)!, entry.turnover, language)]
        : [],
    );
  return {
    bonuses,
    remaining: formatMoney(hold.remaining, site.settings.currency),
    currency: site.settings.currency.code,
  };
}
