import type { AnnouncementInput, HelpArticleInput } from '@wps/contracts';
import { BANNERS } from './demo/banners.js';
import { announcementsInOrder, helpInOrder } from './demo/drafts.js';
import { HELP_CATEGORIES } from './demo/help.js';
import { PLAYER_NOTICES } from './demo/player-notices.js';
import { POPUPS } from './demo/popups.js';
import { PROMOTION_NOTICES } from './demo/promotion-notices.js';

/**
 * Demo content for the "Aurora Play" merchant (code `aurora`), seeded on the first start. The texts
 * live in `demo/` (typed data modules, every text in every member-site language, see `demo/drafts.ts`);
 * this file only puts them in display order. `demo/v1/` keeps the texts seeded before issue 12, which
 * `demo-refresh.ts` replaces with these in databases seeded then, where nobody edited them.
 */

/** Demo announcements in display order: sortOrder ascends 10, 20, 30… across the whole list. */
export const DEMO_ANNOUNCEMENTS: AnnouncementInput[] = announcementsInOrder([
  ...BANNERS,
  ...PLAYER_NOTICES,
  ...POPUPS,
  ...PROMOTION_NOTICES,
]);

/** Help-centre articles, grouped by category in display order; sortOrder ascends 10, 20, 30…. */
export const DEMO_HELP: HelpArticleInput[] = helpInOrder(HELP_CATEGORIES);
