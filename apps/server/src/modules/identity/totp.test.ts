import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, normalizeTotpCode, otpauthUrl } from './totp.js';

/*
 * RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; its 6-digit codes are
 * the last six digits of the published 8-digit ones. Steps are 30 seconds from the epoch.
 */
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('normalizeTotpCode', () => {
  it('keeps exactly six digits, dropping spaces and dashes', () => {
    expect(normalizeTotpCode('287082')).toBe('287082');
    expect(normalizeTotpCode('287 082')).toBe('287082');
    expect(normalizeTotpCode('287-082')).toBe('287082');
    expect(normalizeTotpCode(' 287082 ')).toBe('287082');
  });

  it('refuses five or seven digits, letters and nothing', () => {
    expect(normalizeTotpCode('28708')).toBeNull();
    expect(normalizeTotpCode('2870820')).toBeNull();
    expect(normalizeTotpCode('28708a')).toBeNull();
    expect(normalizeTotpCode('')).toBeNull();
  });
});

describe('matchTotp (RFC 6238 vectors, fixed times)', () => {
  it('accepts the published codes at their times and answers their step', () => {
    expect(matchTotp(SECRET, '287082', at(59), null)).toBe(1);
    expect(matchTotp(SECRET, '081804', at(1111111109), null)).toBe(37037036);
    expect(matchTotp(SECRET, '050471', at(1111111111), null)).toBe(37037037);
    expect(matchTotp(SECRET, '005924', at(1234567890), null)).toBe(41152263);
    expect(matchTotp(SECRET, '279037', at(2000000000), null)).toBe(66666666);
  });

  it('accepts one step either side of the current one, not two', () => {
    // Code of step 1 (30 s – 59.999 s).
    expect(matchTotp(SECRET, '287082', at(0), null)).toBe(1); // step 0: one ahead
    expect(matchTotp(SECRET, '287082', at(30), null)).toBe(1); // first instant of step 1
    expect(matchTotp(SECRET, '287082', new Date(89_999), null)).toBe(1); // last instant of step 2
    expect(matchTotp(SECRET, '287082', at(90), null)).toBeNull(); // step 3: two behind
  });

  it('refuses a code of a step already used, or older, and accepts a newer one', () => {
    expect(matchTotp(SECRET, '287082', at(59), 1)).toBeNull();
    expect(matchTotp(SECRET, '287082', at(59), 2)).toBeNull();
    expect(matchTotp(SECRET, '287082', at(59), 0)).toBe(1);
  });

  it('refuses a wrong code, a malformed one and the code of another secret', () => {
    expect(matchTotp(SECRET, '287083', at(59), null)).toBeNull();
    expect(matchTotp(SECRET, 'abcdef', at(59), null)).toBeNull();
    expect(matchTotp(newTotpSecret(), '287082', at(59), null)).toBeNull();
  });

  it('accepts the code as typed with a space', () => {
    expect(matchTotp(SECRET, '287 082', at(59), null)).toBe(1);
  });
});

describe('secrets and the QR code URL', () => {
  it('makes 20-byte base32 secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('names the issuer, the account and the parameters every app reads', () => {
    const url = otpauthUrl(SECRET, 'Aurora Play', 'alice');
    expect(url.startsWith('otpauth://totp/Aurora%20Play:alice?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('secret')).toBe(SECRET);
    expect(params.get('issuer')).toBe('Aurora Play');
    expect(params.get('algorithm')).toBe('SHA1');
    expect(params.get('digits')).toBe('6');
    expect(params.get('period')).toBe('30');
  });
});
