import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  adjustable,
  isDecidable,
  isSameRequest,
  ledgerKeyOf,
  secondApprovalThreshold,
  shownDecider,
  STALE_CLAIM_MS,
  staleClaimBefore,
} from './rules.js';
import { currency } from '../../kernel/test-support.js';

const settings = (decimals: number, above: string) => ({
  currency: currency(decimals),
  money: { adjustmentSecondApprovalAbove: above },
});

describe('adjustment rules', () => {
  it('reads the second-approval threshold in minor units (0, 2, 3 decimals)', () => {
    expect(secondApprovalThreshold(settings(2, '5000.00'))).toBe(500_000n);
    expect(secondApprovalThreshold(settings(2, '0'))).toBe(0n);
    expect(secondApprovalThreshold(settings(3, '1.5'))).toBe(1_500n);
    // Settings may carry more decimals than the currency has: the extra digits are dropped.
    expect(secondApprovalThreshold(settings(0, '50000.00'))).toBe(50_000n);
    expect(secondApprovalThreshold(settings(2, '10.9999'))).toBe(1_099n);
  });

  it('keys the ledger posting on the request id alone', () => {
    expect(ledgerKeyOf('req-12345678')).toBe('adjustment:req-12345678');
  });

  it('takes over claims older than two minutes', () => {
    const now = new Date('2025-03-01T10:02:00Z');
    expect(STALE_CLAIM_MS).toBe(120_000);
    expect(staleClaimBefore(now).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it('refuses trial accounts', () => {
    expect(adjustable(TRIAL_MEMBER_TYPE)).toBe(false);
    expect(adjustable(0)).toBe(true);
    expect(adjustable(1)).toBe(true);
  });

  it('answers a repeated request id only for the same member, amount and reason', () => {
    const first = { memberId: 7, amount: -500n, reason: 'refund' };
    expect(isSameRequest(first, { ...first })).toBe(true);
    expect(isSameRequest(first, { ...first, memberId: 8 })).toBe(false);
    expect(isSameRequest(first, { ...first, amount: 500n })).toBe(false);
    expect(isSameRequest(first, { ...first, reason: 'Refund' })).toBe(false);
  });

  it('hides the decider of a pending adjustment (an approval in progress) and takes decisions only then', () => {
    expect(shownDecider({ status: 'PENDING', decidedBy: 'op2' })).toBeNull();
    expect(shownDecider({ status: 'APPROVED', decidedBy: 'op2' })).toBe('op2');
    expect(shownDecider({ status: 'REJECTED', decidedBy: 'op3' })).toBe('op3');
    expect(isDecidable('PENDING')).toBe(true);
    expect(isDecidable('APPROVED')).toBe(false);
    expect(isDecidable('REJECTED')).toBe(false);
  });
});
