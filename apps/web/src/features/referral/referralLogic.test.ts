import { describe, expect, it, vi } from 'vitest';
import { isShareCancel, referralRules, shareSheet } from './referralLogic';

describe('referralRules', () => {
  it('lists the first-deposit and the turnover rewards with their thresholds', () => {
    expect(
      referralRules({
        firstDepositReward: '50.00',
        minDeposit: '100.00',
        turnoverReward: '100.00',
        turnoverTarget: '5000.00',
      }),
    ).toEqual([
      { kind: 'firstDeposit', reward: '50.00', minimum: '100.00' },
      { kind: 'turnover', reward: '100.00', target: '5000.00' },
    ]);
  });

  it('leaves out a reward of 0.00', () => {
    const rules = (first: string, turnover: string) =>
      referralRules({
        firstDepositReward: first,
        minDeposit: '100.00',
        turnoverReward: turnover,
        turnoverTarget: '5000.00',
      }).map((rule) => rule.kind);
    expect(rules('0.00', '100.00')).toEqual(['turnover']);
    expect(rules('50.00', '0.00')).toEqual(['firstDeposit']);
    expect(rules('0.00', '0.00')).toEqual([]);
  });
});

describe('shareSheet', () => {
  it('is the browser share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    const nav = { share };
    const sheet = shareSheet(nav);
    expect(sheet).not.toBeNull();
    await sheet!({ url: 'https://site.test/register?referralCode=R7' });
    expect(share).toHaveBeenCalledWith({ url: 'https://site.test/register?referralCode=R7' });
    expect(shareSheet({})).toBeNull();
    expect(shareSheet(undefined)).toBeNull();
  });

  it('treats a dismissed sheet as no failure', () => {
    expect(isShareCancel(new DOMException('dismissed', 'AbortError'))).toBe(true);
    expect(isShareCancel(new DOMException('denied', 'NotAllowedError'))).toBe(false);
    expect(isShareCancel(new Error('x'))).toBe(false);
  });
});
