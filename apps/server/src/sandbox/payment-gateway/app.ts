import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { systemClock, type Clock } from '../../platform/clock.js';
import { createLogger, type Logger } from '../../platform/logger.js';
import {
  DEFAULT_NOTIFY_SCHEDULE_MS,
  DEFAULT_NOTIFY_TIMEOUT_MS,
  DEFAULT_ORDER_TTL_MS,
  DEFAULT_PORT,
  type GatewayMerchant,
} from './config.js';
import { Notifier, realTimers, type Timers } from './notifier.js';
import { CHANNELS, OrderStore, parseAmount, type Order } from './orders.js';
import { renderErrorPage, renderPayPage, renderResultPage } from './pages.js';
import { NonceMemory, verifySignature, type SignableValue } from './signing.js';

export interface PaymentSandboxOptions {
  /** 0 = any free port. Default 8090. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Base of the links the gateway hands out (payUrl); default the address it listens on. */
  publicUrl?: string;
  /** The merchant accounts (id, secret): no default, so no secret is ever public. */
  merchants: GatewayMerchant[];
  clock?: Clock;
  timers?: Timers;
  logger?: Logger;
  /** Delays before each callback retry; default 5 s, 15 s, 30 s, 1 min, 2 min, 5 min, 10 min. */
  notifyScheduleMs?: number[];
  /** How long the merchant has to answer a callback; default 5 s. */
  notifyTimeoutMs?: number;
  /** Default 15 minutes. */
  orderTtlMs?: number;
}

export interface PaymentSandbox {
  /** Where it listens, e.g. http://127.0.0.1:8090. */
  url: string;
  /** Base of the payUrl links it generates. */
  publicUrl: string;
  close(): Promise<void>;
}

/** Accepted distance between a request's timestamp and the gateway's clock. */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
/** How long a nonce stays used. */
export const NONCE_MEMORY_MS = 10 * 60 * 1000;

/** The gateway's answer codes: 0 is success, the rest come with an HTTP status and a message. */
export const GATEWAY_ERRORS = {
  MALFORMED_REQUEST: { code: 1000, status: 400 },
  INVALID_PARAMETER: { code: 1001, status: 400 },
  UNKNOWN_MERCHANT: { code: 1002, status: 401 },
  BAD_SIGNATURE: { code: 1003, status: 401 },
  TIMESTAMP_OUT_OF_WINDOW: { code: 1004, status: 401 },
  NONCE_REUSED: { code: 1005, status: 401 },
  NOT_FOUND: { code: 1006, status: 404 },
  PAYLOAD_TOO_LARGE: { code: 1007, status: 413 },
  ORDER_CONFLICT: { code: 2001, status: 409 },
  ORDER_NOT_FOUND: { code: 2002, status: 404 },
  ORDER_NOT_FINISHED: { code: 2003, status: 409 },
  INVALID_PAY_TOKEN: { code: 2004, status: 403 },
  INTERNAL_ERROR: { code: 9000, status: 500 },
} as const;

type GatewayErrorName = keyof typeof GATEWAY_ERRORS;

export class GatewayError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    name: GatewayErrorName,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.code = GATEWAY_ERRORS[name].code;
    this.status = GATEWAY_ERRORS[name].status;
  }
}

const TIMESTAMP_MESSAGE = 'timestamp must be the time in milliseconds since 1970 (integer)';
const timestampField = z.union(
  [
    z
      .number({ error: TIMESTAMP_MESSAGE })
      .int(TIMESTAMP_MESSAGE)
      .min(0, TIMESTAMP_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER),
    z.string({ error: TIMESTAMP_MESSAGE }).regex(/^[0-9]{1,16}$/, TIMESTAMP_MESSAGE),
  ],
  { error: TIMESTAMP_MESSAGE },
);
const nonceField = z
  .string({ error: 'nonce must be a string' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'nonce must be 8–64 letters, digits, "_" or "-"');
const signField = z.string({ error: 'sign must be a string' }).max(128, 'sign is too long');
const merchantIdField = z.string({ error: 'merchantId must be a string' }).min(1).max(32);
const merchantOrderNoField = z
  .string({ error: 'merchantOrderNo must be a string' })
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'merchantOrderNo must be 1–64 letters, digits, "_", "-" or "."');
const gatewayOrderNoField = z
  .string()
  .regex(/^[A-Z0-9]{1,40}$/, 'gatewayOrderNo is not a gateway order number');
const urlField = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .max(512, `${name} must be at most 512 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, `${name} must be an absolute http(s) URL`);

const createOrderSchema = z.strictObject({
  merchantId: merchantIdField,
  merchantOrderNo: merchantOrderNoField,
  amount: z
    .string({ error: 'amount must be a string with exactly 2 decimals, e.g. "100.00" (not a number)' })
    .refine(
      (value) => parseAmount(value) !== null,
      'amount must have exactly 2 decimals, be above 0.00 and at most 1000000.00, e.g. "100.00"',
    ),
  currency: z
    .string({ error: 'currency must be a string' })
    .regex(/^[A-Z]{3}$/, 'currency must be 3 capital letters'),
  channel: z.enum(CHANNELS, {
    error: `channel must be one of ${CHANNELS.join(', ')}`,
  }),
  notifyUrl: urlField('notifyUrl'),
  returnUrl: urlField('returnUrl'),
  payerName: z
    .string({ error: 'payerName must be a string' })
    .max(64, 'payerName must be at most 64 characters')
    .regex(/^[^\p{Cc}]*$/u, 'payerName must not contain control characters')
    .optional(),
  timestamp: timestampField,
  nonce: nonceField,
  sign: signField,
});

const queryOrderSchema = z
  .strictObject({
    merchantId: merchantIdField,
    merchantOrderNo: merchantOrderNoField.optional(),
    gatewayOrderNo: gatewayOrderNoField.optional(),
    timestamp: timestampField,
    nonce: nonceField,
    sign: signField,
  })
  .refine((query) => query.merchantOrderNo || query.gatewayOrderNo, {
    message: 'merchantOrderNo or gatewayOrderNo is required',
    path: ['merchantOrderNo'],
  });

const renotifySchema = z.strictObject({
  merchantId: merchantIdField,
  gatewayOrderNo: gatewayOrderNoField.optional(),
  timestamp: timestampField,
  nonce: nonceField,
  sign: signField,
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new GatewayError('MALFORMED_REQUEST', 'the request must be a JSON object');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown field: ${issue.keys.join(', ')}`
      : issue.code === 'invalid_type' && issue.path.length === 1 && !(String(issue.path[0]) in input)
        ? `${field} is required`
        : issue.message;
  throw new GatewayError('INVALID_PARAMETER', message, field);
}

function ok(data: unknown) {
  return { code: 0, message: 'ok', data };
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Builds the gateway (not listening yet). `publicUrl` is read lazily because with port 0 the
 * address is known only after listening.
 */
export function buildPaymentSandbox(
  options: Omit<PaymentSandboxOptions, 'publicUrl' | 'port' | 'host'> & { publicUrl: () => string },
) {
  const clock = options.clock ?? systemClock;
  const logger = (options.logger ?? createLogger('silent')).child({ service: 'pay-sandbox' });
  const merchants = new Map(options.merchants.map((merchant) => [merchant.id, merchant]));
  const orders = new OrderStore(clock, options.orderTtlMs ?? DEFAULT_ORDER_TTL_MS);
  const nonces = new NonceMemory(NONCE_MEMORY_MS);
  const notifier = new Notifier({
    clock,
    timers: options.timers ?? realTimers,
    scheduleMs: options.notifyScheduleMs ?? DEFAULT_NOTIFY_SCHEDULE_MS,
    timeoutMs: options.notifyTimeoutMs ?? DEFAULT_NOTIFY_TIMEOUT_MS,
    secretOf: (merchantId) => merchants.get(merchantId)!.secret,
    logger,
  });
  const payUrl = (order: Order) => `${options.publicUrl()}/pay/${order.gatewayOrderNo}`;

  /** Merchant known, signature right, timestamp recent, nonce unused — in that order. */
  const authenticate = (fields: Record<string, SignableValue>): GatewayMerchant => {
    const merchant = merchants.get(String(fields.merchantId));
    if (!merchant) throw new GatewayError('UNKNOWN_MERCHANT', 'unknown merchantId');
    if (!verifySignature(fields, merchant.secret))
      throw new GatewayError('BAD_SIGNATURE', 'signature mismatch');
    const now = clock.now().getTime();
    if (Math.abs(Number(fields.timestamp) - now) > TIMESTAMP_WINDOW_MS)
      throw new GatewayError(
        'TIMESTAMP_OUT_OF_WINDOW',
        'timestamp is more than 5 minutes away from the gateway time',
      );
    if (!nonces.claim(merchant.id, String(fields.nonce), now))
      throw new GatewayError('NONCE_REUSED', 'nonce was already used');
    return merchant;
  };

  const orderView = (order: Order) => {
    const notify = notifier.status(order.gatewayOrderNo);
    return {
      merchantId: order.merchantId,
      merchantOrderNo: order.merchantOrderNo,
      gatewayOrderNo: order.gatewayOrderNo,
      amount: order.amount,
      currency: order.currency,
      channel: order.channel,
      status: order.status,
      createdAt: iso(order.createdAt),
      expiresAt: iso(order.expiresAt),
      paidAt: iso(order.paidAt),
      notify: notify
        ? {
            state: notify.state,
            attempts: notify.attempts.length,
            lastAttempt: notify.attempts.at(-1)
              ? { ...notify.attempts.at(-1)!, at: iso(notify.attempts.at(-1)!.at) }
              : null,
            nextAttemptAt: iso(notify.nextAttemptAt),
          }
        : null,
    };
  };

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 65_536,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // The pay page's forms post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  const wantsHtml = (request: FastifyRequest) =>
    request.url.startsWith('/pay/') && String(request.headers.accept ?? '').includes('text/html');

  const sendHtml = (reply: FastifyReply, status: number, html: string, scriptNonce?: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'${
          scriptNonce ? `; script-src 'nonce-${scriptNonce}'` : ''
        }`,
      )
      .send(html);

  const sendError = (request: FastifyRequest, reply: FastifyReply, error: GatewayError) => {
    if (wantsHtml(request))
      return sendHtml(reply, error.status, renderErrorPage('Cannot continue', error.message));
    return reply
      .status(error.status)
      .send({ code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
  };

  app.setErrorHandler((error: FastifyError | GatewayError | Error, request, reply) => {
    if (error instanceof GatewayError) return sendError(request, reply, error);
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(
        request,
        reply,
        new GatewayError('PAYLOAD_TOO_LARGE', 'the request body is too large'),
      );
    if (fastifyError.code?.startsWith('FST_ERR_CTP') || (fastifyError.statusCode ?? 0) === 400)
      return sendError(
        request,
        reply,
        new GatewayError('MALFORMED_REQUEST', 'the request body could not be read as JSON'),
      );
    request.log.error({ err: error }, 'payment sandbox error');
    return sendError(request, reply, new GatewayError('INTERNAL_ERROR', 'internal error'));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new GatewayError('NOT_FOUND', `no such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    ),
  );

  app.get('/', async () => ({
    service: 'Aurora Pay sandbox payment gateway',
    endpoints: [
      'POST /api/v1/orders',
      'GET /api/v1/orders/query',
      'POST /api/v1/orders/:gatewayOrderNo/renotify',
      'GET /pay/:gatewayOrderNo',
    ],
    docs: 'docs/operations.md, section "Sandbox payment gateway"',
  }));
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.post('/api/v1/orders', async (request, reply) => {
    const input = parse(createOrderSchema, request.body);
    const merchant = authenticate(request.body as Record<string, SignableValue>);
    const result = orders.create(merchant.id, {
      merchantOrderNo: input.merchantOrderNo,
      amount: input.amount,
      currency: input.currency,
      channel: input.channel,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl,
      // An empty payer name is no payer name (it is not signed either).
      ...(input.payerName ? { payerName: input.payerName } : {}),
    });
    if (result.kind === 'conflict')
      throw new GatewayError(
        'ORDER_CONFLICT',
        `merchantOrderNo ${input.merchantOrderNo} already exists with different content`,
        'merchantOrderNo',
      );
    const { order } = result;
    request.log.info({ gatewayOrderNo: order.gatewayOrderNo, created: result.kind === 'created' }, 'order');
    return reply.status(result.kind === 'created' ? 201 : 200).send(
      ok({
        gatewayOrderNo: order.gatewayOrderNo,
        merchantOrderNo: order.merchantOrderNo,
        status: order.status,
        payUrl: payUrl(order),
        qrContent: payUrl(order),
        expiresAt: iso(order.expiresAt),
      }),
    );
  });

  app.get('/api/v1/orders/query', async (request) => {
    const query = parse(queryOrderSchema, request.query);
    const merchant = authenticate(request.query as Record<string, SignableValue>);
    const order = query.gatewayOrderNo
      ? orders.findByGatewayNo(query.gatewayOrderNo)
      : orders.findByMerchantNo(merchant.id, query.merchantOrderNo!);
    const mismatch =
      !order ||
      order.merchantId !== merchant.id ||
      (query.merchantOrderNo !== undefined && order.merchantOrderNo !== query.merchantOrderNo);
    if (mismatch) throw new GatewayError('ORDER_NOT_FOUND', 'no such order');
    return ok(orderView(order));
  });

  app.post<{ Params: { gatewayOrderNo: string } }>(
    '/api/v1/orders/:gatewayOrderNo/renotify',
    async (request) => {
      const body = parse(renotifySchema, request.body);
      const { gatewayOrderNo } = request.params;
      if (body.gatewayOrderNo !== undefined && body.gatewayOrderNo !== gatewayOrderNo)
        throw new GatewayError(
          'INVALID_PARAMETER',
          'gatewayOrderNo differs from the one in the path',
          'gatewayOrderNo',
        );
      // The order number in the path is part of what is signed.
      const merchant = authenticate({ ...(request.body as Record<string, SignableValue>), gatewayOrderNo });
      const order = orders.findByGatewayNo(gatewayOrderNo);
      if (!order || order.merchantId !== merchant.id)
        throw new GatewayError('ORDER_NOT_FOUND', 'no such order');
      if (order.status !== 'PAID' && order.status !== 'FAILED')
        throw new GatewayError(
          'ORDER_NOT_FINISHED',
          `order is ${order.status}: there is no result to notify`,
        );
      const attempt = await notifier.renotify(order);
      return ok({
        delivered: attempt.outcome === 'success',
        attempt: { ...attempt, at: iso(attempt.at) },
        order: orderView(order),
      });
    },
  );

  const findForPage = (gatewayOrderNo: string) => {
    const order = orders.findByGatewayNo(gatewayOrderNo);
    if (!order) throw new GatewayError('ORDER_NOT_FOUND', 'no such order');
    return order;
  };

  const returnLink = (order: Order) => {
    const url = new URL(order.returnUrl);
    url.searchParams.set('orderNo', order.merchantOrderNo);
    return url.toString();
  };

  app.get<{ Params: { gatewayOrderNo: string } }>('/pay/:gatewayOrderNo', async (request, reply) => {
    const order = findForPage(request.params.gatewayOrderNo);
    const merchantName = merchants.get(order.merchantId)!.name;
    if (order.status !== 'PENDING')
      return sendHtml(reply, 200, renderResultPage(order, merchantName, returnLink(order)));
    let qrSvg: string | null = null;
    if (order.channel === 'qr') {
      try {
        const svg = await QRCode.toString(payUrl(order), {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        });
        qrSvg = svg.replace('<svg ', '<svg role="img" aria-label="QR code of this payment" ');
      } catch (error) {
        request.log.warn({ err: error }, 'QR code not drawn');
      }
    }
    const scriptNonce = randomBytes(16).toString('base64');
    const html = renderPayPage({
      order,
      merchantName,
      remainingMs: order.expiresAt - clock.now().getTime(),
      qrSvg,
      payUrl: payUrl(order),
      scriptNonce,
    });
    return sendHtml(reply, 200, html, scriptNonce);
  });

  for (const [verb, transition] of [
    ['confirm', (no: string, token: string) => orders.pay(no, token)],
    ['decline', (no: string, token: string) => orders.decline(no, token)],
  ] as const) {
    app.post<{ Params: { gatewayOrderNo: string } }>(
      `/pay/:gatewayOrderNo/${verb}`,
      async (request, reply) => {
        const { gatewayOrderNo } = request.params;
        const body = request.body as Record<string, unknown> | undefined;
        const token = typeof body?.token === 'string' ? body.token : '';
        const result = transition(gatewayOrderNo, token);
        if (!result.ok && result.reason === 'not_found')
          throw new GatewayError('ORDER_NOT_FOUND', 'no such order');
        if (!result.ok && result.reason === 'bad_token')
          throw new GatewayError(
            'INVALID_PAY_TOKEN',
            'this form is not valid for this order: reload the payment page',
          );
        if (result.ok) {
          request.log.info({ gatewayOrderNo, status: result.order.status }, 'order finished');
          notifier.start(result.order);
        }
        // Post/redirect/get: the order page now shows the result (also after a double submit).
        return reply.redirect(`/pay/${encodeURIComponent(gatewayOrderNo)}`, 303);
      },
    );
  }

  return { app, orders, notifier };
}

/** Starts the gateway on its own port; `close()` stops retries and the server. */
export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const { app, notifier } = buildPaymentSandbox({ ...options, publicUrl: () => publicUrl });
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({
      port: options.port ?? DEFAULT_PORT,
      host,
      // Not "Server listening at": the platform's own start-up line must stay the only one.
      listenTextResolver: (address) => `payment sandbox listening at ${address}`,
    });
  } catch (error) {
    notifier.close();
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = baseUrl(host, port);
  if (!publicUrl) publicUrl = url;
  return {
    url,
    publicUrl,
    close: async () => {
      notifier.close();
      await app.close();
    },
  };
}
