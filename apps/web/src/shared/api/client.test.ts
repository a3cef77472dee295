import {
  decryptPayload,
  generateKeyPair,
  importPrivateKey,
  routes,
  type RouteDescriptor,
} from '@wps/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './apiError';
import { buildQueryString, callApi } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('unwraps a successful envelope and sends Merchant, Language and the raw token', async () => {
    sessionStorage.setItem('merchant', 'demo');
    sessionStorage.setItem('token', 'abc123');
    fetchMock.mockResolvedValue(json(200, { success: true, value: { categories: [] }, message: '' }));
    await expect(callApi(routes.helpCenter)).resolves.toEqual({ categories: [] });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/wps/system/helpCenter');
    expect(init.method).toBe('GET');
    expect(headers.Merchant).toBe('demo');
    expect(headers.Language).toBe('EN');
    expect(headers.Authorization).toBe('abc123');
  });

  it('leaves Merchant and Authorization out when asked or absent', async () => {
    sessionStorage.setItem('merchant', 'demo');
    fetchMock.mockResolvedValue(json(200, { success: true, value: {}, message: '' }));
    await callApi(routes.systemStatus, { query: { url: 'example.com' }, omitMerchant: true });
    const { url, headers } = lastRequest();
    expect(url).toBe('/wps/system/status?url=example.com');
    expect(headers).not.toHaveProperty('Merchant');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('builds query strings, skipping empty values and joining lists', () => {
    expect(buildQueryString({ types: ['B', 'PL'], platform: 'W', skip: undefined, none: null })).toBe(
      '?types=B%2CPL&platform=W',
    );
    expect(buildQueryString(undefined)).toBe('');
  });

  it('throws ApiError with code, status and per-field value on a refusal', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        value: { fields: { username: { code: 'pattern', message: 'bad' } } },
        message: 'Some fields are not valid',
        errorCode: 'validation.failed',
      }),
    );
    const error = await callApi(routes.helpCenter).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation.failed', status: 400 });
    expect((error as ApiError).fields?.username?.code).toBe('pattern');
  });

  it('treats success:false with HTTP 200 as a failure', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: false, value: null, message: 'x', errorCode: 'system.busy' }),
    );
    await expect(callApi(routes.helpCenter)).rejects.toMatchObject({ code: 'system.busy', status: 200 });
  });

  it('on 401 login.not.session clears the session and keeps the merchant', async () => {
    const session = {
      token: 't',
      account: 'bob',
      customerId: '7',
      isAgent: '0',
      memberLabel: '{}',
      cpw: '1',
    };
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('merchant', 'demo');
    sessionStorage.setItem('settings', '{}');
    fetchMock.mockResolvedValue(
      json(401, { success: false, value: null, message: 'no session', errorCode: 'login.not.session' }),
    );
    await expect(callApi(routes.helpCenter)).rejects.toMatchObject({
      code: 'login.not.session',
      status: 401,
    });
    for (const key of Object.keys(session)) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(sessionStorage.getItem('settings')).toBe('{}');
  });

  it('on 403 account.disabled (locked by an operator) clears the session too', async () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('merchant', 'demo');
    fetchMock.mockResolvedValue(
      json(403, { success: false, value: null, message: 'disabled', errorCode: 'account.disabled' }),
    );
    await expect(callApi(routes.helpCenter)).rejects.toMatchObject({ code: 'account.disabled', status: 403 });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });

  it('turns a network failure into ApiError "network"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(routes.helpCenter)).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('maps a gateway HTML page to "network"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(routes.helpCenter)).rejects.toMatchObject({ code: 'network', status: 502 });
  });

  it('unwraps /lgw replies like every other (the server answers them in the envelope)', async () => {
    const lgw = {
      id: 'menus',
      method: 'GET',
      path: '/lgw/games/game_menus',
      summary: '',
      module: null,
      auth: 'anonymous',
      value: z.array(z.string()),
    } satisfies RouteDescriptor;
    fetchMock.mockResolvedValue(json(200, { success: true, value: ['a', 'b'], message: '' }));
    await expect(callApi(lgw)).resolves.toEqual(['a', 'b']);
    fetchMock.mockResolvedValue(json(200, ['a', 'b']));
    await expect(callApi(lgw)).rejects.toMatchObject({ code: 'system.error' });
  });

  it('fills path parameters', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, value: null, message: '' }));
    await callApi(routes.helpDelete, { params: { merchantCode: 'demo', id: 5 } });
    expect(lastRequest().url).toBe('/wps/admin/merchants/demo/help/5');
    expect(lastRequest().init.method).toBe('DELETE');
  });

  it('encrypts the body of E routes with the server key', async () => {
    const keys = await generateKeyPair();
    const login = {
      id: 'login',
      method: 'POST',
      path: '/wps/session/login',
      summary: '',
      module: 'COMM3',
      auth: 'anonymous',
      encrypted: true,
      body: z.object({ username: z.string(), password: z.string() }),
      value: z.object({ token: z.string() }),
    } satisfies RouteDescriptor;
    fetchMock.mockImplementation(async (input) =>
      String(input) === routes.rsaKey.path
        ? json(200, {
            success: true,
            value: { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: keys.publicKey },
            message: '',
          })
        : json(200, { success: true, value: { token: 'new' }, message: '' }),
    );
    await expect(callApi(login, { body: { username: 'amy', password: 'secret' } })).resolves.toEqual({
      token: 'new',
    });
    const { init, headers } = lastRequest();
    expect(headers['x-encryption-key-id']).toBe('k1');
    const sent = JSON.parse(String(init.body)) as { value: string };
    expect(JSON.stringify(sent)).not.toContain('secret');
    const privateKey = await importPrivateKey(keys.privateKey);
    await expect(
      decryptPayload(sent.value, headers.encryption!, privateKey, 'POST', '/wps/session/login'),
    ).resolves.toEqual({
      username: 'amy',
      password: 'secret',
    });
  });
});
