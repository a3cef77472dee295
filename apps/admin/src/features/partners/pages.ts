import type { AdminPage } from '../../shared/pageTypes';

/**
 * Partners as configuration (docs/product.md §Partners): the deployment's game vendors (global, in
 * Games), and each merchant's payment gateways and payout banks (in Finance). Everyone may read them;
 * only admins change them (the pages hide what a role may not do; the server refuses it anyway).
 */
export const partnerPages: AdminPage[] = [
  {
    path: 'partners/vendors',
    scope: 'global',
    area: 'games',
    title: 'partners.vendors.title',
    minRole: 'viewer',
    load: () => import('./PartnerVendorsPage'),
  },
  {
    path: 'finance/payment-channels',
    scope: 'merchant',
    area: 'finance',
    title: 'partners.gateways.title',
    minRole: 'viewer',
    load: () => import('./PaymentChannelsPage'),
  },
  {
    path: 'finance/payout-banks',
    scope: 'merchant',
    area: 'finance',
    title: 'partners.banks.title',
    minRole: 'viewer',
    load: () => import('./PayoutBanksPage'),
  },
];
