import { describe, expect, it } from 'vitest';
import { likeLiteral, memberSearchOf, searchTermsOf, typesOf } from './search-rules.js';

describe('member search terms', () => {
  it('matches usernames from their start, or anywhere, with LIKE wildcards taken literally', () => {
    expect(searchTermsOf('Ab_c', 'prefix').usernameLike).toBe('ab\\_c%');
    expect(searchTermsOf('50%', 'contains').usernameLike).toBe('%50\\%%');
    expect(likeLiteral('a\\b')).toBe('a\\\\b');
  });

  it('reads digits as an id, and 5 to 15 of them as a mobile number from its start or its end', () => {
    expect(searchTermsOf('12345', 'prefix')).toMatchObject({
      id: 12345,
      mobileLike: '+12345%',
      mobileEndLike: '54321%',
    });
    expect(searchTermsOf('+86 138-0013', 'prefix')).toMatchObject({
      id: null,
      mobileLike: '+861380013%',
      // Typed with its country code: only from the start.
      mobileEndLike: null,
    });
    expect(searchTermsOf('1234', 'prefix')).toMatchObject({
      id: 1234,
      mobileLike: null,
      mobileEndLike: null,
    });
    expect(searchTermsOf('99999999999', 'prefix').id).toBeNull();
    expect(searchTermsOf('0', 'prefix').id).toBeNull();
  });

  it('takes an affiliate code exactly, and an e-mail from its start in any case', () => {
    expect(searchTermsOf('Agent007', 'prefix')).toMatchObject({
      affiliateCode: 'Agent007',
      emailLike: 'agent007%',
    });
    expect(searchTermsOf('a@b', 'prefix')).toMatchObject({ affiliateCode: null, emailLike: 'a@b%' });
    expect(searchTermsOf('two words', 'prefix')).toMatchObject({ affiliateCode: null, emailLike: null });
  });
});

describe('member search filters', () => {
  it('maps the type filter to member types', () => {
    expect(typesOf('agent')).toEqual({ in: [1, 2, 41, 42] });
    expect(typesOf('trial')).toEqual({ in: [4] });
    expect(typesOf('ordinary')).toEqual({ notIn: [1, 2, 41, 42, 4] });
    expect(typesOf(undefined)).toBeUndefined();
  });

  it('builds the store search from the call', () => {
    expect(
      memberSearchOf(7, {
        username: 'Bo',
        match: 'prefix',
        status: 'locked',
        registeredFrom: '2026-01-01T00:00:00+08:00',
        sort: 'id',
        order: 'desc',
      }),
    ).toEqual({
      merchantId: 7,
      usernameLike: '%bo%',
      terms: undefined,
      locked: true,
      types: undefined,
      registeredFrom: new Date('2025-12-31T16:00:00Z'),
      registeredTo: undefined,
    });
  });
});
