/** What the promotion screens need from the auth and member-centre features (composed in app/routes). */
export interface PromotionAuth {
  /** Opens the login popup. */
  openLogin: () => void;
  /** Visitors get the login prompt, trial accounts the in_need_true_account text; true for members. */
  requireRealAccount: () => Promise<boolean>;
  /** Opens the member centre on one of its pages (bonus details for a reward's turnover). */
  openMemberCentre: (page: 'bonusDetails' | 'rewardCenter') => void;
}
