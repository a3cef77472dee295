import { checkAmountInput, minorUnitsOf, type AmountProblem } from '@wps/contracts';

/*
 * What an operator may decide on an order, and what to warn about, from the order as the server
 * answered it. The server checks every rule again; this only decides which buttons to offer.
 */

/** The approval an editor may give a withdrawal now. */
export type WithdrawalApproval =
  /** One approval pays it out. */
  | 'pay'
  /** Above the threshold: the first of two approvals. */
  | 'first'
  /** The second approval, by another operator than the first: pays it out. */
  | 'second';

export interface WithdrawalChoice {
  approval: WithdrawalApproval;
  /** Why this operator may not approve (they gave the first approval), else null. */
  approveBlocked: 'sameOperator' | null;
}

interface WithdrawalLike {
  status: string;
  approval: { needsSecondApprover: boolean; firstApprovedBy: string | null };
}

/** The decision a withdrawal awaits, or null once it was decided. */
export function withdrawalChoice(order: WithdrawalLike, me: string | undefined): WithdrawalChoice | null {
  if (order.status === 'PENDING')
    return { approval: order.approval.needsSecondApprover ? 'first' : 'pay', approveBlocked: null };
  if (order.status === 'AWAITING_SECOND_APPROVAL')
    return {
      approval: 'second',
      approveBlocked:
        me !== undefined && order.approval.firstApprovedBy !== null && order.approval.firstApprovedBy === me
          ? 'sameOperator'
          : null,
    };
  return null;
}

/** Whether a deposit awaits an operator: manual transfers only (the gateway settles its own). */
export function depositDecidable(order: { status: string; kind: string }): boolean {
  return order.status === 'PENDING' && order.kind === 'manual';
}

/** Whether an adjustment awaits a checker, and whether this operator (its maker) may not be one. */
export function adjustmentChoice(
  adjustment: { status: string; createdBy: string },
  me: string | undefined,
): { blocked: 'maker' | null } | null {
  if (adjustment.status !== 'PENDING') return null;
  return { blocked: me !== undefined && adjustment.createdBy === me ? 'maker' : null };
}

export type RiskLevel = 'warn' | 'danger';
export interface RiskFlag {
  key: 'firstWithdrawal' | 'payoutAccountNew' | 'passwordChangedRecently' | 'turnoverNotMet';
  level: RiskLevel;
}

interface RiskLike {
  firstWithdrawal: boolean;
  payoutAccountNew: boolean;
  passwordChangedRecently: boolean;
  turnover: { met: boolean };
}

/** The risk hints worth a look, the most serious first. */
export function riskFlags(risk: RiskLike | null): RiskFlag[] {
  if (!risk) return [];
  const flags: RiskFlag[] = [];
  if (risk.passwordChangedRecently) flags.push({ key: 'passwordChangedRecently', level: 'danger' });
  if (!risk.turnover.met) flags.push({ key: 'turnoverNotMet', level: 'danger' });
  if (risk.payoutAccountNew) flags.push({ key: 'payoutAccountNew', level: 'warn' });
  if (risk.firstWithdrawal) flags.push({ key: 'firstWithdrawal', level: 'warn' });
  return flags;
}

/**
 * A signed adjustment amount as typed ("-50", "+120.5", "1000"): the amount to send (without "+"),
 * whether it debits, and whether it exceeds the second-approval threshold (in absolute value; at or
 * below it posts at once). `problem` says why it cannot be sent.
 */
export function checkAdjustmentAmount(
  text: string,
  decimals: number,
  threshold: string | null | undefined,
):
  | { amount: string; debit: boolean; needsChecker: boolean | null; problem: null }
  | { amount: null; debit: boolean; needsChecker: null; problem: AmountProblem } {
  const trimmed = text.trim();
  const debit = trimmed.startsWith('-');
  const magnitude = trimmed.replace(/^[+-]/, '');
  const checked = checkAmountInput(magnitude, { decimals });
  if (checked.problem !== null) return { amount: null, debit, needsChecker: null, problem: checked.problem };
  const limit = minorUnitsOf(threshold, decimals);
  return {
    amount: `${debit ? '-' : ''}${magnitude}`,
    debit,
    needsChecker: limit === null ? null : checked.minor > limit,
    problem: null,
  };
}

/** A fresh request id for one attempt of a money form (8 to 64 letters, digits, _ or -). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
