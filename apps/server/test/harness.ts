import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { solveChallenge } from 'altcha-lib/v1';
import {
  buildPath,
  encryptPayload,
  importPublicKey,
  routes,
  type FieldError,
  type merchantProfileSchema,
  type RouteDescriptor,
  type SettingsSection,
  type ValueOf,
} from '@wps/contracts';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import pg from 'pg';
import { createApplication, openConfiguredDatabase } from '../src/app.js';
import { withPartnerSecrets } from '../src/partner-secrets.js';
import type { Services } from '../src/services.js';
import { fixedClock } from '../src/platform/clock.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import type { DatabaseHandle } from '../src/platform/db/index.js';
import type { RouteGuards } from '../src/platform/http/route.js';
import { createLogger } from '../src/platform/logger.js';
import { startPaymentSandbox, type PaymentSandbox } from '../src/sandbox/payment-gateway/app.js';
import { platformMerchant } from '../src/sandbox/payment-gateway/config.js';
import { startLottoVendor, type LottoVendor } from '../src/vendors/lottery/app.js';
import { startSlotsVendor, type SlotsVendor } from '../src/vendors/slots/app.js';

export const ADMIN_PASSWORD = 'Initial-admin-pass-1';
/** Base URL of a PostgreSQL server whose `postgres` database may create and drop test databases. */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Set by `.ci/run` (and by hand) to run the API tests against PostgreSQL instead of PGlite. */
export const USE_POSTGRES = process.env.TEST_DATABASE === 'postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A Redis prefix of its own per database (servers sharing a database share it). */
function redisPrefixFor(databaseUrl: string | undefined): string {
  const name = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : randomBytes(6).toString('hex');
  return `t:${name.replace(/[^A-Za-z0-9_-]/g, '').slice(-30)}:`;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  /** Code of every image captcha drawn, by captcha id (recorded by the test captcha store). */
  captchaCodes: Map<string, string>;
  /** The sandbox payment gateway the server's adapter talks to (same fixed clock). */
  paySandbox: PaymentSandbox;
  /** The in-house slot vendor (AURORA), attached to this server's database and wallet. */
  slotsVendor: SlotsVendor;
  /** The in-house lottery vendor (LOTTO) when the test asked for it (`lottery`), else null. */
  lottoVendor: LottoVendor | null;
  /** The secrets the server shares with the gateway and the slot vendor. */
  secrets: { gateway: string; vendor: string };
  close(): Promise<void>;
}

/** The secrets the test servers share with their sandbox gateway and slot vendor (tests only). */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-not-for-deployment';
export const TEST_VENDOR_SECRET = 'test-vendor-secret-not-for-deployment';
export const TEST_LOTTO_SECRET = 'test-lotto-secret-not-for-deployment';

/** Callback retries of the tests' sandbox gateway: fast, so a refused callback is retried within a test. */
export const TEST_NOTIFY_SCHEDULE_MS = [200, 500, 1000];

/** Creates an empty PostgreSQL database for one test file and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Overrides the database URL (the outage test points it at a proxy). */
  databaseUrl?: string;
  extend?: (app: FastifyInstance, guards: RouteGuards) => void;
  /** Leaves the partner secrets unset, so the server generates and keeps its own (as `npm start`). */
  generatedSecrets?: boolean;
  /** Also starts the in-house lottery vendor (LOTTO) beside the slot vendor. */
  lottery?: boolean | { jobPollingSeconds?: number; defaultKeyCapMinor?: bigint; jobs?: boolean };
}

/**
 * Starts the real HTTP app on a loopback port with a fresh database seeded with the demo merchant,
 * in main.ts's order: database, partner secrets, the sandbox gateway and the slot vendor, the app.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const owned = !options.databaseUrl && USE_POSTGRES ? await createPostgresDatabase() : null;
  const clock = fixedClock(new Date('2026-11-22T08:00:00Z'));
  const base: Config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
    SETTINGS_CACHE_MS: '0',
    DATABASE_POOL_SIZE: '4',
    WEB_DIST: '/nonexistent',
    CHALLENGE_MAX_NUMBER: '1000',
    // Tests fetch far more captchas and challenges per minute than a visitor; one test checks the limit.
    RATE_LIMIT_SCALE: '1000',
    // Known secrets, so tests can sign as the gateway and the vendor; `generatedSecrets` leaves them
    // unset, as a deployment without configuration does.
    ...(options.generatedSecrets
      ? {}
      : {
          PAYMENT_SANDBOX_SECRET: TEST_GATEWAY_SECRET,
          SLOTS_VENDOR_SECRET: TEST_VENDOR_SECRET,
          LOTTO_VENDOR_SECRET: TEST_LOTTO_SECRET,
        }),
    ...((options.databaseUrl ?? owned?.url) ? { DATABASE_URL: options.databaseUrl ?? owned!.url } : {}),
    // TEST_REDIS_URL runs the file with Redis: servers on one database share a prefix, others not.
    ...(TEST_REDIS_URL
      ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefixFor(options.databaseUrl ?? owned?.url) }
      : {}),
    ...options.env,
  });
  const logger = createLogger(base.LOG_LEVEL);
  const database = await openConfiguredDatabase(base, logger);
  const secrets = await withPartnerSecrets(base, database.db);
  const paySandbox = await startPaymentSandbox({
    port: 0,
    merchants: [platformMerchant(secrets.PAYMENT_SANDBOX_MERCHANT_ID, secrets.PAYMENT_SANDBOX_SECRET)],
    clock,
    notifyScheduleMs: TEST_NOTIFY_SCHEDULE_MS,
    notifyTimeoutMs: 3_000,
  });
  const slotsVendor = await startSlotsVendor({
    port: 0,
    clock,
    secret: secrets.SLOTS_VENDOR_SECRET,
    minSpinMs: 0,
  });
  const lottery = options.lottery
    ? await startLottoVendor({
        port: 0,
        clock,
        secret: secrets.LOTTO_VENDOR_SECRET,
        debitRetryMs: [50],
        settleRetry: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
        ...(typeof options.lottery === 'object' ? options.lottery : {}),
      })
    : null;
  // The gateway must not outlive a start that fails.
  const started = await (async () => {
    const config: Config = {
      ...base,
      // An empty PAYMENT_SANDBOX_URL in `env` points the server at no gateway at all.
      PAYMENT_SANDBOX_URL:
        options.env?.PAYMENT_SANDBOX_URL === '' ? undefined : (base.PAYMENT_SANDBOX_URL ?? paySandbox.url),
      SLOTS_VENDOR_URL: base.SLOTS_VENDOR_URL ?? slotsVendor.url,
      ...(lottery ? { LOTTO_VENDOR_URL: lottery.url } : {}),
    };
    const captchaCodes = new Map<string, string>();
    const { app, services } = await createApplication(config, {
      clock,
      logger,
      database,
      extend: options.extend,
      // The real (database) store, which also records each code so tests can answer the captcha.
      captchaStore: (store) => ({
        save: async (entry) => {
          captchaCodes.set(entry.id, entry.code);
          await store.save(entry);
        },
        check: (id, merchantId, code) => store.check(id, merchantId, code),
      }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    await slotsVendor.attach({ database, walletUrl: `http://127.0.0.1:${port}` });
    await lottery?.attach({ database, walletUrl: `http://127.0.0.1:${port}` });
    return { app, services, captchaCodes };
  })().catch(async (error: unknown) => {
    await paySandbox.close();
    await slotsVendor.close();
    await lottery?.close();
    await database.close();
    await owned?.drop();
    throw error;
  });
  const { app, services, captchaCodes } = started;
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    services,
    database,
    clock,
    captchaCodes,
    paySandbox,
    slotsVendor,
    lottoVendor: lottery,
    secrets: {
      gateway: secrets.PAYMENT_SANDBOX_SECRET,
      vendor: secrets.SLOTS_VENDOR_SECRET,
    },
    close: async () => {
      await app.close();
      await paySandbox.close();
      await slotsVendor.close();
      await lottery?.close();
      await database.close();
      await owned?.drop();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; value: T; message: string; errorCode?: string };
  text: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Raw header pairs sent as they are (for duplicated headers). */
  rawHeaders?: [string, string][];
  body?: unknown;
  /** Send the Merchant header (default 'aurora'); null sends none. */
  merchant?: string | null;
}

/**
 * One HTTP call to the test server over a real socket, returning status, headers and the parsed
 * envelope. Uses node:http rather than fetch so tests can set Host and repeat headers.
 */
export async function call<T = unknown>(
  server: { url: string },
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const merchant = options.merchant === undefined ? 'aurora' : options.merchant;
  if (merchant) headers['merchant'] = merchant;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const { hostname, port, host } = new URL(server.url);
  // With raw header pairs Node adds no Host header of its own.
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host')) headers['host'] = host;
  const flat = [...Object.entries(headers), ...(options.rawHeaders ?? [])].flat();
  const { status, responseHeaders, text } = await new Promise<{
    status: number;
    responseHeaders: Headers;
    text: string;
  }>((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: flat },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') responseHeaders.set(name, value);
          resolve({
            status: res.statusCode ?? 0,
            responseHeaders,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
  let parsed: ApiResponse<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { success: false, value: undefined as T, message: text };
  }
  return { status, headers: responseHeaders, body: parsed, text };
}

/** Logs the seeded admin in, changes the first password, and returns a usable operator token. */
export async function adminToken(server: { url: string }): Promise<string> {
  const login = await callRoute(server, routes.operatorLogin, {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  if (!login.body.success) throw new Error(`admin login failed: ${login.text}`);
  const token = login.body.value.token;
  if (login.body.value.operator.mustChangePassword) {
    const changed = await callRoute(server, routes.operatorChangePassword, {
      token,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'Changed-operator-pass-2' },
    });
    if (!changed.body.success) throw new Error(`password change failed: ${changed.text}`);
  }
  return token;
}

/** Reads a settings section with its version, then replaces it. */
export async function putSection(
  server: { url: string },
  token: string,
  section: SettingsSection,
  update: (value: never) => unknown,
) {
  const params = { merchantCode: 'aurora', section };
  const read = await callRoute(server, routes.settingsGet, { params, token });
  const current = read.body.value[section];
  return callRoute(server, routes.settingsPut, {
    params,
    token,
    body: { value: update(current.value as never), version: current.version },
  });
}

/**
 * Creates a member of a merchant (default 'aurora') straight through the members service and signs it
 * in, returning its id and a session token for the `Authorization` header. It stands in for
 * registration and login until those calls exist; then tests should use the real API instead.
 */
export async function createMember(
  server: Pick<TestServer, 'services'>,
  input: {
    username: string;
    type?: number;
    password?: string;
    merchant?: string;
    nickname?: string;
    uplineId?: number;
    affiliateCode?: string;
  },
): Promise<{ id: number; token: string }> {
  const site = await server.services.merchants.resolveSite(input.merchant ?? 'aurora', null);
  const member = await server.services.members.createMember({
    merchantId: site.merchantId,
    username: input.username,
    type: input.type,
    password: input.password,
    nickname: input.nickname,
    uplineId: input.uplineId,
    affiliateCode: input.affiliateCode,
  });
  const token = await server.services.members.createSession(member, '127.0.0.1', 'vitest');
  return { id: member.id, token };
}

/**
 * The server's published key for sealing bodies (calls marked E), imported for encryptPayload.
 * callRoute seals the bodies of E routes itself; pass a key fetched once as its `key` to save calls.
 */
export async function sealingKey(server: { url: string }): Promise<SealingKey> {
  const key = await callRoute(server, routes.rsaKey);
  if (!key.body.success) throw new Error(`no public key: ${key.text}`);
  return { keyId: key.body.value.keyId, publicKey: await importPublicKey(key.body.value.publicKey) };
}
export type SealingKey = Parameters<typeof encryptPayload>[1];

/** Input type of one of a descriptor's schemas; never when the route declares none. */
type InputOf<S> =
  NonNullable<S> extends z.ZodType
    ? unknown extends z.input<NonNullable<S>>
      ? never
      : z.input<NonNullable<S>>
    : never;

/** A path with `:name` segments needs its params; other paths take none. */
type HasParams<R extends RouteDescriptor> = R['path'] extends `${string}:${string}` ? true : false;

export type RouteCallOptions<R extends RouteDescriptor> = (HasParams<R> extends true
  ? { params: InputOf<R['params']> }
  : { params?: never }) & {
  query?: InputOf<R['query']>;
  body?: RouteBody<R>;
  /**
   * Escape hatches for deliberately bad or partial input: sent instead of `query` (an object, or the
   * text after `?`) and `body`, unchecked by the types.
   */
  rawQuery?: Record<string, unknown> | string;
  rawBody?: unknown;
  /** The member's or operator's session, sent as the Authorization header. */
  token?: string;
  /** The Merchant header: default 'aurora' on member-site paths, none on operator paths (/wps/admin). */
  merchant?: string | null;
  headers?: Record<string, string>;
  /** E routes: the key to seal with (default: fetched from the server for this call). */
  key?: SealingKey | Promise<SealingKey>;
};

/**
 * The body a route takes, as a test writes it (the input side of its schema); `{}` for a route without
 * a body schema, as a POST without a body is refused.
 */
export type RouteBody<R extends RouteDescriptor> = [InputOf<R['body']>] extends [never]
  ? Record<string, never>
  : InputOf<R['body']>;
/** The query a route takes, as a test writes it (the input side of its schema). */
export type RouteQuery<R extends RouteDescriptor> = InputOf<R['query']>;

type RouteCallArgs<R extends RouteDescriptor> =
  HasParams<R> extends true ? [options: RouteCallOptions<R>] : [options?: RouteCallOptions<R>];

/** The query string of a route call, as the web client writes it (lists comma-separated). */
function queryString(query: Record<string, unknown> | string | undefined): string {
  if (typeof query === 'string') return query === '' ? '' : `?${query.replace(/^\?/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One call of a route of the contract (`routes.x` of @wps/contracts): its method, its path with the
 * params filled in and the query appended, the session as Authorization, the body sealed when the
 * route is marked E. Params, query and body are typed by the route's schemas (input side), the
 * answer's value by its value schema.
 */
export async function callRoute<R extends RouteDescriptor>(
  server: { url: string },
  route: R,
  ...[options]: RouteCallArgs<R>
): Promise<ApiResponse<ValueOf<R>>> {
  // The same options, seen without the route's types: what goes on the wire.
  const o = (options ?? {}) as Omit<RouteCallOptions<RouteDescriptor>, 'params' | 'query' | 'body'> & {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = buildPath(route.path, o.params);
  const headers: Record<string, string> = { ...o.headers };
  if (o.token !== undefined) headers['authorization'] = o.token;
  let body = 'rawBody' in o ? o.rawBody : o.body;
  if (route.encrypted && body !== undefined) {
    const sealed = await encryptPayload(body, await (o.key ?? sealingKey(server)), route.method, path);
    Object.assign(headers, sealed.headers);
    body = sealed.body;
  }
  return call<ValueOf<R>>(server, path + queryString('rawQuery' in o ? o.rawQuery : o.query), {
    method: route.method,
    merchant: o.merchant !== undefined ? o.merchant : route.path.startsWith('/wps/admin') ? null : 'aurora',
    headers,
    body,
  });
}

/**
 * The value of a refused call (errorEnvelopeSchema of @wps/contracts): the field problems of
 * `validation.failed`, or details such as `retryAfterSeconds`; empty when the refusal has none.
 */
export function refusalOf(res: {
  body: { value: unknown };
}): { fields?: Record<string, FieldError> } & Record<string, unknown> {
  return (res.body.value ?? {}) as { fields?: Record<string, FieldError> };
}

/** Fetches a human challenge and solves it like the ALTCHA widget, returning the payload to send. */
export async function solvedChallenge(server: { url: string }): Promise<string> {
  const res = await callRoute(server, routes.humanChallenge);
  if (res.status !== 200) throw new Error(`challenge refused: ${res.text}`);
  const c = res.body.value;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Creates a merchant through the operator API. */
export function createMerchant(
  server: { url: string },
  token: string,
  code: string,
  profile: z.input<typeof merchantProfileSchema>,
) {
  return callRoute(server, routes.merchantCreate, { token, body: { code, profile } });
}
