import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Loyalty area: the merchant's VIP ranks (what reaches and keeps each, its rewards, cashback and
 * points rates), the points mall, the points settings, and the redemptions to fulfil. Every page is
 * per merchant and readable by a viewer; the mall's rewards and the redemptions' decisions need an
 * editor, the VIP rules and the points settings an admin (the pages hide what a role may not do; the
 * server refuses it anyway).
 */
export const loyaltyPages: AdminPage[] = [
  {
    path: 'loyalty/vip',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.vip.title',
    minRole: 'viewer',
    load: () => import('./VipRulesPage'),
  },
  {
    path: 'loyalty/mall',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.mall.title',
    minRole: 'viewer',
    load: () => import('./PointRewardsPage'),
  },
  {
    path: 'loyalty/points',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.points.title',
    minRole: 'viewer',
    load: () => import('./PointConfigPage'),
  },
  {
    path: 'loyalty/redemptions',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.redemptions.title',
    minRole: 'viewer',
    load: () => import('./RedemptionsPage'),
  },
];
