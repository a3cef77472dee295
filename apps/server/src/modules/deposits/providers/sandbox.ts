import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import {
  PaymentProviderError,
  type CallbackVerdict,
  type GatewayOrder,
  type GatewayOrderRequest,
  type GatewayOrderStatus,
  type PaymentProvider,
} from './provider.js';

/**
 * Adapter of the sandbox payment gateway (docs/operations.md "Sandbox payment gateway"). It knows the
 * gateway only by its HTTP API and signing rules, as it would a real PSP's.
 */
export interface SandboxProviderOptions {
  /** Base URL of the gateway's API, e.g. http://127.0.0.1:8090. */
  baseUrl: string;
  merchantId: string;
  secret: string;
  clock: Clock;
  /** Longest wait for one gateway call (default 5 s). */
  timeoutMs?: number;
  /**
   * Another gateway speaking this protocol (configured by an operator, docs/product.md §Partners):
   * its name in channels and callback paths, its channels, owner, state and bounds.
   */
  gateway?: Pick<PaymentProvider, 'name' | 'channels' | 'merchantId' | 'enabled' | 'limits'>;
}

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_CHANNELS = ['bank_redirect', 'qr'] as const;
/** Accepted distance between a callback's timestamp and our clock, as the gateway accepts ours. */
export const CALLBACK_WINDOW_MS = 5 * 60 * 1000;

type Fields = Record<string, string | number | boolean | null | undefined>;

/** Every field but `sign` with a non-empty value, sorted by key, as `key=value` joined with `&`. */
function canonicalString(fields: Fields): string {
  return Object.keys(fields)
    .filter(
      (key) => key !== 'sign' && fields[key] !== undefined && fields[key] !== null && fields[key] !== '',
    )
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

function signatureOf(fields: Fields, secret: string): Buffer {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest();
}

function signed<T extends Fields>(fields: T, secret: string): T & { sign: string } {
  return { ...fields, sign: signatureOf(fields, secret).toString('hex') };
}

/** The gateway takes exactly two decimals; an amount finer than a cent cannot be sent. */
export function toGatewayAmount(amount: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new PaymentProviderError(`not an amount: ${amount}`);
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) throw new PaymentProviderError('the gateway takes whole cents only');
  return `${BigInt(match[1]!).toString()}.${fraction.slice(0, 2).padEnd(2, '0')}`;
}

const callbackSchema = z.object({
  merchantId: z.string().min(1).max(64),
  merchantOrderNo: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  gatewayOrderNo: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  amount: z.string().regex(/^\d{1,13}\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['PAID', 'FAILED']),
  paidAt: z.string().max(40).nullable().optional(),
  timestamp: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/)]),
  nonce: z.string().min(8).max(64),
  sign: z.string().regex(/^[0-9a-fA-F]{64}$/),
});

const answerSchema = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown() });
const createdSchema = z.object({
  gatewayOrderNo: z.string().min(1).max(64),
  merchantOrderNo: z.string(),
  payUrl: z.url(),
  qrContent: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
const queriedSchema = z.object({
  gatewayOrderNo: z.string(),
  merchantOrderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED']),
  expiresAt: z.iso.datetime().nullable(),
});

const ORDER_NOT_FOUND = 2002;

export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const stamp = () => ({
    timestamp: options.clock.now().getTime(),
    nonce: randomBytes(12).toString('hex'),
  });

  /** One call; answers the gateway's `{ code, data }` or throws PaymentProviderError. */
  async function request(path: string, init: RequestInit): Promise<z.infer<typeof answerSchema>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`gateway unreachable: ${(error as Error).name}`);
    }
    let answer: z.infer<typeof answerSchema>;
    try {
      answer = answerSchema.parse(JSON.parse(text));
    } catch {
      throw new PaymentProviderError(`gateway answered HTTP ${response.status} without its JSON`);
    }
    return answer;
  }

  return {
    name: SANDBOX_PROVIDER,
    channels: SANDBOX_CHANNELS,
    ...options.gateway,

    async createOrder(order: GatewayOrderRequest): Promise<GatewayOrder> {
      const body = signed(
        {
          merchantId: options.merchantId,
          merchantOrderNo: order.orderNo,
          amount: toGatewayAmount(order.amount),
          currency: order.currency,
          channel: order.channel,
          notifyUrl: order.notifyUrl,
          returnUrl: order.returnUrl,
          ...stamp(),
        },
        options.secret,
      );
      const answer = await request('/api/v1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.code !== 0)
        throw new PaymentProviderError(`gateway refused the order: ${answer.code} ${answer.message ?? ''}`);
      const data = createdSchema.safeParse(answer.data);
      if (!data.success || data.data.merchantOrderNo !== order.orderNo)
        throw new PaymentProviderError('gateway answered an order that is not ours');
      return {
        providerOrderNo: data.data.gatewayOrderNo,
        payUrl: data.data.payUrl,
        qrContent: order.channel === 'qr' ? (data.data.qrContent ?? data.data.payUrl) : null,
        expiresAt: new Date(data.data.expiresAt),
      };
    },

    verifyCallback(rawBody: string): CallbackVerdict {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed', signatureValid: false, orderNo: null };
      }
      const fields = callbackSchema.safeParse(parsed);
      const scalarsOnly =
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every((value) => value === null || typeof value !== 'object');
      const named = (parsed as { merchantOrderNo?: unknown } | null)?.merchantOrderNo;
      const orderNo = typeof named === 'string' ? named.slice(0, 64) : null;
      if (!fields.success || !scalarsOnly)
        return { ok: false, reason: 'malformed', signatureValid: false, orderNo };
      const notice = fields.data;
      if (notice.merchantId !== options.merchantId)
        return { ok: false, reason: 'unknown_merchant', signatureValid: false, orderNo };
      // Every field received is signed, known or not: the signature covers the body as sent.
      const expected = signatureOf(parsed as Fields, options.secret);
      if (!timingSafeEqual(expected, Buffer.from(notice.sign, 'hex')))
        return { ok: false, reason: 'bad_signature', signatureValid: false, orderNo };
      if (Math.abs(Number(notice.timestamp) - options.clock.now().getTime()) > CALLBACK_WINDOW_MS)
        return { ok: false, reason: 'stale_timestamp', signatureValid: true, orderNo };
      return {
        ok: true,
        notice: {
          orderNo: notice.merchantOrderNo,
          providerOrderNo: notice.gatewayOrderNo,
          amount: notice.amount,
          currency: notice.currency,
          status: notice.status,
        },
      };
    },

    async queryOrder(orderNo: string): Promise<GatewayOrderStatus> {
      const query = signed(
        { merchantId: options.merchantId, merchantOrderNo: orderNo, ...stamp() },
        options.secret,
      );
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      const answer = await request(`/api/v1/orders/query?${search}`, { method: 'GET' });
      if (answer.code === ORDER_NOT_FOUND)
        return { status: 'NOT_FOUND', amount: null, currency: null, providerOrderNo: null, expiresAt: null };
      if (answer.code !== 0)
        throw new PaymentProviderError(`gateway refused the query: ${answer.code} ${answer.message ?? ''}`);
      const data = queriedSchema.safeParse(answer.data);
      if (!data.success || data.data.merchantOrderNo !== orderNo)
        throw new PaymentProviderError('gateway answered an order that is not ours');
      return {
        status: data.data.status,
        amount: data.data.amount,
        currency: data.data.currency,
        providerOrderNo: data.data.gatewayOrderNo,
        expiresAt: data.data.expiresAt ? new Date(data.data.expiresAt) : null,
      };
    },
  };
}
