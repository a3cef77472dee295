import type { Language } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { PromotionDeps } from '../deps.js';
import { shownActivityOrFail } from '../kit.js';
import { publicStatusOf, windowOf } from '../rules.js';
import * as store from '../store.js';
import { activityView } from '../views.js';

/**
 * The published activities in the request's language (those limited to other languages left out):
 * running and coming soon first, ended ones after; the member's own state comes from myPromotions.
 */
export async function listActivities(deps: PromotionDeps, site: SiteContext, language: Language) {
  const now = deps.clock.now();
  const rows = await store.shownActivities(deps.db, site.merchantId);
  const order = { open: 0, coming_soon: 1, closed: 2 } as const;
  const list = rows
    .filter((row) => row.languages.length === 0 || row.languages.includes(language))
    .map((row) => ({ row, window: windowOf(row, now) }))
    .filter(
      (entry): entry is { row: typeof entry.row; window: 'open' | 'coming_soon' | 'closed' } =>
        entry.window !== 'hidden',
    )
    .sort((a, b) => order[a.window] - order[b.window])
    .map(({ row, window }) => activityView(row, language, site.settings.currency, publicStatusOf(window)));
  return { list, now: now.getTime() };
}

export async function getActivity(deps: PromotionDeps, site: SiteContext, language: Language, id: number) {
  const { activity, window } = await shownActivityOrFail(deps, site, id, deps.clock.now());
  return activityView(activity, language, site.settings.currency, publicStatusOf(window));
}
