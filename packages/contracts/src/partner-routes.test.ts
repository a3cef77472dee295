import { describe, expect, it } from 'vitest';
import { isSafeAccountPattern, partnerBaseUrlSchema, partnerSecretSchema } from './partner-routes.js';

describe('partner configuration input', () => {
  it('takes account-number patterns that compile and cannot run away', () => {
    expect(isSafeAccountPattern('\\d{10}')).toBe(true);
    expect(isSafeAccountPattern('09\\d{9}|639\\d{9}')).toBe(true);
    expect(isSafeAccountPattern('(0|63)9\\d{9}')).toBe(true);
    expect(isSafeAccountPattern('(')).toBe(false);
    expect(isSafeAccountPattern('(\\d+)+')).toBe(false);
    expect(isSafeAccountPattern('(\\d*)*$')).toBe(false);
    expect(isSafeAccountPattern('(\\d{2,})+')).toBe(false);
    expect(isSafeAccountPattern('(\\d)\\1')).toBe(false);
  });

  it('takes http(s) base URLs and printable secrets of 16 characters or more', () => {
    expect(partnerBaseUrlSchema.safeParse('https://api.vendor.example/v1').success).toBe(true);
    expect(partnerBaseUrlSchema.safeParse('http://127.0.0.1:8090').success).toBe(true);
    for (const url of ['ftp://x.example', 'javascript:alert(1)', 'https://x.example/?a=1', '/relative'])
      expect(partnerBaseUrlSchema.safeParse(url).success, url).toBe(false);
    expect(partnerSecretSchema.safeParse('0123456789abcdef').success).toBe(true);
    expect(partnerSecretSchema.safeParse('short').success).toBe(false);
    expect(partnerSecretSchema.safeParse('has a space in it 0123').success).toBe(false);
  });
});
