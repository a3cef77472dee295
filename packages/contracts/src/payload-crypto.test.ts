import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decryptPayload,
  encryptPayload,
  generateKeyPair,
  importPrivateKey,
  importPublicKey,
  PayloadDecryptError,
} from './index.js';

const pair = await generateKeyPair();
const server = { keyId: 'k1', publicKey: await importPublicKey(pair.publicKey) };
const privateKey = await importPrivateKey(pair.privateKey);

describe('encrypted payloads (RSA-OAEP-SHA256 + AES-256-GCM)', () => {
  it('round-trips any JSON value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const sealed = await encryptPayload(value, server, 'POST', '/wps/session/login');
        const opened = await decryptPayload(
          sealed.body.value,
          sealed.headers.encryption!,
          privateKey,
          'POST',
          '/wps/session/login',
        );
        expect(opened).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 25 },
    );
  });

  it('uses a fresh key and IV each time', async () => {
    const a = await encryptPayload({ x: 1 }, server, 'POST', '/p');
    const b = await encryptPayload({ x: 1 }, server, 'POST', '/p');
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers.encryption).not.toBe(b.headers.encryption);
  });

  it('refuses another method or path (bound as additional data)', async () => {
    const sealed = await encryptPayload({ x: 1 }, server, 'POST', '/wps/member/register');
    await expect(
      decryptPayload(
        sealed.body.value,
        sealed.headers.encryption!,
        privateKey,
        'PUT',
        '/wps/member/register',
      ),
    ).rejects.toBeInstanceOf(PayloadDecryptError);
    await expect(
      decryptPayload(sealed.body.value, sealed.headers.encryption!, privateKey, 'POST', '/wps/session/login'),
    ).rejects.toBeInstanceOf(PayloadDecryptError);
  });

  it('refuses any flipped bit', async () => {
    const sealed = await encryptPayload({ amount: 100 }, server, 'POST', '/p');
    const bytes = Buffer.from(sealed.body.value, 'base64');
    for (const index of [0, 12, bytes.length - 1]) {
      const copy = Buffer.from(bytes);
      copy[index]! ^= 0x01;
      await expect(
        decryptPayload(copy.toString('base64'), sealed.headers.encryption!, privateKey, 'POST', '/p'),
      ).rejects.toBeInstanceOf(PayloadDecryptError);
    }
  });
});
