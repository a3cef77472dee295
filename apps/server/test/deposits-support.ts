import { TEST_GATEWAY_SECRET } from './harness.js';
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { depositOrders, paymentCallbacks } from '../src/modules/deposits/tables.js';
import { sign } from '../src/sandbox/payment-gateway/signing.js';
import { call, type TestServer } from './harness.js';

/** The sandbox's built-in demo merchant, which the server's default configuration uses. */
export const GATEWAY_MERCHANT = 'aurora-demo';
export const GATEWAY_SECRET = TEST_GATEWAY_SECRET;
export const NOTIFY_PATH = '/wps/payment/notify/sandbox';

export const as = (token: string, extra: Record<string, unknown> = {}) => ({
  headers: { authorization: token },
  ...extra,
});

export function requestId(): string {
  return `req-${randomBytes(8).toString('hex')}`;
}

export interface MemberChannel {
  id: number;
  name: string;
  kind: 'gateway' | 'manual';
  minAmount: string;
  maxAmount: string;
  fixedAmounts: string[];
  fixedAmountOnly: boolean;
  feeBasisPoints: number;
  banks: { code: string; name: string }[];
  receivingAccount: { bankName: string; accountName: string; accountNumber: string } | null;
}
export interface MemberMethod {
  code: string;
  name: string;
  recommended: boolean;
  channels: MemberChannel[];
}

export async function depositMethods(
  server: { url: string },
  token: string,
  options: { language?: string; merchant?: string } = {},
) {
  const res = await call<MemberMethod[]>(server, routes.depositChannels.path, {
    headers: { authorization: token, ...(options.language ? { language: options.language } : {}) },
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

export interface GatewayValue {
  orderNo: string;
  payUrl: string;
  qrContent: string | null;
  expiresAt: number;
}

export function gatewayDeposit(server: { url: string }, token: string, body: Record<string, unknown>) {
  return call<GatewayValue>(server, routes.depositByGateway.path, as(token, { method: 'POST', body }));
}

export function manualDeposit(server: { url: string }, token: string, body: Record<string, unknown>) {
  return call<{ orderNo: string }>(server, routes.depositManual.path, as(token, { method: 'POST', body }));
}

export interface DepositRecordValue {
  orderNo: string;
  method: string;
  channel: string;
  kind: string;
  amount: string;
  fee: string;
  status: string;
  createdAt: number;
  completedAt: number | null;
  payUrl: string | null;
  reference: string | null;
  remark: string | null;
}

export async function records(server: { url: string }, token: string, query = '') {
  const res = await call<{ list: DepositRecordValue[]; pageNum: number; totalPages: number }>(
    server,
    `${routes.depositRecords.path}${query ? `?${query}` : ''}`,
    as(token),
  );
  return res;
}

export async function recordOf(server: { url: string }, token: string, orderNo: string) {
  const res = await records(server, token, 'pageSize=100');
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

/** Polls until `check` answers something truthy (bounded). */
export async function eventually<T>(
  check: () => Promise<T>,
  what: string,
  timeoutMs = 8_000,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
