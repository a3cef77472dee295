/** What the lottery screens need from the auth feature (composed in app/routes). */
export interface LotteryAuth {
  /** True with a session token. */
  loggedIn: boolean;
  /** Visitors get the login prompt, trial accounts the in_need_true_account text; true for members. */
  requireRealAccount: () => Promise<boolean>;
  /** The login prompt. */
  requireLogin: () => Promise<void>;
}
