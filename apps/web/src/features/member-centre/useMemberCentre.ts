import { createContext, useContext } from 'react';
import type { LazyWidget } from '../../shared/lazy/lazyWidget';

/** The member centre's pages, in the order of its left menu (docs/product.md §Member centre). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** What the centre gives the page in its right panel. */
export interface MemberCentrePageProps {
  /** Closes the member centre. */
  close: () => void;
  /** Switches the centre to another page. */
  goTo: (page: MemberCentrePage) => void;
}

/** Page components by page, supplied where the app composes features (they load on demand). */
export type MemberCentrePages = Partial<Record<MemberCentrePage, LazyWidget<MemberCentrePageProps>>>;

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export interface MemberCentreApi {
  /**
   * Opens the member centre on `page` (default: the security centre). Visitors are asked to log in
   * and trial accounts (type 4) get the `in_need_true_account` warning instead.
   */
  open: (page?: MemberCentrePage) => void;
  close: () => void;
}

/**
 * The points mall reads its data under this query key and keeps its screen state in
 * shared/loyalty/pointMallState; closing the centre clears both.
 */
export { POINT_MALL_KEY } from '../../shared/loyalty/pointMallState';

export const MemberCentreContext = createContext<MemberCentreApi | null>(null);

export function useMemberCentre(): MemberCentreApi {
  const api = useContext(MemberCentreContext);
  if (!api) throw new Error('useMemberCentre must be used inside <MemberCentreProvider>');
  return api;
}
