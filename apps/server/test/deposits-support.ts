import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { depositOrders, paymentCallbacks } from '../src/modules/deposits/tables.js';
import { sign } from '../src/sandbox/payment-gateway/signing.js';
import {
  callRoute,
  TEST_GATEWAY_SECRET,
  type RouteBody,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/** The sandbox's built-in demo merchant, which the server's default configuration uses. */
export const GATEWAY_MERCHANT = 'aurora-demo';
export const GATEWAY_SECRET = TEST_GATEWAY_SECRET;
export const NOTIFY_PATH = '/wps/payment/notify/sandbox';

export function requestId(): string {
  return `req-${randomBytes(8).toString('hex')}`;
}

export async function depositMethods(
  server: { url: string },
  token: string,
  options: { language?: string; merchant?: string } = {},
) {
  const res = await callRoute(server, routes.depositChannels, {
    token,
    headers: options.language ? { language: options.language } : {},
    ...(options.merchant ? { merchant: options.merchant } : {}),
  });
  if (res.status !== 200) throw new Error(`channels refused: ${res.text}`);
  return res.body.value;
}

/** The first channel of a method, as the member sees it. */
export async function channelOf(server: { url: string }, token: string, methodCode: string) {
  const method = (await depositMethods(server, token)).find((entry) => entry.code === methodCode);
  if (!method) throw new Error(`no method ${methodCode}`);
  return method.channels[0]!;
}

export function gatewayDeposit(
  server: { url: string },
  token: string,
  body: RouteBody<typeof routes.depositByGateway>,
  options: { merchant?: string; headers?: Record<string, string> } = {},
) {
  return callRoute(server, routes.depositByGateway, { token, body, ...options });
}

export function manualDeposit(
  server: { url: string },
  token: string,
  body: RouteBody<typeof routes.depositManual>,
) {
  return callRoute(server, routes.depositManual, { token, body });
}

export async function records(
  server: { url: string },
  token: string,
  query: RouteQuery<typeof routes.depositRecords> = {},
  options: { merchant?: string } = {},
) {
  return callRoute(server, routes.depositRecords, { token, query, ...options });
}

export async function recordOf(server: { url: string }, token: string, orderNo: string) {
  const res = await records(server, token, { pageSize: 100 });
  if (res.status !== 200) throw new Error(`records refused: ${res.text}`);
  return res.body.value.list.find((record) => record.orderNo === orderNo) ?? null;
}

/** Opens the gateway's pay page like a browser and submits its Pay (or Decline) form. */
export async function payOnSandbox(payUrl: string, verb: 'confirm' | 'decline' = 'confirm') {
  const page = await fetch(payUrl, { headers: { accept: 'text/html' } });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`pay page answered ${page.status}`);
  const form = new RegExp(
    `<form method="post" action="([^"]*/${verb})">.*?name="token" value="([^"]+)"`,
  ).exec(html);
  if (!form) throw new Error(`no ${verb} form on the pay page`);
  const response = await fetch(new URL(form[1]!, payUrl), {
    method: 'POST',
    body: new URLSearchParams({ token: form[2]! }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`the ${verb} form answered ${response.status}`);
}

/** How the deposit tests wait for a callback and what it does (waitUntil options). */
export const CALLBACK_WAIT = { timeoutMs: 8_000, intervalMs: 50 };

/**
 * The sandbox gateway's own view of an order of the server (by its order number), with the state of
 * its callback: attempts made, the last one's outcome, the next one planned.
 */
export async function gatewayOrder(server: TestServer, orderNo: string) {
  const fields = {
    merchantId: GATEWAY_MERCHANT,
    merchantOrderNo: orderNo,
    timestamp: server.clock.now().getTime(),
    nonce: randomBytes(8).toString('hex'),
  };
  const search = new URLSearchParams({
    ...fields,
    timestamp: String(fields.timestamp),
    sign: sign(fields, GATEWAY_SECRET),
  });
  const response = await fetch(`${server.paySandbox.url}/api/v1/orders/query?${search}`);
  const answer = (await response.json()) as {
    code: number;
    data: { status: string; notify: { attempts: number; lastAttempt: { outcome: string } | null } | null };
  };
  if (answer.code !== 0) throw new Error(`gateway query refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function siteOf(server: TestServer, code = 'aurora') {
  return server.services.merchants.siteByCode(code);
}

/** The member's main wallet in minor units. */
export async function mainBalance(server: TestServer, memberId: number, code = 'aurora') {
  const site = await siteOf(server, code);
  return server.services.ledger.balance(
    site.merchantId,
    site.settings.currency.code,
    ledgerAccount.main(memberId),
  );
}

export async function orderRow(server: TestServer, orderNo: string) {
  const [row] = await server.database.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  return row!;
}

export async function callbackRows(server: TestServer, orderNo: string) {
  return server.database.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderNo, orderNo))
    .orderBy(asc(paymentCallbacks.id));
}

/** Ledger transactions posted for a deposit (its idempotency key). */
export async function depositPostings(server: TestServer, orderNo: string) {
  const result = (await server.database.db.execute(
    sql`select id from ledger_transactions where idempotency_key = ${`deposit:${orderNo}`}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** A callback body as the gateway would sign it (fresh nonce); `secret` other than the demo one forges it. */
export function callbackBody(
  server: TestServer,
  fields: {
    merchantOrderNo: string;
    gatewayOrderNo: string;
    amount: string;
    status?: 'PAID' | 'FAILED';
    currency?: string;
    timestamp?: number;
  },
  secret = GATEWAY_SECRET,
): string {
  const status = fields.status ?? 'PAID';
  const now = server.clock.now();
  const unsigned = {
    merchantId: GATEWAY_MERCHANT,
    merchantOrderNo: fields.merchantOrderNo,
    gatewayOrderNo: fields.gatewayOrderNo,
    amount: fields.amount,
    currency: fields.currency ?? 'PHP',
    status,
    paidAt: status === 'PAID' ? now.toISOString() : null,
    timestamp: fields.timestamp ?? now.getTime(),
    nonce: randomBytes(16).toString('hex'),
  };
  return JSON.stringify({ ...unsigned, sign: sign(unsigned, secret) });
}

/** Posts a raw callback body to the server's notify endpoint. */
export async function notify(server: { url: string }, body: string, provider = 'sandbox') {
  const response = await fetch(`${server.url}/wps/payment/notify/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** Asks the sandbox to send an order's callback again now (its merchant portal's button). */
export async function renotify(server: TestServer, gatewayOrderNo: string) {
  const fields = {
    merchantId: GATEWAY_MERCHANT,
    timestamp: server.clock.now().getTime(),
    nonce: randomBytes(8).toString('hex'),
  };
  const response = await fetch(`${server.paySandbox.url}/api/v1/orders/${gatewayOrderNo}/renotify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, sign: sign({ ...fields, gatewayOrderNo }, GATEWAY_SECRET) }),
  });
  return (await response.json()) as { code: number; data: { delivered: boolean } };
}

/** A tiny valid PNG (1×1), as a data URL. */
export const PNG_PROOF =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
