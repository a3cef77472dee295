import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Finance area: the deposit and withdrawal queues, manual adjustments (maker-checker) and the
 * payment methods (the ledger reconciliation reports are control pages, in features/games). Every
 * page is per merchant; deciding needs an editor, changing payment methods an admin (the pages hide
 * what a role may not do; the server refuses it anyway).
 */
export const financePages: AdminPage[] = [
  {
    path: 'finance/deposits',
    scope: 'merchant',
    area: 'finance',
    title: 'finance.deposits.title',
    minRole: 'viewer',
    load: () => import('./DepositsPage'),
  },
  {
    path: 'finance/withdrawals',
    scope: 'merchant',
    area: 'finance',
    title: 'finance.withdrawals.title',
    minRole: 'viewer',
    load: () => import('./WithdrawalsPage'),
  },
  {
    path: 'finance/adjustments',
    scope: 'merchant',
    area: 'finance',
    title: 'finance.adjustments.title',
    minRole: 'viewer',
    load: () => import('./AdjustmentsPage'),
  },
  {
    path: 'finance/payment-methods',
    scope: 'merchant',
    area: 'finance',
    title: 'finance.methods.title',
    minRole: 'viewer',
    load: () => import('./DepositMethodsPage'),
  },
];
