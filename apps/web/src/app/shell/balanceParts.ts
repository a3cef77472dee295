import { lazyWidget } from '../../shared/lazy/lazyWidget';

/** The member's balance (header and side menu): its code loads only once someone is signed in. */
export const Balance = lazyWidget<{ variant?: 'header' | 'menu'; className?: string }>(() =>
  import('../../features/wallet/BalanceWidget').then((module) => ({ default: module.BalanceWidget })),
);
