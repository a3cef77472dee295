import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Loyalty area: the merchant's VIP ranks (what reaches and keeps each, its rewards, cashback and
 * points rates), the points mall, the points settings, the redemptions to fulfil, the missions and the
 * referral rewards. Every page is per merchant and readable by a viewer; the mall's rewards, the
 * redemptions' decisions and the missions need an editor, the VIP rules, the points settings and the
 * referral rewards an admin (the pages hide what a role may not do; the server refuses it anyway).
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
  {
    path: 'loyalty/missions',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.missions.title',
    minRole: 'viewer',
    load: () => import('./MissionsPage'),
  },
  {
    path: 'loyalty/referral',
    scope: 'merchant',
    area: 'loyalty',
    title: 'loyalty.referral.title',
    minRole: 'viewer',
    load: () => import('./ReferralSettingsPage'),
  },
];
