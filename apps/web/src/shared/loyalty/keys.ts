/*
 * The loyalty calls' switches and query keys (contracts: loyalty-routes.ts) that more than one part
 * of the site needs: the live channel reloads cashback and missions, the member centre clears the
 * point mall and badges the missions to claim.
 */

/** VIP ranks and progress (the common calls' switch). */
export const VIP_MODULE = 'COMM3';
/** Cashback claimed by the member (manual rebate). */
export const CASHBACK_MODULE = 'MANPLAYREB3';
/** Points and the points mall. */
export const POINTS_MODULE = 'PTSYS3';
/** Missions and their leaderboard (the common calls' switch). */
export const MISSIONS_MODULE = 'COMM3';
/** Invite friends: the member's referral code, link and rewards. */
export const REFERRAL_MODULE = 'REFERRAL3';

/** Every cashback query starts with this; a claim or a `rebate` balance push reloads them all. */
export const CASHBACK_KEY = ['cashback'] as const;

/**
 * Every mission query starts with this: a claim reloads them all, and the live channel's balance
 * pushes (bets settled, deposits) reload them at most every few seconds (missionRefresh.ts).
 */
export const MISSIONS_KEY = ['missions'] as const;

/** Balance movements that are cashback paid (a member's claim or the daily job). */
export const CASHBACK_BALANCE_CAUSES: readonly string[] = ['rebate'];
