/*
 * The loyalty calls' switches and query keys (contracts: loyalty-routes.ts) that more than one part
 * of the site needs: the live channel reloads cashback, the member centre clears the point mall.
 */

/** VIP ranks and progress (the common calls' switch). */
export const VIP_MODULE = 'COMM3';
/** Cashback claimed by the member (manual rebate). */
export const CASHBACK_MODULE = 'MANPLAYREB3';
/** Points and the points mall. */
export const POINTS_MODULE = 'PTSYS3';

/** Every cashback query starts with this; a claim or a `rebate` balance push reloads them all. */
export const CASHBACK_KEY = ['cashback'] as const;

/** Balance movements that are cashback paid (a member's claim or the daily job). */
export const CASHBACK_BALANCE_CAUSES: readonly string[] = ['rebate'];
