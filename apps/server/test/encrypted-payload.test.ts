import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptPayload, type RouteDescriptor } from '@wps/contracts';
import { registerRoute } from '../src/platform/http/route.js';
import { call, sealingKey, startTestServer, type TestServer } from './harness.js';

/** A call marked E, registered only in this test, the way the identity module will declare login. */
const echo = {
  id: 'testEncryptedEcho',
  method: 'POST',
  path: '/wps/test/encrypted-echo',
  summary: 'test only',
  module: 'COMM3',
  auth: 'anonymous',
  encrypted: true,
  body: z.object({ username: z.string().min(3), password: z.string() }),
  value: z.object({ username: z.string(), passwordLength: z.number() }),
} satisfies RouteDescriptor;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    extend: (app, guards) =>
      registerRoute(app, guards, echo, async (ctx) => ({
        username: ctx.body.username,
        passwordLength: ctx.body.password.length,
      })),
  });
});
afterAll(() => server?.close());

const serverKey = () => sealingKey(server);

describe('encrypted payloads over HTTP', () => {
  it('decrypts a body sealed with the published key before validation', async () => {
    const sealed = await encryptPayload(
      { username: 'alice', password: 's3cret!' },
      await serverKey(),
      'POST',
      echo.path,
    );
    const res = await call(server, echo.path, { method: 'POST', body: sealed.body, headers: sealed.headers });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ username: 'alice', passwordLength: 7 });
  });

  it('validates the decrypted body like any other', async () => {
    const sealed = await encryptPayload(
      { username: 'al', password: 'x' },
      await serverKey(),
      'POST',
      echo.path,
    );
    const res = await call(server, echo.path, { method: 'POST', body: sealed.body, headers: sealed.headers });
    expect(res.status).toBe(400);
    expect(res.body.value).toMatchObject({ fields: { username: { code: 'field.too_small' } } });
  });

  it('refuses a plain body with request_body_required', async () => {
    const res = await call(server, echo.path, { method: 'POST', body: { username: 'alice', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request_body_required');
  });

  it('refuses a tampered ciphertext, a ciphertext made for another path and a foreign key', async () => {
    const key = await serverKey();
    const sealed = await encryptPayload({ username: 'alice', password: 'x' }, key, 'POST', echo.path);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    const tampered = await call(server, echo.path, {
      method: 'POST',
      body: { value: bytes.toString('base64') },
      headers: sealed.headers,
    });
    expect(tampered.body.errorCode).toBe('payload.decrypt.failed');

    const elsewhere = await encryptPayload(
      { username: 'alice', password: 'x' },
      key,
      'POST',
      '/wps/session/login',
    );
    const replayed = await call(server, echo.path, {
      method: 'POST',
      body: elsewhere.body,
      headers: elsewhere.headers,
    });
    expect(replayed.body.errorCode).toBe('payload.decrypt.failed');

    const foreign = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['wrapKey', 'unwrapKey'],
    );
    const wrong = await encryptPayload(
      { username: 'alice', password: 'x' },
      { keyId: key.keyId, publicKey: foreign.publicKey },
      'POST',
      echo.path,
    );
    const refused = await call(server, echo.path, {
      method: 'POST',
      body: wrong.body,
      headers: wrong.headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('payload.decrypt.failed');
    expect(refused.text).not.toMatch(/OperationError|stack|at /);
  });

  it('refuses garbage in the Encryption header and an unknown key id', async () => {
    const sealed = await encryptPayload(
      { username: 'alice', password: 'x' },
      await serverKey(),
      'POST',
      echo.path,
    );
    const garbage = await call(server, echo.path, {
      method: 'POST',
      body: sealed.body,
      headers: { encryption: '%%%not-base64' },
    });
    expect(garbage.body.errorCode).toBe('payload.decrypt.failed');
    const unknown = await call(server, echo.path, {
      method: 'POST',
      body: sealed.body,
      headers: { ...sealed.headers, 'x-encryption-key-id': '00000000-0000-0000-0000-000000000000' },
    });
    expect(unknown.body.errorCode).toBe('payload.decrypt.failed');
  });

  it('keeps the same key across requests (shared through the database)', async () => {
    const first = await serverKey();
    const again = await serverKey();
    expect(again.keyId).toBe(first.keyId);
  });
});
