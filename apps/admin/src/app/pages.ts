import { agentPages } from '../features/agents/pages';
import { contentPages } from '../features/content/pages';
import { controlPages } from '../features/control/pages';
import { dashboardPages } from '../features/dashboard/pages';
import { memberPages } from '../features/members/pages';
import { financePages } from '../features/finance/pages';
import { gamePages } from '../features/games/pages';
import { lotteryPages } from '../features/lottery/pages';
import { loyaltyPages } from '../features/loyalty/pages';
import { partnerPages } from '../features/partners/pages';
import { promotionPages } from '../features/promotions/pages';
import { settingsPages } from '../features/settings/pages';
import type { AdminPage } from '../shared/pageTypes';

/** Every back-office page, feature by feature (see pageTypes.ts). */
export const PAGES: AdminPage[] = [
  ...dashboardPages,
  ...memberPages,
  ...agentPages,
  ...controlPages,
  ...contentPages,
  ...gamePages,
  ...lotteryPages,
  ...financePages,
  ...promotionPages,
  ...loyaltyPages,
  ...partnerPages,
  ...settingsPages,
];
