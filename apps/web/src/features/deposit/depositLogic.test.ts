import { describe, expect, it } from 'vitest';
import {
  defaultMethod,
  depositBreakdown,
  depositFee,
  depositStatusTone,
  percentText,
  usableMethods,
} from './depositLogic';
import { proofFileProblem } from '../../shared/money/proofImage';

const channel = {
  id: 1,
  name: 'c',
  kind: 'gateway' as const,
  minAmount: '100.00',
  maxAmount: '500.00',
  fixedAmounts: [],
  fixedAmountOnly: false,
  feeBasisPoints: 0,
  banks: [],
  receivingAccount: null,
  displayOrder: 1,
};
const method = (code: string, recommended: boolean, channels = [channel]) => ({
  code,
  name: code,
  icon: null,
  recommended,
  channels,
});

describe('deposit fee', () => {
  it('charges basis points of the amount, rounded down like the server', () => {
    expect(depositFee(10_000n, 150)).toBe(150n);
    expect(depositFee(999n, 150)).toBe(14n);
    expect(depositBreakdown(10_050n, 150, 2)).toEqual({ fee: '1.50', credited: '99.00' });
    expect(depositBreakdown(10_000n, 0, 2)).toEqual({ fee: '0.00', credited: '100.00' });
  });
  it('shows the rate exactly', () => {
    expect(percentText(150)).toBe('1.5%');
    expect(percentText(100)).toBe('1%');
    expect(percentText(5)).toBe('0.05%');
  });
});

describe('methods', () => {
  it('drops methods without channels and opens on the recommended one', () => {
    const methods = usableMethods([method('A', false), method('B', true), method('C', true, [])]);
    expect(methods.map((entry) => entry.code)).toEqual(['A', 'B']);
    expect(defaultMethod(methods)?.code).toBe('B');
    expect(defaultMethod([method('A', false)])?.code).toBe('A');
  });
  it('colours statuses', () => {
    expect(depositStatusTone('PAID')).toBe('ok');
    expect(depositStatusTone('PENDING')).toBe('wait');
    expect(depositStatusTone('REJECTED')).toBe('bad');
    expect(depositStatusTone('EXPIRED')).toBe('neutral');
  });
});

describe('proof image', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(proofFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(proofFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(proofFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(proofFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
