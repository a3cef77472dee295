import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/apiError';
import { i18n } from '../i18n/i18n';
import { RequestIds, amountProblemText, fieldErrorText, isUncertain, moneyErrorText } from './moneyForm';

const t = i18n.getFixedT('en', 'money');
const peso = { symbol: '₱', position: 'F' as const, decimals: 2 };

describe('request ids', () => {
  it('reuses the id when the same content is sent again after an unknown outcome', () => {
    const ids = new RequestIds();
    const first = ids.take({ amount: '10' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    ids.settle(new ApiError(NETWORK_ERROR, 0, 'offline'));
    expect(ids.take({ amount: '10' })).toBe(first);
    ids.settle(new ApiError('system.busy', 503, 'busy'));
    expect(ids.take({ amount: '10' })).toBe(first);
  });
  it('starts a fresh id after an answer, or for other content', () => {
    const ids = new RequestIds();
    const first = ids.take({ amount: '10' });
    expect(ids.take({ amount: '11' })).not.toBe(first);
    const second = ids.take({ amount: '11' });
    ids.settle(new ApiError('balance.insufficient', 400, 'no'));
    expect(ids.take({ amount: '11' })).not.toBe(second);
    const third = ids.take({ amount: '11' });
    ids.settle();
    expect(ids.take({ amount: '11' })).not.toBe(third);
  });
  it('treats refusals as known outcomes and failures as unknown', () => {
    expect(isUncertain(new ApiError('password.wrong', 400, ''))).toBe(false);
    expect(isUncertain(new ApiError('system.error', 500, ''))).toBe(true);
    expect(isUncertain(new TypeError('failed to fetch'))).toBe(true);
  });
});

describe('refusal texts', () => {
  it('shows the bounds, balance and turnover the server sent', () => {
    expect(
      moneyErrorText(
        t,
        new ApiError('amount.out.of.range', 400, '', { min: '100.00', max: '50000.00' }),
        peso,
      ),
    ).toBe('The amount must be between ₱100.00 and ₱50,000.00');
    expect(moneyErrorText(t, new ApiError('balance.insufficient', 400, '', { balance: '12.5' }), peso)).toBe(
      'Insufficient balance: you have ₱12.50',
    );
    expect(
      moneyErrorText(t, new ApiError('withdraw.turnover.required', 400, '', { remaining: '300.00' }), peso),
    ).toBe('Complete the required turnover first: ₱300.00 still to go');
    expect(
      moneyErrorText(t, new ApiError('too.many.requests', 429, '', { retryAfterSeconds: 61 }), peso),
    ).toBe('Too many wrong attempts. Try again in 2 min.');
  });
  it('falls back to the core error text of the code', () => {
    expect(moneyErrorText(t, new ApiError('password.wrong', 400, ''), peso)).toBe('The password is wrong');
    expect(moneyErrorText(t, new ApiError('balance.insufficient', 400, ''), peso)).toBe(
      'Insufficient balance',
    );
    expect(moneyErrorText(t, new Error('boom'), peso)).toBe('Unknown error');
  });
  it('words field errors and amount problems', () => {
    expect(fieldErrorText(t, { code: 'field.payee_mismatch', message: '' })).toBe(
      'The account name must be your payee name',
    );
    expect(fieldErrorText(t, { code: 'rule.pattern', message: '' })).toBe(
      "This name does not follow the site's rules",
    );
    expect(fieldErrorText(t, { code: 'field.whatever', message: '' })).toBe('This value is not valid');
    const limits = { decimals: 2, min: '100.00', max: '500.00', available: '80.00' };
    expect(amountProblemText(t, 'min', limits, peso)).toBe('The minimum is ₱100.00');
    expect(amountProblemText(t, 'balance', limits, peso)).toBe('More than you have: ₱80.00');
    expect(amountProblemText(t, 'decimals', limits, peso)).toBe('At most 2 decimal places');
  });
});
