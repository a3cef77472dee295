import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/platform/clock.js';
import { startPaymentSandbox, type PaymentSandbox } from '../src/sandbox/payment-gateway/app.js';
import {
  DEFAULT_NOTIFY_SCHEDULE_MS,
  PaySandboxConfigError,
  paySandboxOptionsFromEnv,
} from '../src/sandbox/payment-gateway/config.js';
import type { Timers } from '../src/sandbox/payment-gateway/notifier.js';
import { canonicalString, sign, verifySignature } from '../src/sandbox/payment-gateway/signing.js';
import { waitUntil } from './wait.js';

/** The merchant account the tests' gateway knows (the platform's own in a real start). */
const DEMO_MERCHANT = { id: 'aurora-demo', secret: 'test-gateway-secret-0001', name: 'Aurora Demo Merchant' };
const OTHER = { id: 'other-shop', secret: 'another-merchant-secret-0001', name: 'Other Shop' };
const FAST_SCHEDULE = [20, 40, 60];

/** The signing rule written out again here, so the tests do not trust the code they check. */
function testSign(fields: Record<string, unknown>, secret: string): string {
  const text = Object.keys(fields)
    .filter(
      (key) => key !== 'sign' && fields[key] !== undefined && fields[key] !== null && fields[key] !== '',
    )
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** How the tests wait for the gateway's callbacks (waitUntil options): its schedule is fast here. */
const POLL = { timeoutMs: 3_000, intervalMs: 5 };

/** A loopback port nobody listens on (just released). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Callback {
  body: Record<string, unknown>;
  contentType: string | undefined;
}

/** The merchant's callback endpoint: records every callback, answers what `answer` says. */
async function startReceiver() {
  const received = new Map<string, Callback[]>();
  const answers = new Map<string, (count: number) => { status: number; body: string } | 'hang'>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const key = new URL(request.url!, 'http://x').pathname.slice(1);
      const list = received.get(key) ?? [];
      list.push({
        body: JSON.parse(raw) as Record<string, unknown>,
        contentType: request.headers['content-type'],
      });
      received.set(key, list);
      const answer = answers.get(key)?.(list.length) ?? { status: 200, body: 'success' };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** A fresh callback address; `answer` gets the 1-based number of the callback. */
    endpoint(answer?: (count: number) => { status: number; body: string } | 'hang') {
      const key = randomBytes(6).toString('hex');
      if (answer) answers.set(key, answer);
      return { url: `${base}/${key}`, callbacks: () => received.get(key) ?? [] };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const clock = fixedClock(new Date('2026-11-22T08:00:00Z'));
let sandbox: PaymentSandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

function nonce() {
  return randomBytes(8).toString('hex');
}

function signed<T extends Record<string, unknown>>(fields: T, secret = DEMO_MERCHANT.secret, at = clock) {
  const body = { timestamp: at.now().getTime(), nonce: nonce(), ...fields };
  return { ...body, sign: testSign(body, secret) };
}

async function api(
  path: string,
  init: { method?: string; body?: unknown; raw?: string } = {},
  gateway: { url: string } = sandbox,
) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    headers: init.body !== undefined || init.raw !== undefined ? { 'content-type': 'application/json' } : {},
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer, text };
}

interface AttemptView {
  at: string;
  manual: boolean;
  outcome: string;
  httpStatus?: number;
  detail?: string;
}

interface OrderView {
  merchantId: string;
  merchantOrderNo: string;
  gatewayOrderNo: string;
  amount: string;
  currency: string;
  channel: string;
  status: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  notify: {
    state: string;
    attempts: number;
    lastAttempt: AttemptView | null;
    nextAttemptAt: string | null;
  } | null;
}

/** Every answer of the gateway's API; `data` holds whichever call's fields. */
interface Answer {
  code: number;
  message: string;
  field?: string;
  data: OrderView & {
    payUrl: string;
    qrContent: string;
    delivered: boolean;
    attempt: AttemptView;
    order: OrderView;
  };
}

let orderCounter = 0;
function orderFields(overrides: Record<string, unknown> = {}) {
  orderCounter += 1;
  return {
    merchantId: DEMO_MERCHANT.id,
    merchantOrderNo: `DEP-${Date.now()}-${orderCounter}`,
    amount: '1234.50',
    currency: 'CNY',
    channel: 'qr',
    notifyUrl: 'http://127.0.0.1:1/unused',
    returnUrl: 'https://merchant.example/deposit?tab=records',
    payerName: 'Li Wei',
    ...overrides,
  };
}

async function createOrder(overrides: Record<string, unknown> = {}, secret?: string) {
  const fields = orderFields(overrides);
  const response = await api('/api/v1/orders', { body: signed(fields, secret) });
  expect(response.body.code, response.text).toBe(0);
  return { fields, data: response.body.data };
}

async function payPage(gatewayOrderNo: string) {
  const response = await fetch(`${sandbox.url}/pay/${gatewayOrderNo}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The per-order token in the hidden field of the pay page's forms. */
function tokenOf(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no token field on the page');
  return match[1]!;
}

async function submit(gatewayOrderNo: string, verb: 'confirm' | 'decline', token?: string) {
  const form = new URLSearchParams();
  if (token !== undefined) form.set('token', token);
  else {
    const { html } = await payPage(gatewayOrderNo);
    form.set('token', tokenOf(html));
  }
  const response = await fetch(`${sandbox.url}/pay/${gatewayOrderNo}/${verb}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** The gateway's order query; `gateway` another sandbox than the shared one, with its own clock. */
async function query(
  params: Record<string, string>,
  secret?: string,
  gateway?: { url: string; clock: typeof clock },
) {
  const search = new URLSearchParams(
    Object.fromEntries(
      Object.entries(signed(params, secret, gateway?.clock)).map(([key, value]) => [key, String(value)]),
    ),
  );
  return api(`/api/v1/orders/query?${search}`, {}, gateway);
}

function expectValidCallbackSignature(body: Record<string, unknown>, secret = DEMO_MERCHANT.secret) {
  expect(body.sign).toMatch(/^[0-9a-f]{64}$/);
  expect(body.sign).toBe(testSign(body, secret));
}

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startPaymentSandbox({
    port: 0,
    clock,
    merchants: [DEMO_MERCHANT, OTHER],
    notifyScheduleMs: FAST_SCHEDULE,
    notifyTimeoutMs: 300,
  });
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

describe('signing', () => {
  // The worked example of docs/operations.md; the HMAC was computed with `openssl dgst -sha256 -hmac`.
  const example = {
    merchantId: 'aurora-demo',
    merchantOrderNo: 'DEP20261122001',
    amount: '100.00',
    currency: 'CNY',
    channel: 'qr',
    notifyUrl: 'https://merchant.example/pay/notify',
    returnUrl: 'https://merchant.example/deposit',
    payerName: '',
    timestamp: 1795334400000,
    nonce: '5f2b9c7e1a4d4e8b',
  };
  const expected = '3ea96b51880fa71f4b8648eb96272c9876bd920b88adfea5dc8282ee4352973b';

  it('signs the sorted non-empty fields with HMAC-SHA256', () => {
    expect(canonicalString({ ...example, sign: 'ignored' })).toBe(
      'amount=100.00&channel=qr&currency=CNY&merchantId=aurora-demo&merchantOrderNo=DEP20261122001' +
        '&nonce=5f2b9c7e1a4d4e8b&notifyUrl=https://merchant.example/pay/notify' +
        '&returnUrl=https://merchant.example/deposit&timestamp=1795334400000',
    );
    expect(sign(example, 'example-sandbox-secret-do-not-use')).toBe(expected);
    expect(testSign(example, 'example-sandbox-secret-do-not-use')).toBe(expected);
  });

  it('verifies in either hex case and refuses any change', () => {
    const secret = 'example-sandbox-secret-do-not-use';
    expect(verifySignature({ ...example, sign: expected }, secret)).toBe(true);
    expect(verifySignature({ ...example, sign: expected.toUpperCase() }, secret)).toBe(true);
    expect(verifySignature({ ...example, amount: '100.01', sign: expected }, secret)).toBe(false);
    expect(verifySignature({ ...example, sign: expected }, `${secret}x`)).toBe(false);
    expect(verifySignature({ ...example, sign: expected.slice(2) }, secret)).toBe(false);
    expect(verifySignature({ ...example }, secret)).toBe(false);
  });
});

describe('order creation', () => {
  it('creates an order with a pay URL, a QR content and a 15-minute expiry', async () => {
    const fields = orderFields();
    const response = await api('/api/v1/orders', { body: signed(fields) });
    expect(response.status).toBe(201);
    const data = response.body.data;
    expect(response.body.code).toBe(0);
    expect(data.gatewayOrderNo).toMatch(/^PS\d{14}[0-9A-F]{8}$/);
    expect(data.payUrl).toBe(`${sandbox.url}/pay/${data.gatewayOrderNo}`);
    expect(data.qrContent).toBe(data.payUrl);
    expect(data.status).toBe('PENDING');
    expect(data.expiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
  });

  it('answers the same order for a repeated request and refuses the same number with other content', async () => {
    const fields = orderFields();
    const first = await api('/api/v1/orders', { body: signed(fields) });
    const again = await api('/api/v1/orders', { body: signed(fields) });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const conflict = await api('/api/v1/orders', { body: signed({ ...fields, amount: '1234.51' }) });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 2001, field: 'merchantOrderNo' });
    const otherUrl = await api('/api/v1/orders', {
      body: signed({ ...fields, notifyUrl: 'http://127.0.0.1:1/x' }),
    });
    expect(otherUrl.body.code).toBe(2001);

    // Order numbers are unique per merchant: another merchant may use the same one.
    const other = await api('/api/v1/orders', {
      body: signed({ ...fields, merchantId: OTHER.id }, OTHER.secret),
    });
    expect(other.status).toBe(201);
    expect(other.body.data.gatewayOrderNo).not.toBe(first.body.data.gatewayOrderNo);
  });

  it('refuses a wrong signature, an unknown merchant, a stale timestamp and a replayed nonce', async () => {
    const fields = orderFields();
    const good = signed(fields);

    const tampered = await api('/api/v1/orders', { body: { ...good, amount: '9999.00' } });
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual({ code: 1003, message: 'signature mismatch' });
    const otherSecret = await api('/api/v1/orders', { body: signed(fields, OTHER.secret) });
    expect(otherSecret.body.code).toBe(1003);
    const notHex = await api('/api/v1/orders', { body: { ...good, sign: 'not-a-signature' } });
    expect(notHex.body.code).toBe(1003);

    const stranger = await api('/api/v1/orders', { body: signed({ ...fields, merchantId: 'nobody' }) });
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe(1002);

    for (const offset of [-5 * 60_000 - 1, 5 * 60_000 + 1]) {
      const stale = await api('/api/v1/orders', {
        body: signed({ ...fields, timestamp: clock.now().getTime() + offset }),
      });
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe(1004);
    }
    const edge = await api('/api/v1/orders', {
      body: signed({ ...fields, timestamp: clock.now().getTime() - 5 * 60_000 }),
    });
    expect(edge.body.code).toBe(0);

    const replayFields = orderFields();
    const once = signed(replayFields);
    expect((await api('/api/v1/orders', { body: once })).body.code).toBe(0);
    const replay = await api('/api/v1/orders', { body: once });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(1005);
    // Still refused near the end of the nonce memory (the timestamp is re-signed, the nonce is not).
    clock.advance(4 * 60_000);
    const later = await api('/api/v1/orders', { body: signed({ ...replayFields, nonce: once.nonce }) });
    expect(later.body.code).toBe(1005);
  });

  it('refuses amounts that are not positive two-decimal strings up to 1,000,000.00', async () => {
    const bad: unknown[] = [
      100,
      100.5,
      '100',
      '100.0',
      '100.001',
      '-1.00',
      '0.00',
      '1000000.01',
      '99999999.00',
      '1e3',
      '01.00',
      ' 100.00',
      '100,00',
      '',
      null,
    ];
    for (const amount of bad) {
      const fields = orderFields({ amount });
      const response = await api('/api/v1/orders', { body: signed(fields) });
      expect(response.status, `amount ${JSON.stringify(amount)}`).toBe(400);
      expect(response.body.code).toBe(1001);
      expect(response.body.field).toBe('amount');
      expect(response.body.message).toMatch(
        typeof amount === 'string'
          ? /exactly 2 decimals, be above 0.00 and at most 1000000.00/
          : /must be a string/,
      );
      // Nothing was created.
      expect(
        (await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo })).body.code,
      ).toBe(2002);
    }
    for (const amount of ['0.01', '1000000.00']) {
      expect((await api('/api/v1/orders', { body: signed(orderFields({ amount })) })).body.code).toBe(0);
    }
  });

  it('explains every other bad input with a clear error and never a stack trace', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ merchantOrderNo: 'x'.repeat(65) }, 'merchantOrderNo', /1–64/],
      [{ merchantOrderNo: 'has space' }, 'merchantOrderNo', /letters/],
      [{ currency: 'cny' }, 'currency', /3 capital letters/],
      [{ currency: 'CNYX' }, 'currency', /3 capital letters/],
      [{ channel: 'card' }, 'channel', /bank_redirect, qr/],
      [{ notifyUrl: 'ftp://merchant.example/n' }, 'notifyUrl', /http\(s\)/],
      [{ returnUrl: 'not a url' }, 'returnUrl', /http\(s\)/],
      [{ payerName: 'a\u0000b' }, 'payerName', /control/],
      [{ nonce: 'short' }, 'nonce', /8–64/],
      [{ timestamp: 'yesterday' }, 'timestamp', /milliseconds/],
      [{ timestamp: 1.5 }, 'timestamp', /milliseconds/],
      [{ merchantId: 42 }, 'merchantId', /merchantId must be a string/],
      [{ surprise: 1 }, '', /unknown field: surprise/],
    ];
    for (const [override, field, message] of cases) {
      const response = await api('/api/v1/orders', { body: signed(orderFields(override)) });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.code).toBe(1001);
      if (field) expect(response.body.field).toBe(field);
      expect(response.body.message).toMatch(message);
    }
    const { currency: _currency, ...withoutCurrency } = orderFields();
    const missing = await api('/api/v1/orders', { body: signed(withoutCurrency) });
    expect(missing.body).toMatchObject({ code: 1001, message: 'currency is required', field: 'currency' });

    const malformed = await api('/api/v1/orders', { raw: '{"merchantId": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(1000);
    const notObject = await api('/api/v1/orders', { raw: '[1,2]' });
    expect(notObject.body.code).toBe(1000);
    const huge = await api('/api/v1/orders', {
      body: { ...signed(orderFields()), payerName: 'x'.repeat(70_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(1007);
    const nowhere = await api('/api/v1/nothing');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe(1006);
    for (const response of [malformed, notObject, huge, nowhere])
      expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('hosted pay page', () => {
  it('shows merchant, amount, order number, countdown, a QR code and the Pay and Decline buttons', async () => {
    const { fields, data } = await createOrder();
    const page = await payPage(data.gatewayOrderNo);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(page.html).toContain(DEMO_MERCHANT.name);
    expect(page.html).toContain('1,234.50');
    expect(page.html).toContain('CNY');
    expect(page.html).toContain(fields.merchantOrderNo);
    expect(page.html).toContain('Li Wei');
    expect(page.html).toMatch(/id="countdown"[^>]*>15:00</);
    expect(page.html).toMatch(/<svg [^>]*aria-label="QR code/);
    expect(page.html).toMatch(
      /<form method="post" action="\/pay\/[A-Z0-9]+\/confirm"><input type="hidden" name="token"/,
    );
    expect(page.html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Decline<\/button>/);
    expect(page.html).toContain('name="viewport"');
  });

  it('shows the simulated bank instead of a QR code for bank_redirect and escapes what merchants send', async () => {
    const { data } = await createOrder({ channel: 'bank_redirect', payerName: '<b>Eve</b>' });
    const { html } = await payPage(data.gatewayOrderNo);
    expect(html).toContain('Sandbox Bank');
    expect(html).not.toContain('<svg');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it('answers an unknown order with 404, as JSON or as a page', async () => {
    const json = await api('/pay/PS00000000000000DEADBEEF');
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ code: 2002, message: 'no such order' });
    const page = await payPage('PS00000000000000DEADBEEF');
    expect(page.status).toBe(404);
    expect(page.html).toContain('no such order');
  });
});

describe('payment and callbacks', () => {
  it('confirm → PAID, one signed callback, a result page with the way back, and the query shows it', async () => {
    const endpoint = receiver.endpoint();
    const { fields, data } = await createOrder({ notifyUrl: endpoint.url });
    const no = data.gatewayOrderNo;

    const forged = await submit(no, 'confirm', 'forged-token');
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text).code).toBe(2004);
    expect(
      (await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo })).body.data
        .status,
    ).toBe('PENDING');

    const token = tokenOf((await payPage(no)).html);
    const paid = await submit(no, 'confirm', token);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/pay/${no}`);

    const [callback] = await waitUntil(() => endpoint.callbacks().length === 1 && endpoint.callbacks(), {
      what: 'the callback',
      ...POLL,
    });
    expect(callback!.contentType).toBe('application/json');
    expect(callback!.body).toEqual({
      merchantId: DEMO_MERCHANT.id,
      merchantOrderNo: fields.merchantOrderNo,
      gatewayOrderNo: no,
      amount: '1234.50',
      currency: 'CNY',
      status: 'PAID',
      paidAt: clock.now().toISOString(),
      timestamp: clock.now().getTime(),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      sign: expect.any(String),
    });
    expectValidCallbackSignature(callback!.body);

    const result = await payPage(no);
    expect(result.html).toContain('Payment successful');
    expect(result.html).toContain(
      `href="https://merchant.example/deposit?tab=records&amp;orderNo=${fields.merchantOrderNo}"`,
    );
    expect(result.html).toContain('Return to merchant');
    expect(result.html).not.toContain('>Pay</button>');

    const found = await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo });
    expect(found.body.data).toMatchObject({
      gatewayOrderNo: no,
      status: 'PAID',
      amount: '1234.50',
      paidAt: clock.now().toISOString(),
      notify: { state: 'DELIVERED', attempts: 1, nextAttemptAt: null },
    });

    // A second submit (double click, back button) changes nothing and sends nothing more.
    expect(await submit(no, 'confirm', token)).toMatchObject({ status: 303, location: `/pay/${no}` });
    expect((await submit(no, 'decline', token)).status).toBe(303);
    // The gateway's record instead of a 150 ms sleep: delivered after one attempt and no retry planned,
    // so no callback can still be on its way (a submit starts one before it answers).
    const still = await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo });
    expect(still.body.data).toMatchObject({
      status: 'PAID',
      notify: { state: 'DELIVERED', attempts: 1, nextAttemptAt: null },
    });
    expect(endpoint.callbacks()).toHaveLength(1);
  });

  it('retries until the merchant answers exactly "success", then stops', async () => {
    const endpoint = receiver.endpoint((count) =>
      count === 1
        ? { status: 200, body: 'FAIL' }
        : count === 2
          ? { status: 500, body: 'success' }
          : { status: 200, body: 'success\n' },
    );
    const { data } = await createOrder({ notifyUrl: endpoint.url });
    await submit(data.gatewayOrderNo, 'confirm');
    await waitUntil(() => endpoint.callbacks().length === 3, { what: 'three callbacks', ...POLL });
    // The gateway's record instead of sleeping through the schedule: DELIVERED once the third answer is
    // read, and then no retry is left to send.
    await waitUntil(
      async () =>
        (await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: data.gatewayOrderNo })).body.data.notify
          ?.state === 'DELIVERED',
      { what: 'the delivery to be recorded', ...POLL },
    );
    const callbacks = endpoint.callbacks();
    expect(callbacks).toHaveLength(3);
    for (const callback of callbacks) expectValidCallbackSignature(callback.body);
    expect(new Set(callbacks.map((callback) => callback.body.nonce)).size).toBe(3);

    const { body } = await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: data.gatewayOrderNo });
    expect(body.data.notify).toMatchObject({ state: 'DELIVERED', attempts: 3, nextAttemptAt: null });
  });

  it('gives up after the last retry; renotify sends it again on request', async () => {
    let accept = false;
    const endpoint = receiver.endpoint(() =>
      accept ? { status: 200, body: 'success' } : { status: 503, body: 'busy' },
    );
    const { data } = await createOrder({ notifyUrl: endpoint.url });
    const no = data.gatewayOrderNo;
    await submit(no, 'confirm');
    await waitUntil(() => endpoint.callbacks().length === FAST_SCHEDULE.length + 1, {
      what: 'every scheduled callback',
      ...POLL,
    });
    const gaveUp = await waitUntil(
      async () => {
        const { body } = await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: no });
        return body.data.notify?.state === 'GAVE_UP' && body.data.notify;
      },
      { what: 'the give-up', ...POLL },
    );
    expect(gaveUp).toMatchObject({
      attempts: 4,
      nextAttemptAt: null,
      lastAttempt: { outcome: 'rejected', httpStatus: 503 },
    });
    // No sleep needed: GAVE_UP is recorded after the last attempt's answer, with no retry planned.
    expect(endpoint.callbacks()).toHaveLength(4);

    accept = true;
    const renotify = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: no }),
    });
    expect(renotify.body.code).toBe(0);
    expect(renotify.body.data).toMatchObject({
      delivered: true,
      attempt: { manual: true, outcome: 'success', httpStatus: 200 },
      order: { status: 'PAID', notify: { state: 'DELIVERED', attempts: 5 } },
    });
    expect(endpoint.callbacks()).toHaveLength(5);
    expectValidCallbackSignature(endpoint.callbacks()[4]!.body);

    // The order number of the path is signed too: the signature of another order does not fit.
    const unsignedPath = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id }),
    });
    expect(unsignedPath.body.code).toBe(1003);
    const withPathSigned = signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: no });
    const { gatewayOrderNo: _no, ...bodyOnly } = withPathSigned;
    expect((await api(`/api/v1/orders/${no}/renotify`, { body: bodyOnly })).body.code).toBe(0);
    expect(endpoint.callbacks()).toHaveLength(6);
  });

  it('counts a timeout and a refused connection as failed attempts', async () => {
    const hanging = receiver.endpoint(() => 'hang');
    const { data } = await createOrder({ notifyUrl: hanging.url });
    const started = Date.now();
    await submit(data.gatewayOrderNo, 'confirm');
    const first = await waitUntil(
      async () => {
        const { body } = await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: data.gatewayOrderNo });
        return body.data.notify?.lastAttempt;
      },
      { what: 'a timed-out attempt', ...POLL },
    );
    expect(first.outcome).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    const { data: closed } = await createOrder({
      notifyUrl: `http://127.0.0.1:${await closedPort()}/notify`,
    });
    await submit(closed.gatewayOrderNo, 'confirm');
    const refused = await waitUntil(
      async () => {
        const { body } = await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: closed.gatewayOrderNo });
        return body.data.notify?.lastAttempt;
      },
      { what: 'a refused attempt', ...POLL },
    );
    expect(refused).toMatchObject({ outcome: 'error', detail: 'ECONNREFUSED' });
  });

  it('decline → FAILED with a signed callback without paidAt', async () => {
    const endpoint = receiver.endpoint();
    const { fields, data } = await createOrder({ notifyUrl: endpoint.url, channel: 'bank_redirect' });
    const declined = await submit(data.gatewayOrderNo, 'decline');
    expect(declined.status).toBe(303);
    const [callback] = await waitUntil(() => endpoint.callbacks().length === 1 && endpoint.callbacks(), {
      what: 'the callback',
      ...POLL,
    });
    expect(callback!.body).toMatchObject({
      merchantOrderNo: fields.merchantOrderNo,
      status: 'FAILED',
      paidAt: null,
    });
    expectValidCallbackSignature(callback!.body);
    const { html } = await payPage(data.gatewayOrderNo);
    expect(html).toContain('Payment declined');
    expect(html).toContain('Return to merchant');
    const found = await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo });
    expect(found.body.data).toMatchObject({ status: 'FAILED', paidAt: null });
  });

  it('expires unpaid orders after 15 minutes: no payment, no callback', async () => {
    const endpoint = receiver.endpoint();
    const { fields, data } = await createOrder({ notifyUrl: endpoint.url });
    const { html } = await payPage(data.gatewayOrderNo);
    const token = tokenOf(html);
    clock.advance(15 * 60_000 - 1);
    expect(
      (await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo })).body.data
        .status,
    ).toBe('PENDING');
    clock.advance(1);
    const found = await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo });
    expect(found.body.data).toMatchObject({ status: 'EXPIRED', paidAt: null, notify: null });
    const late = await submit(data.gatewayOrderNo, 'confirm', token);
    expect(late.status).toBe(303);
    expect((await payPage(data.gatewayOrderNo)).html).toContain('Order expired');
    // The gateway's record instead of a 100 ms sleep: a submit starts the callbacks before it answers,
    // and none were started.
    const afterLate = await query({ merchantId: DEMO_MERCHANT.id, merchantOrderNo: fields.merchantOrderNo });
    expect(afterLate.body.data).toMatchObject({ status: 'EXPIRED', notify: null });
    expect(endpoint.callbacks()).toHaveLength(0);
    const renotify = await api(`/api/v1/orders/${data.gatewayOrderNo}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: data.gatewayOrderNo }),
    });
    expect(renotify.status).toBe(409);
    expect(renotify.body.code).toBe(2003);
    // The same request again still answers the same (expired) order.
    const again = await api('/api/v1/orders', { body: signed(fields) });
    expect(again.body.data).toMatchObject({ gatewayOrderNo: data.gatewayOrderNo, status: 'EXPIRED' });
  });
});

describe('query and renotify', () => {
  it('finds an order by either number, only for its own merchant, and only when signed', async () => {
    const { fields, data } = await createOrder();
    const byMerchantNo = await query({
      merchantId: DEMO_MERCHANT.id,
      merchantOrderNo: fields.merchantOrderNo,
    });
    const byGatewayNo = await query({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: data.gatewayOrderNo });
    expect(byMerchantNo.body.data).toEqual(byGatewayNo.body.data);
    expect(byMerchantNo.body.data).toMatchObject({
      merchantId: DEMO_MERCHANT.id,
      merchantOrderNo: fields.merchantOrderNo,
      amount: '1234.50',
      currency: 'CNY',
      channel: 'qr',
      status: 'PENDING',
      paidAt: null,
      notify: null,
    });

    const foreign = await query({ merchantId: OTHER.id, gatewayOrderNo: data.gatewayOrderNo }, OTHER.secret);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(2002);
    const mixed = await query({
      merchantId: DEMO_MERCHANT.id,
      gatewayOrderNo: data.gatewayOrderNo,
      merchantOrderNo: 'someone-else',
    });
    expect(mixed.body.code).toBe(2002);

    const search = new URLSearchParams({
      merchantId: DEMO_MERCHANT.id,
      merchantOrderNo: fields.merchantOrderNo,
      timestamp: String(clock.now().getTime()),
      nonce: nonce(),
      sign: '0'.repeat(64),
    });
    const forged = await api(`/api/v1/orders/query?${search}`);
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe(1003);
    const neither = await query({ merchantId: DEMO_MERCHANT.id });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('merchantOrderNo or gatewayOrderNo is required');
    const repeated = await api(`/api/v1/orders/query?${search}&merchantId=${OTHER.id}`);
    expect(repeated.body).toMatchObject({
      code: 1001,
      field: 'merchantId',
      message: 'merchantId must be a string',
    });
  });

  it('renotify refuses pending orders, other merchants and bad signatures', async () => {
    const { data } = await createOrder();
    const no = data.gatewayOrderNo;
    const pending = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: no }),
    });
    expect(pending.body.code).toBe(2003);
    const foreign = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: OTHER.id, gatewayOrderNo: no }, OTHER.secret),
    });
    expect(foreign.body.code).toBe(2002);
    const forged = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: no }, OTHER.secret),
    });
    expect(forged.body.code).toBe(1003);
    const mismatch = await api(`/api/v1/orders/${no}/renotify`, {
      body: signed({ merchantId: DEMO_MERCHANT.id, gatewayOrderNo: 'PS1' }),
    });
    expect(mismatch.body).toMatchObject({ code: 1001, field: 'gatewayOrderNo' });
  });
});

describe('default retry schedule (driven by injected timers)', () => {
  it('retries after 5 s, 15 s, 30 s, 1, 2, 5 and 10 min, then gives up', async () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => {
        const entry = { callback, ms };
        pending.push(entry);
        return entry;
      },
      clearTimeout: (handle) => {
        const index = pending.indexOf(handle as (typeof pending)[number]);
        if (index >= 0) pending.splice(index, 1);
      },
    };
    const ATTEMPT_TIMEOUT = 4321;
    const ownClock = fixedClock(new Date('2026-11-22T08:00:00Z'));
    const slow = await startPaymentSandbox({
      port: 0,
      merchants: [DEMO_MERCHANT],
      clock: ownClock,
      timers,
      notifyTimeoutMs: ATTEMPT_TIMEOUT,
    });
    try {
      const endpoint = receiver.endpoint(() => ({ status: 200, body: 'fail' }));
      const body = {
        timestamp: ownClock.now().getTime(),
        nonce: nonce(),
        ...orderFields({ notifyUrl: endpoint.url }),
      };
      const created = await fetch(`${slow.url}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, sign: testSign(body, DEMO_MERCHANT.secret) }),
      }).then((response) => response.json() as Promise<{ data: { gatewayOrderNo: string; payUrl: string } }>);
      expect(created.data.payUrl.startsWith(`${slow.url}/pay/`)).toBe(true);
      const html = await fetch(created.data.payUrl).then((response) => response.text());
      await fetch(`${created.data.payUrl}/confirm`, {
        method: 'POST',
        body: new URLSearchParams({ token: tokenOf(html) }),
        redirect: 'manual',
      });

      const delays: number[] = [];
      for (let attempt = 1; ; attempt++) {
        await waitUntil(() => endpoint.callbacks().length === attempt, {
          what: `attempt ${attempt}`,
          ...POLL,
        });
        const retry = await waitUntil(
          () =>
            pending.find((entry) => entry.ms !== ATTEMPT_TIMEOUT) ??
            (attempt === 8 && pending.length === 0 && 'none'),
          { what: `retry timer after attempt ${attempt}`, ...POLL },
        );
        if (retry === 'none') break;
        delays.push(retry.ms);
        pending.splice(pending.indexOf(retry), 1);
        ownClock.advance(retry.ms);
        retry.callback();
      }
      expect(delays).toEqual(DEFAULT_NOTIFY_SCHEDULE_MS);
      expect(delays).toEqual([5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000]);
      expect(endpoint.callbacks()).toHaveLength(8);
      // The gateway's record instead of a 50 ms sleep: it gave up after the eighth answer, no timer left.
      const gaveUp = await query(
        { merchantId: DEMO_MERCHANT.id, gatewayOrderNo: created.data.gatewayOrderNo },
        undefined,
        { url: slow.url, clock: ownClock },
      );
      expect(gaveUp.body.data.notify).toMatchObject({ state: 'GAVE_UP', attempts: 8, nextAttemptAt: null });
      expect(pending).toHaveLength(0);
      expect(endpoint.callbacks()).toHaveLength(8);
    } finally {
      await slow.close();
    }
  });
});

describe('configuration', () => {
  it('listens on 127.0.0.1:8090 with no merchant of its own (no public secret to sign with)', () => {
    expect(paySandboxOptionsFromEnv({})).toEqual({ port: 8090, host: '127.0.0.1' });
  });

  it('reads merchants, address and schedule from the environment and refuses bad values', () => {
    const options = paySandboxOptionsFromEnv({
      PAY_SANDBOX_PORT: '0',
      PAY_SANDBOX_HOST: '0.0.0.0',
      PAY_SANDBOX_PUBLIC_URL: 'https://pay.example.com/',
      PAY_SANDBOX_MERCHANTS: JSON.stringify([OTHER]),
      PAY_SANDBOX_NOTIFY_SCHEDULE: '1,2.5,60',
    });
    expect(options).toEqual({
      port: 0,
      host: '0.0.0.0',
      publicUrl: 'https://pay.example.com',
      merchants: [OTHER],
      notifyScheduleMs: [1000, 2500, 60000],
    });
    for (const env of [
      { PAY_SANDBOX_MERCHANTS: '[{' },
      { PAY_SANDBOX_MERCHANTS: '[]' },
      { PAY_SANDBOX_MERCHANTS: JSON.stringify([{ ...OTHER, secret: 'short' }]) },
      { PAY_SANDBOX_MERCHANTS: JSON.stringify([OTHER, OTHER]) },
      { PAY_SANDBOX_PORT: '70000' },
      { PAY_SANDBOX_NOTIFY_SCHEDULE: '5,soon' },
    ]) {
      expect(() => paySandboxOptionsFromEnv(env), JSON.stringify(env)).toThrow(PaySandboxConfigError);
    }
  });

  it('hands out links under the public URL', async () => {
    const behindProxy = await startPaymentSandbox({
      port: 0,
      merchants: [DEMO_MERCHANT],
      clock,
      publicUrl: 'https://pay.example.com/',
    });
    try {
      expect(behindProxy.publicUrl).toBe('https://pay.example.com');
      const body = signed(orderFields());
      const response = await fetch(`${behindProxy.url}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { gatewayOrderNo: string; payUrl: string } }>);
      expect(response.data.payUrl).toBe(`https://pay.example.com/pay/${response.data.gatewayOrderNo}`);
    } finally {
      await behindProxy.close();
    }
  });
});
