import { defaultModuleSwitches, type ModuleSwitches } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkedAmount,
  CREDITABLE,
  decisionStatus,
  DEFAULT_RANGE_MS,
  depositAllowed,
  depositOrderNo,
  depositsClosed,
  expiryDueSince,
  expiryStepOf,
  feeOf,
  fixedAmountsOf,
  gatewayLimitsOf,
  MAX_RANGE_MS,
  normalAmount,
  OPEN,
  outsideGatewayLimits,
  paidAsOrdered,
  pruneTurn,
  requireWithinGateway,
  QUERY_GIVE_UP_MS,
  recordsRange,
  refusalStatus,
  sameAmount,
  shownStatus,
  UNANSWERED_ORDER_MS,
  type ChannelAmounts,
} from './rules.js';
import { KWD, PHP, VND, refusalOf, refusedField } from '../../kernel/test-support.js';

const channel = (patch: Partial<ChannelAmounts> = {}): ChannelAmounts => ({
  minAmount: 10_000n,
  maxAmount: 5_000_000n,
  fixedAmounts: [],
  fixedAmountOnly: false,
  ...patch,
});

describe('checkedAmount', () => {
  it('passes amounts from exactly the minimum to exactly the maximum', () => {
    expect(checkedAmount(channel(), '100', PHP)).toBe(10_000n);
    expect(checkedAmount(channel(), '100.01', PHP)).toBe(10_001n);
    expect(checkedAmount(channel(), '50000.00', PHP)).toBe(5_000_000n);
  });

  it('refuses one unit outside either bound, and zero, with the bounds in major units', () => {
    for (const text of ['99.99', '50000.01', '0', '0.00'])
      expect(refusalOf(() => checkedAmount(channel(), text, PHP))).toEqual({
        code: 'amount.out.of.range',
        value: { min: '100.00', max: '50000.00', fixedAmounts: [] },
      });
  });

  it('refuses more decimals than the currency has as a field error', () => {
    expect(refusalOf(() => checkedAmount(channel(), '100.001', PHP))?.code).toBe('field.invalid_format');
    expect(
      refusalOf(() => checkedAmount(channel({ minAmount: 1n, maxAmount: 1000n }), '1.5', VND))?.code,
    ).toBe('field.invalid_format');
  });

  it('reads amounts with the currency decimals (0, 2, 3)', () => {
    expect(checkedAmount(channel({ minAmount: 100n, maxAmount: 1_000n }), '100', VND)).toBe(100n);
    expect(checkedAmount(channel({ minAmount: 1_000n, maxAmount: 2_000n }), '1.999', KWD)).toBe(1_999n);
    expect(
      refusalOf(() => checkedAmount(channel({ minAmount: 1_000n, maxAmount: 2_000n }), '2.001', KWD)),
    ).toEqual({
      code: 'amount.out.of.range',
      value: { min: '1.000', max: '2.000', fixedAmounts: [] },
    });
  });

  it('with fixed amounts only takes one of them, and names them all when refused', () => {
    const fixed = channel({ fixedAmounts: ['10000', '50000'], fixedAmountOnly: true });
    expect(checkedAmount(fixed, '500', PHP)).toBe(50_000n);
    expect(refusalOf(() => checkedAmount(fixed, '200', PHP))).toEqual({
      code: 'amount.out.of.range',
      value: { min: '100.00', max: '50000.00', fixedAmounts: ['100.00', '500.00'] },
    });
  });

  it('treats fixed amounts as suggestions when not fixed-only', () => {
    const suggested = channel({ fixedAmounts: ['10000', '50000'], fixedAmountOnly: false });
    expect(checkedAmount(suggested, '200', PHP)).toBe(20_000n);
  });

  it('reads stored fixed amounts (decimal strings) as minor units', () => {
    expect(fixedAmountsOf({ fixedAmounts: [] })).toEqual([]);
    expect(fixedAmountsOf({ fixedAmounts: ['1', '9999999999999999'] })).toEqual([1n, 9_999_999_999_999_999n]);
  });
});

describe('feeOf', () => {
  it('takes basis points of the amount, rounded down in the member favour', () => {
    expect(feeOf(10_000n, 0)).toBe(0n);
    expect(feeOf(10_000n, 150)).toBe(150n);
    expect(feeOf(99n, 100)).toBe(0n); // 0.99 → 0
    expect(feeOf(199n, 100)).toBe(1n); // 1.99 → 1
    expect(feeOf(10_000n, 10_000)).toBe(10_000n);
  });
});

describe('sameAmount', () => {
  it('compares decimal strings by value', () => {
    expect(sameAmount('100.00', '100')).toBe(true);
    expect(sameAmount('100.0', '100.00')).toBe(true);
    expect(sameAmount('0100.50', '100.5')).toBe(true);
    expect(sameAmount('0.00', '0')).toBe(true);
    expect(sameAmount('100.01', '100.00')).toBe(false);
    expect(sameAmount('1000', '100')).toBe(false);
    expect(sameAmount('10.0', '100')).toBe(false);
  });

  it('normalises leading and trailing zeros away', () => {
    expect(normalAmount('00100.500')).toBe('100.5');
    expect(normalAmount('100.')).toBe('100');
    expect(normalAmount('100.000')).toBe('100');
    expect(normalAmount('0.05')).toBe('0.05');
    expect(normalAmount('0')).toBe('0');
  });

  it('matches a gateway answer by amount and currency', () => {
    const order = { currency: 'PHP' };
    expect(paidAsOrdered({ amount: '100.0', currency: 'PHP' }, order, '100.00')).toBe(true);
    expect(paidAsOrdered({ amount: '100.01', currency: 'PHP' }, order, '100.00')).toBe(false);
    expect(paidAsOrdered({ amount: '100.00', currency: 'USD' }, order, '100.00')).toBe(false);
    expect(paidAsOrdered({ amount: null, currency: 'PHP' }, order, '100.00')).toBe(false);
  });
});

describe('records range', () => {
  const now = new Date('2025-03-31T12:00:00Z');

  it('defaults to the 7 days up to now, or up to the given end', () => {
    expect(recordsRange({}, now)).toEqual({ from: new Date(now.getTime() - DEFAULT_RANGE_MS), to: now });
    const end = Date.parse('2025-03-10T00:00:00Z');
    expect(recordsRange({ endTime: end }, now)).toEqual({
      from: new Date(end - DEFAULT_RANGE_MS),
      to: new Date(end),
    });
  });

  it('allows exactly 31 days and a zero-length range, not one millisecond more or a reversed one', () => {
    const to = now.getTime();
    expect(recordsRange({ startTime: to - MAX_RANGE_MS, endTime: to }, now).from.getTime()).toBe(
      to - MAX_RANGE_MS,
    );
    expect(recordsRange({ startTime: to, endTime: to }, now).from.getTime()).toBe(to);
    expect(refusalOf(() => recordsRange({ startTime: to - MAX_RANGE_MS - 1, endTime: to }, now))?.code).toBe(
      'field.range_too_long',
    );
    expect(refusalOf(() => recordsRange({ startTime: to + 1, endTime: to }, now))?.code).toBe(
      'field.invalid_range',
    );
  });
});

describe('gateway order expiry', () => {
  const createdAt = new Date('2025-03-01T10:00:00Z');
  const expiresAt = new Date('2025-03-01T10:15:00Z');
  const at = (ms: number) => new Date(expiresAt.getTime() + ms);

  it('is due at its expiry, or 30 minutes after a creation that never got an answer', () => {
    expect(expiryDueSince({ expiresAt, createdAt })).toBe(expiresAt);
    expect(expiryDueSince({ expiresAt: null, createdAt }).getTime()).toBe(
      createdAt.getTime() + UNANSWERED_ORDER_MS,
    );
  });

  it('without an answer waits until a day past its due time, then expires', () => {
    const order = { expiresAt, createdAt };
    expect(expiryStepOf(null, order, at(QUERY_GIVE_UP_MS - 1))).toEqual({ kind: 'wait' });
    expect(expiryStepOf(null, order, at(QUERY_GIVE_UP_MS))).toEqual({ kind: 'expire' });
    const unanswered = { expiresAt: null, createdAt };
    const due = createdAt.getTime() + UNANSWERED_ORDER_MS;
    expect(expiryStepOf(null, unanswered, new Date(due + QUERY_GIVE_UP_MS - 1))).toEqual({ kind: 'wait' });
    expect(expiryStepOf(null, unanswered, new Date(due + QUERY_GIVE_UP_MS))).toEqual({ kind: 'expire' });
  });

  it('follows the gateway: paid, failed, still pending with a later expiry, else expired', () => {
    const order = { expiresAt, createdAt };
    const now = at(1_000);
    const answer = (
      status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'NOT_FOUND',
      later: Date | null = null,
    ) => ({
      status,
      expiresAt: later,
    });
    expect(expiryStepOf(answer('PAID'), order, now)).toEqual({ kind: 'paid' });
    expect(expiryStepOf(answer('FAILED'), order, now)).toEqual({ kind: 'fail' });
    const later = at(60_000);
    expect(expiryStepOf(answer('PENDING', later), order, now)).toEqual({ kind: 'extend', expiresAt: later });
    expect(expiryStepOf(answer('PENDING', now), order, now)).toEqual({ kind: 'expire' });
    expect(expiryStepOf(answer('PENDING'), order, now)).toEqual({ kind: 'expire' });
    expect(expiryStepOf(answer('EXPIRED'), order, now)).toEqual({ kind: 'expire' });
    expect(expiryStepOf(answer('NOT_FOUND'), order, now)).toEqual({ kind: 'expire' });
  });
});

describe('statuses', () => {
  it('a gateway payment may override any ending but paid and rejected; the rest leave pending only', () => {
    expect([...CREDITABLE].sort()).toEqual(['CANCELLED', 'EXPIRED', 'FAILED', 'PENDING']);
    expect(OPEN).toEqual(['PENDING']);
    expect(decisionStatus('approve')).toBe('PAID');
    expect(decisionStatus('reject')).toBe('REJECTED');
  });

  it('shows an order decided paid but not yet booked as pending without a completion time', () => {
    const completedAt = new Date('2025-03-01T10:00:00Z');
    expect(shownStatus({ status: 'PAID', ledgerTransactionId: null, completedAt })).toEqual({
      status: 'PENDING',
      completedAt: null,
    });
    expect(shownStatus({ status: 'PAID', ledgerTransactionId: 7, completedAt })).toEqual({
      status: 'PAID',
      completedAt: completedAt.getTime(),
    });
    expect(shownStatus({ status: 'PENDING', ledgerTransactionId: null, completedAt: null })).toEqual({
      status: 'PENDING',
      completedAt: null,
    });
    expect(shownStatus({ status: 'REJECTED', ledgerTransactionId: null, completedAt })).toEqual({
      status: 'REJECTED',
      completedAt: completedAt.getTime(),
    });
  });
});

describe('switches, callbacks and order numbers', () => {
  const modules = (patch: Partial<Record<string, boolean>>): ModuleSwitches =>
    ({ ...defaultModuleSwitches(), ...patch }) as ModuleSwitches;

  it('closes deposits in credit mode', () => {
    const base = defaultModuleSwitches();
    expect(depositsClosed(base)).toBe(false);
    expect(depositAllowed(base)).toBe(true);
    expect(depositsClosed(modules({ CREDITMAR3: true }))).toBe(true);
    expect(depositAllowed(modules({ CREDITMAR3: true }))).toBe(false);
  });

  it('answers 400 to an unreadable callback and 401 to any other refusal', () => {
    expect(refusalStatus('malformed')).toBe(400);
    expect(refusalStatus('bad_signature')).toBe(401);
    expect(refusalStatus('stale_timestamp')).toBe(401);
    expect(refusalStatus('unknown_merchant')).toBe(401);
  });

  it('prunes refused callbacks every 32nd one', () => {
    expect([1, 31, 32, 33, 64].map(pruneTurn)).toEqual([false, false, true, false, true]);
  });

  it('numbers orders DP + UTC time + the random bytes in upper-case hex', () => {
    const no = depositOrderNo(
      new Date('2025-03-01T09:08:07.654Z'),
      Uint8Array.from([0xab, 0x01, 0xff, 0x00]),
    );
    expect(no).toBe('DP20250301090807AB01FF00');
    expect(no).toHaveLength(24);
  });
});

describe('gateway bounds', () => {
  it("reads an operator's bounds in minor units, none when left empty", () => {
    expect(gatewayLimitsOf({ minAmount: '50', maxAmount: '20000.5' }, PHP)).toEqual({
      min: 5000n,
      max: 2000050n,
    });
    expect(gatewayLimitsOf({ minAmount: null, maxAmount: null }, VND)).toEqual({ min: null, max: null });
    expect(refusedField(() => gatewayLimitsOf({ minAmount: '1.001', maxAmount: null }, PHP))).toMatch(
      /^minAmount:/,
    );
    expect(refusedField(() => gatewayLimitsOf({ minAmount: '0', maxAmount: null }, PHP))).toBe(
      'minAmount:field.too_small',
    );
    expect(refusedField(() => gatewayLimitsOf({ minAmount: '500', maxAmount: '100' }, PHP))).toBe(
      'maxAmount:field.too_small',
    );
  });

  it("keeps channels within their gateway's bounds", () => {
    const limits = { min: 5000n, max: 100000n };
    expect(outsideGatewayLimits({ minAmount: 10000n, maxAmount: 100000n }, limits)).toEqual([]);
    expect(outsideGatewayLimits({ minAmount: 1000n, maxAmount: 200000n }, limits)).toEqual([
      'minAmount',
      'maxAmount',
    ]);
    expect(outsideGatewayLimits({ minAmount: 1n, maxAmount: 10n ** 12n }, { min: null, max: null })).toEqual(
      [],
    );
  });

  it("narrows a member's bounds to the gateway's", () => {
    const channel = { minAmount: 10000n, maxAmount: 500000n, fixedAmounts: [], fixedAmountOnly: false };
    const limits = { min: null, max: 200000n };
    expect(() => requireWithinGateway(200000n, channel, limits, PHP)).not.toThrow();
    expect(refusalOf(() => requireWithinGateway(200001n, channel, limits, PHP))).toEqual({
      code: 'amount.out.of.range',
      value: { min: '100.00', max: '2000.00' },
    });
  });
});
