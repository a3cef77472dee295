import type { AnnouncementInput, HelpArticleInput } from '@wps/contracts';
import { announcementsInOrder, helpInOrder } from '../drafts.js';
import { V1_BANNERS } from './banners.js';
import { V1_HELP_CATEGORIES } from './help.js';
import { V1_PLAYER_NOTICES } from './player-notices.js';
import { V1_POPUPS } from './popups.js';
import { V1_PROMOTION_NOTICES } from './promotion-notices.js';

/**
 * Retired: the demo content seeded before issue 12 ("demo-merchant-v1"), which described features
 * the site does not have (deposit limits, self-exclusion, identity checks, VIP, points, other
 * vendors). Never seeded again; kept, item for item in the order of `DEMO_ANNOUNCEMENTS` and
 * `DEMO_HELP`, only so that `demo-refresh.ts` can recognise the rows a database still holds exactly
 * as they were seeded and give them the current texts.
 */
export const V1_ANNOUNCEMENTS: AnnouncementInput[] = announcementsInOrder([
  ...V1_BANNERS,
  ...V1_PLAYER_NOTICES,
  ...V1_POPUPS,
  ...V1_PROMOTION_NOTICES,
]);

export const V1_HELP: HelpArticleInput[] = helpInOrder(V1_HELP_CATEGORIES);
