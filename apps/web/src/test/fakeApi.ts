import {
  decryptPayload,
  ENCRYPTION_HEADER,
  ERROR_HTTP_STATUS,
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
 * drifts from the contract fails the test. The other side is checked too: a request whose query,
 * body or path parameters the route's schemas refuse (answered 400 `validation.failed`, as the
 * server does) or carry keys they would drop, a call to a path no route serves, and a refusal whose
 * code is not a contract error code with its status (contracts: ERROR_HTTP_STATUS) fail the test.
 * Every answer comes in the envelope, `/lgw` ones too (docs/decisions.md, Game calls).
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

type Part = 'query' | 'body' | 'params';
type FieldErrors = Record<string, { code: string; message: string }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads one part of a request through its schema as the server's route kit does (`input ?? {}`):
 * `fields` are the server's refusal (`validation.failed`, by field), `dropped` the keys the schema
 * would silently drop (a drift too: the client believes it sends something the server never reads).
 */
function readPart(schema: z.ZodType | undefined, input: unknown, part: Part) {
  if (!schema) return { data: input, fields: null, dropped: [] };
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key =
        [part === 'body' ? undefined : part, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
      fields[key] ??= { code: issue.code, message: issue.message };
    }
    return { data: input, fields, dropped: [] };
  }
  const data: unknown = parsed.data;
  const dropped = isRecord(input) && isRecord(data) ? Object.keys(input).filter((key) => !(key in data)) : [];
  return { data, fields: null, dropped };
}

/**
 * Installs the fake server for every test of the file (call at the top level): `fetch` is replaced
 * before each test with fresh handlers and records, and after each test no call or answer may have
 * broken its contract.
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
    return json(200, { success: true, value: parsed.data ?? null, message: '' });
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const url = new URL(String(input), 'http://site.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const found = matchRoute(method, url.pathname);
    if (!found) {
      problems.push(`${method} ${url.pathname}: no route of the contracts serves it`);
      return json(404, { success: false, value: null, message: '', errorCode: 'not.found' });
    }
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
    const refused: FieldErrors = {};
    const read = (part: Part, schema: z.ZodType | undefined, input: unknown) => {
      const { data, fields, dropped } = readPart(schema, input, part);
      if (fields) {
        problems.push(`${id} was sent a ${part} outside its contract: ${JSON.stringify(fields)}`);
        Object.assign(refused, fields);
      }
      if (dropped.length > 0)
        problems.push(`${id} was sent ${part} keys its contract does not read: ${dropped.join(', ')}`);
      return data;
    };
    let sentBody: unknown;
    if (typeof init.body === 'string') {
      const sent = JSON.parse(init.body) as unknown;
      sentBody = route.encrypted
        ? await decryptPayload(
            (sent as { value: string }).value,
            headers.get(ENCRYPTION_HEADER) ?? '',
            (await serverKey()).privateKey,
            method,
            url.pathname,
          )
        : sent;
      request.body = sentBody;
    }
    const query = read('query', route.query, Object.fromEntries(url.searchParams));
    if (url.search) request.query = query;
    const params = read('params', route.params, found.params);
    if (Object.keys(found.params).length > 0) request.params = params;
    read('body', route.body, sentBody);
    recorded.push({ id, request });

    if (route.auth === 'member' && !headers.get('Authorization'))
      return json(401, { success: false, value: null, message: '', errorCode: 'login.not.session' });
    if (Object.keys(refused).length > 0)
      return json(400, {
        success: false,
        value: { fields: refused },
        message: 'Some fields are not valid',
        errorCode: 'validation.failed',
      });
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
      const status = (ERROR_HTTP_STATUS as Record<string, number | undefined>)[error.code];
      if (status !== error.status)
        problems.push(
          status === undefined
            ? `${id} refused with ${error.code}, which is not an error code of the contracts`
            : `${id} refused with ${error.code} as ${error.status}; the contracts answer it as ${status}`,
        );
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
    expect(problems, 'calls or answers outside their route contract, or failing handlers').toEqual([]);
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
