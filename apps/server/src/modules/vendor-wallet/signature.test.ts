import { createHmac } from 'node:crypto';
import { VENDOR_SIGNATURE_WINDOW_MS } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { verifyWalletSignature, walletSignature } from './signature.js';

const secret = 'vendor-secret';
const rawBody = '{"playerId":"p1","currency":"PHP"}';
const now = new Date('2024-05-01T12:00:00Z');
const timestamp = String(now.getTime());

function input(overrides: Partial<Parameters<typeof verifyWalletSignature>[0]> = {}) {
  return {
    secret,
    timestamp,
    signature: walletSignature(secret, timestamp, rawBody),
    rawBody,
    now,
    ...overrides,
  };
}

describe('walletSignature', () => {
  it('is hex HMAC-SHA256 of the timestamp, a dot and the raw body', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    expect(walletSignature(secret, timestamp, rawBody)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyWalletSignature', () => {
  it('accepts the signature of the exact body, in either case of hex', () => {
    expect(verifyWalletSignature(input())).toBe(true);
    expect(verifyWalletSignature(input({ signature: input().signature.toUpperCase() }))).toBe(true);
  });

  it('refuses another body, another secret, or an unknown vendor (no secret)', () => {
    expect(verifyWalletSignature(input({ rawBody: `${rawBody} ` }))).toBe(false);
    expect(verifyWalletSignature(input({ signature: walletSignature('other', timestamp, rawBody) }))).toBe(
      false,
    );
    expect(verifyWalletSignature(input({ secret: null }))).toBe(false);
    expect(verifyWalletSignature(input({ secret: '' }))).toBe(false);
  });

  it('refuses missing or malformed headers', () => {
    expect(verifyWalletSignature(input({ timestamp: undefined }))).toBe(false);
    expect(verifyWalletSignature(input({ signature: undefined }))).toBe(false);
    expect(verifyWalletSignature(input({ signature: input().signature.slice(2) }))).toBe(false);
    expect(verifyWalletSignature(input({ signature: `${input().signature.slice(1)}g` }))).toBe(false);
    const seconds = String(Math.floor(now.getTime() / 1000));
    expect(
      verifyWalletSignature(
        input({ timestamp: seconds, signature: walletSignature(secret, seconds, rawBody) }),
      ),
    ).toBe(false);
    const text = `${timestamp}.0`;
    expect(
      verifyWalletSignature(input({ timestamp: text, signature: walletSignature(secret, text, rawBody) })),
    ).toBe(false);
  });

  it('takes timestamps within the window either side of now, exactly at its edge too', () => {
    for (const offset of [VENDOR_SIGNATURE_WINDOW_MS, -VENDOR_SIGNATURE_WINDOW_MS, 0]) {
      const at = String(now.getTime() + offset);
      expect(
        verifyWalletSignature(input({ timestamp: at, signature: walletSignature(secret, at, rawBody) })),
      ).toBe(true);
    }
    for (const offset of [VENDOR_SIGNATURE_WINDOW_MS + 1, -VENDOR_SIGNATURE_WINDOW_MS - 1]) {
      const at = String(now.getTime() + offset);
      expect(
        verifyWalletSignature(input({ timestamp: at, signature: walletSignature(secret, at, rawBody) })),
      ).toBe(false);
    }
  });
});
