import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkRule, PATTERNS, patternMatches, registerRuleSchema, type RegisterRule } from './index.js';

const rule = (patch: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 16,
  ...patch,
});

describe('checkRule (the one rule check shared by browser and server)', () => {
  it('accepts a value matching the pattern within bounds', () => {
    expect(checkRule(rule(), 'alice123')).toBeNull();
  });

  it('names the violation: required, length, pattern', () => {
    expect(checkRule(rule(), '')).toBe('required');
    expect(checkRule(rule(), 'ab1')).toBe('length');
    expect(checkRule(rule(), 'a'.repeat(17))).toBe('length');
    expect(checkRule(rule(), '1abcdef')).toBe('pattern');
  });

  it('ignores a disabled rule and lets an optional field be empty', () => {
    expect(checkRule(rule({ enabled: false }), '')).toBeNull();
    expect(checkRule(rule({ required: false }), '')).toBeNull();
    expect(checkRule(rule({ required: false }), 'x')).toBe('length');
  });

  it('treats * as matching anything', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (value) => {
        const length = [...value].length;
        return (
          checkRule(rule({ acceptedPattern: '*', minLength: 1, maxLength: 40 }), value) ===
          (length <= 40 ? null : 'length')
        );
      }),
    );
  });

  it('counts characters, not UTF-16 units (Thai, emoji)', () => {
    expect(checkRule(rule({ acceptedPattern: '*', minLength: 2, maxLength: 2 }), '😀😀')).toBeNull();
  });
});

describe('pattern catalogue', () => {
  const cases: [number, string[], string[]][] = [
    [1, ['abc'], ['ab1', 'a b']],
    [2, ['a123'], ['1abc', 'a_b']],
    [3, ['abc123', '123'], ['a-b']],
    [4, ['abc123'], ['abcdef', '123456']],
    [5, ['0123'], ['12a']],
    [6, ['Abc123'], ['abc123']],
    [7, ['John Smith'], ['John1']],
    [8, ['a-b_c'], ['a b']],
    [10, ['a@b.co'], ['a@b', 'a b@c.d']],
    [11, ['2026-11-22', '11-22-2026'], ['2026/11/22']],
    [12, ['홍길동'], ['hong']],
    [13, ['สวัสดี'], ['hello']],
  ];
  it.each(cases)('pattern %i accepts and refuses as its message says', (id, good, bad) => {
    const { regex } = PATTERNS[id as keyof typeof PATTERNS];
    for (const value of good) expect(patternMatches(regex, value), value).toBe(true);
    for (const value of bad) expect(patternMatches(regex, value), value).toBe(false);
  });

  it('refuses rules with an invalid regex or min above max', () => {
    expect(registerRuleSchema.safeParse(rule({ acceptedPattern: '([a-' })).success).toBe(false);
    expect(registerRuleSchema.safeParse(rule({ minLength: 9, maxLength: 3 })).success).toBe(false);
  });
});
