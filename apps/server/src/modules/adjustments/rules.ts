import { TRIAL_MEMBER_TYPE, type CurrencySettings, type MoneySettings } from '@wps/contracts';
import { settingAmount } from '../../kernel/money.js';

/*
 * The pure rules of manual adjustments (docs/product.md §Money): the second-approval threshold, the
 * ledger key, what counts as the same request, and how long an unfinished approval holds its claim.
 */

/** An approval that claimed an adjustment but never finished may be taken over after this long. */
export const STALE_CLAIM_MS = 2 * 60_000;

/** One ledger posting per adjustment, whoever approves it and however often it is retried. */
export function ledgerKeyOf(requestId: string): string {
  return `adjustment:${requestId}`;
}

/** Above this size (either sign), in minor units, an adjustment waits for a second operator. */
export function secondApprovalThreshold(settings: {
  currency: CurrencySettings;
  money: Pick<MoneySettings, 'adjustmentSecondApprovalAbove'>;
}): bigint {
  return settingAmount(settings.money.adjustmentSecondApprovalAbove, settings.currency);
}

/** Claims taken before this time belong to approvals that never finished. */
export function staleClaimBefore(now: Date): Date {
  return new Date(now.getTime() - STALE_CLAIM_MS);
}

/** Whether an adjustment may be made for a member of `type`: a trial account holds play money only. */
export function adjustable(type: number): boolean {
  return type !== TRIAL_MEMBER_TYPE;
}

/** Whether a request id used before names the same request: same member, amount and reason. */
export function isSameRequest(
  existing: { memberId: number; amount: bigint; reason: string },
  request: { memberId: number; amount: bigint; reason: string },
): boolean {
  return (
    existing.memberId === request.memberId &&
    existing.amount === request.amount &&
    existing.reason === request.reason
  );
}

/** Who decided, as shown: while pending, decided_by marks an approval in progress, not a decision. */
export function shownDecider(row: { status: string; decidedBy: string | null }): string | null {
  return row.status === 'PENDING' ? null : row.decidedBy;
}

/** Whether an adjustment in `status` still takes a decision. */
export function isDecidable(status: string): boolean {
  return status === 'PENDING';
}
