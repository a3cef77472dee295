import { describe, expect, it } from 'vitest';
import { canClaim, sourceTone } from './cashbackLogic';

describe('cashback', () => {
  it('can be claimed only above 0.00', () => {
    expect(canClaim('0.00')).toBe(false);
    expect(canClaim('0')).toBe(false);
    expect(canClaim(undefined)).toBe(false);
    expect(canClaim('0.01')).toBe(true);
    expect(canClaim('12.40')).toBe(true);
  });

  it('tells a claim from a daily payment', () => {
    expect(sourceTone('member')).toBe('ok');
    expect(sourceTone('job')).toBe('info');
  });
});
