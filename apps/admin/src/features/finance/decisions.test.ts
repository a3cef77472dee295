import { describe, expect, it } from 'vitest';
import {
  adjustmentChoice,
  checkAdjustmentAmount,
  depositDecidable,
  newRequestId,
  riskFlags,
  withdrawalChoice,
} from './decisions';

const approval = (needsSecondApprover: boolean, firstApprovedBy: string | null = null) => ({
  needsSecondApprover,
  firstApprovedBy,
});

describe('withdrawal decisions', () => {
  it('pays at once below the threshold and asks for two approvals above it', () => {
    expect(withdrawalChoice({ status: 'PENDING', approval: approval(false) }, 'ann')).toEqual({
      approval: 'pay',
      approveBlocked: null,
    });
    expect(withdrawalChoice({ status: 'PENDING', approval: approval(true) }, 'ann')).toEqual({
      approval: 'first',
      approveBlocked: null,
    });
  });

  it('keeps the first approver from giving the second approval', () => {
    const order = { status: 'AWAITING_SECOND_APPROVAL', approval: approval(true, 'ann') };
    expect(withdrawalChoice(order, 'ann')).toEqual({ approval: 'second', approveBlocked: 'sameOperator' });
    expect(withdrawalChoice(order, 'bob')).toEqual({ approval: 'second', approveBlocked: null });
    expect(withdrawalChoice(order, undefined)?.approveBlocked).toBeNull();
  });

  it('offers nothing once decided', () => {
    for (const status of ['PAID', 'REJECTED', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'])
      expect(withdrawalChoice({ status, approval: approval(false) }, 'ann')).toBeNull();
  });
});

describe('deposit and adjustment decisions', () => {
  it('decides pending manual transfers only', () => {
    expect(depositDecidable({ status: 'PENDING', kind: 'manual' })).toBe(true);
    expect(depositDecidable({ status: 'PENDING', kind: 'gateway' })).toBe(false);
    expect(depositDecidable({ status: 'PAID', kind: 'manual' })).toBe(false);
  });

  it('keeps the maker of an adjustment from checking it', () => {
    expect(adjustmentChoice({ status: 'PENDING', createdBy: 'ann' }, 'ann')).toEqual({ blocked: 'maker' });
    expect(adjustmentChoice({ status: 'PENDING', createdBy: 'ann' }, 'bob')).toEqual({ blocked: null });
    expect(adjustmentChoice({ status: 'APPROVED', createdBy: 'ann' }, 'bob')).toBeNull();
  });
});

describe('risk hints', () => {
  it('lists the serious ones first', () => {
    expect(riskFlags(null)).toEqual([]);
    expect(
      riskFlags({
        firstWithdrawal: true,
        payoutAccountNew: true,
        passwordChangedRecently: true,
        turnover: { met: false },
      }).map((flag) => `${flag.level}:${flag.key}`),
    ).toEqual([
      'danger:passwordChangedRecently',
      'danger:turnoverNotMet',
      'warn:payoutAccountNew',
      'warn:firstWithdrawal',
    ]);
    expect(
      riskFlags({
        firstWithdrawal: false,
        payoutAccountNew: false,
        passwordChangedRecently: false,
        turnover: { met: true },
      }),
    ).toEqual([]);
  });
});

describe('adjustment amounts', () => {
  it('reads credits and debits', () => {
    expect(checkAdjustmentAmount('+120.5', 2, '10000.00')).toEqual({
      amount: '120.5',
      debit: false,
      needsChecker: false,
      problem: null,
    });
    expect(checkAdjustmentAmount(' -50 ', 2, '10000.00')).toEqual({
      amount: '-50',
      debit: true,
      needsChecker: false,
      problem: null,
    });
  });

  it('needs a checker above the threshold in absolute value, not at it', () => {
    expect(checkAdjustmentAmount('10000', 2, '10000.00').needsChecker).toBe(false);
    expect(checkAdjustmentAmount('10000.01', 2, '10000.00').needsChecker).toBe(true);
    expect(checkAdjustmentAmount('-10000.01', 2, '10000.00').needsChecker).toBe(true);
    expect(checkAdjustmentAmount('5', 2, null).needsChecker).toBeNull();
  });

  it('says why an amount cannot be sent', () => {
    expect(checkAdjustmentAmount('', 2, null).problem).toBe('required');
    expect(checkAdjustmentAmount('1,000', 2, null).problem).toBe('format');
    expect(checkAdjustmentAmount('1.005', 2, null).problem).toBe('decimals');
    expect(checkAdjustmentAmount('-0', 2, null).problem).toBe('zero');
    expect(checkAdjustmentAmount('--5', 2, null).problem).toBe('format');
  });

  it('makes request ids the API takes', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
