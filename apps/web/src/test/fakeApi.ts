import {
  decryptPayload,
  ENCRYPTION_HEADER,
  generateKeyPair,
  importPrivateKey,
  routes,
  type RouteDescriptor,
  type Routes,
} from '@wps/contracts';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR } from '../shared/api/apiError';

/*
 * A fake API server for component tests, behind `fetch`: the real `callApi` client runs (headers,
 * encrypted bodies, the envelope, errors) and each answer is checked against the contracts' route
 * descriptors (packages/contracts/src/routes.ts), as the server's route kit does: a handler's answer
 * is typed `z.input` of the route's value schema and parsed through it at run time, so a fixture that
 * drifts from the contract fails the test.
 */

export type RouteId = keyof Routes;
type Input<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : undefined;
type Output<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** One request as the fake server read it. Only the parts the request had are present. */
export interface FakeRequest<K extends RouteId = RouteId> {
  /** The body as the client sent it (decrypted for encrypted routes). */
  body?: Input<Routes[K]['body']>;
  /** The query string as the server reads it (through the route's query schema). */
  query?: Output<Routes[K]['query']>;
  /** The path parameters as the server reads them (through the route's params schema). */
  params?: Output<Routes[K]['params']>;
}

export type FakeAnswer<K extends RouteId> = z.input<Routes[K]['value']>;

/**
 * Answers one route. Throw an `ApiError` to refuse (its code, status and value become the envelope);
 * `ApiError(NETWORK_ERROR, 0, …)` makes the call fail without an answer, as when offline.
 */
export type FakeHandler<K extends RouteId> = (
  request: FakeRequest<K> & { headers: Headers },
) => FakeAnswer<K> | Promise<FakeAnswer<K>>;

interface Recorded {
  id: RouteId;
  request: FakeRequest;
}

const descriptors = Object.values(routes) as RouteDescriptor[];

/** The route a method and path belong to, with its path parameters as strings. */
function matchRoute(method: string, path: string) {
  for (const route of descriptors) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match)
      return {
        route,
        params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])),
      };
  }
  return null;
}

/** One key pair per test file: the client keeps the public key it fetched for the whole file. */
let keyPair: Promise<{ publicKey: string; privateKey: CryptoKey }> | null = null;
function serverKey() {
  keyPair ??= generateKeyPair().then(async ({ publicKey, privateKey }) => ({
    publicKey,
    privateKey: await importPrivateKey(privateKey),
  }));
  return keyPair;
}
const KEY_ID = 'fake-key';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Installs the fake server for every test of the file (call at the top level): `fetch` is replaced
 * before each test with fresh handlers and records, and after each test no answer may have broken
 * its contract.
 */
export function installFakeApi() {
  let handlers = new Map<RouteId, FakeHandler<RouteId>>();
  let recorded: Recorded[] = [];
  let problems: string[] = [];

  const answer = async (route: RouteDescriptor, value: unknown): Promise<Response> => {
    const parsed = route.value.safeParse(value);
    if (!parsed.success) {
      problems.push(`${route.id} answered outside its contract: ${parsed.error.message}`);
      return json(500, { success: false, value: null, message: 'contract', errorCode: 'system.error' });
    }
    return route.path.startsWith('/wps')
      ? json(200, { success: true, value: parsed.data ?? null, message: '' })
      : json(200, parsed.data);
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const url = new URL(String(input), 'http://site.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const found = matchRoute(method, url.pathname);
    if (!found) return json(404, { success: false, value: null, message: '', errorCode: 'not.found' });
    const { route } = found;
    const id = route.id as RouteId;
    if (id === 'rsaKey') {
      const key: FakeAnswer<'rsaKey'> = {
        keyId: KEY_ID,
        algorithm: 'RSA-OAEP-256+A256GCM',
        publicKey: (await serverKey()).publicKey,
      };
      return answer(route, key);
    }

    const request: FakeRequest = {};
    if (typeof init.body === 'string') {
      const sent = JSON.parse(init.body) as unknown;
      request.body = route.encrypted
        ? await decryptPayload(
            (sent as { value: string }).value,
            headers.get(ENCRYPTION_HEADER) ?? '',
            (await serverKey()).privateKey,
            method,
            url.pathname,
          )
        : sent;
    }
    if (url.search) {
      const raw = Object.fromEntries(url.searchParams);
      const parsed = route.query?.safeParse(raw);
      request.query = parsed?.success ? parsed.data : raw;
    }
    if (Object.keys(found.params).length > 0) {
      const parsed = route.params?.safeParse(found.params);
      request.params = parsed?.success ? parsed.data : found.params;
    }
    recorded.push({ id, request });

    if (route.auth === 'member' && !headers.get('Authorization'))
      return json(401, { success: false, value: null, message: '', errorCode: 'login.not.session' });
    const handler = handlers.get(id);
    if (!handler) return json(404, { success: false, value: null, message: '', errorCode: 'not.found' });
    try {
      return await answer(route, await handler({ ...request, headers }));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // A broken handler is the test's fault, not a network failure the page should survive.
        problems.push(`${id} handler failed: ${String(error)}`);
        return json(500, { success: false, value: null, message: '', errorCode: 'system.error' });
      }
      if (error.code === NETWORK_ERROR) throw new TypeError('Failed to fetch');
      return json(error.status, {
        success: false,
        value: error.value,
        message: error.message,
        errorCode: error.code,
      });
    }
  };

  beforeEach(() => {
    handlers = new Map();
    recorded = [];
    problems = [];
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(problems, 'answers that broke their route contract, or failing handlers').toEqual([]);
  });

  return {
    /** Answers `id` with `handler` from now on (replacing an earlier handler). */
    on<K extends RouteId>(id: K, handler: FakeHandler<K>): void {
      handlers.set(id, handler as unknown as FakeHandler<RouteId>);
    },
    /** Every request to `id`, in order. */
    calls<K extends RouteId>(id: K): FakeRequest<K>[] {
      return recorded.filter((entry) => entry.id === id).map((entry) => entry.request as FakeRequest<K>);
    },
    /** The route ids asked, in order. */
    asked(): RouteId[] {
      return recorded.map((entry) => entry.id);
    },
    /** The contract problems seen so far, which then no longer fail the test (for testing the fake). */
    takeProblems(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
