import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';

export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
export const CHANNELS = ['bank_redirect', 'qr'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The merchant's part of an order: what makes two requests "the same order". */
export interface OrderRequest {
  merchantOrderNo: string;
  /** Decimal string with exactly two decimals, as sent ("100.00"). */
  amount: string;
  currency: string;
  channel: Channel;
  notifyUrl: string;
  returnUrl: string;
  payerName?: string;
}

export interface Order extends OrderRequest {
  merchantId: string;
  gatewayOrderNo: string;
  status: OrderStatus;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  /** When the order reached PAID, FAILED or EXPIRED. */
  finishedAt: number | null;
  /** Hidden field of the pay page's forms: only a page the gateway rendered can pay or decline. */
  payToken: string;
}

export const MAX_AMOUNT_MINOR = 100_000_000;

/** "100.00" → 10000 minor units; null unless positive, at most 1,000,000.00, exactly two decimals. */
export function parseAmount(text: string): number | null {
  const match = /^(0|[1-9][0-9]{0,6})\.([0-9]{2})$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number(match[2]);
  return minor > 0 && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

export type CreateResult =
  { kind: 'created' | 'existing'; order: Order } | { kind: 'conflict'; order: Order };

export type TransitionResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'not_found' | 'bad_token' | 'not_pending'; order?: Order };

const SAME_ORDER_FIELDS = [
  'amount',
  'currency',
  'channel',
  'notifyUrl',
  'returnUrl',
  'payerName',
] as const satisfies readonly (keyof OrderRequest)[];

/** Orders kept after they finish, so queries and renotify keep working for a day. */
const RETAIN_FINISHED_MS = 24 * 60 * 60 * 1000;

/**
 * In-memory order book with the state machine PENDING → PAID | FAILED | EXPIRED (all terminal).
 * Expiry is applied whenever an order is read, so no timer is needed for it.
 */
export class OrderStore {
  private readonly byGateway = new Map<string, Order>();
  private readonly byMerchant = new Map<string, Order>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  create(merchantId: string, request: OrderRequest): CreateResult {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const existing = this.findByMerchantNo(merchantId, request.merchantOrderNo);
    if (existing) {
      const same = SAME_ORDER_FIELDS.every((field) => (existing[field] ?? '') === (request[field] ?? ''));
      return { kind: same ? 'existing' : 'conflict', order: existing };
    }
    const order: Order = {
      ...request,
      merchantId,
      gatewayOrderNo: this.newGatewayOrderNo(now),
      status: 'PENDING',
      createdAt: now,
      expiresAt: now + this.ttlMs,
      paidAt: null,
      finishedAt: null,
      payToken: randomBytes(24).toString('base64url'),
    };
    this.byGateway.set(order.gatewayOrderNo, order);
    this.byMerchant.set(merchantKey(merchantId, request.merchantOrderNo), order);
    return { kind: 'created', order };
  }

  findByGatewayNo(gatewayOrderNo: string): Order | undefined {
    return this.refresh(this.byGateway.get(gatewayOrderNo));
  }

  findByMerchantNo(merchantId: string, merchantOrderNo: string): Order | undefined {
    return this.refresh(this.byMerchant.get(merchantKey(merchantId, merchantOrderNo)));
  }

  /** The simulated bank approved the payment. */
  pay(gatewayOrderNo: string, token: string): TransitionResult {
    return this.finish(gatewayOrderNo, token, 'PAID');
  }

  /** The simulated bank (or the payer) refused the payment. */
  decline(gatewayOrderNo: string, token: string): TransitionResult {
    return this.finish(gatewayOrderNo, token, 'FAILED');
  }

  private finish(gatewayOrderNo: string, token: string, status: 'PAID' | 'FAILED'): TransitionResult {
    const order = this.findByGatewayNo(gatewayOrderNo);
    if (!order) return { ok: false, reason: 'not_found' };
    if (!tokensMatch(order.payToken, token)) return { ok: false, reason: 'bad_token', order };
    if (order.status !== 'PENDING') return { ok: false, reason: 'not_pending', order };
    const now = this.clock.now().getTime();
    order.status = status;
    order.finishedAt = now;
    if (status === 'PAID') order.paidAt = now;
    return { ok: true, order };
  }

  private refresh(order: Order | undefined): Order | undefined {
    if (order?.status === 'PENDING' && this.clock.now().getTime() >= order.expiresAt) {
      order.status = 'EXPIRED';
      order.finishedAt = order.expiresAt;
    }
    return order;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const order of this.byGateway.values()) {
      this.refresh(order);
      if (order.finishedAt !== null && now - order.finishedAt > RETAIN_FINISHED_MS) {
        this.byGateway.delete(order.gatewayOrderNo);
        this.byMerchant.delete(merchantKey(order.merchantId, order.merchantOrderNo));
      }
    }
  }

  /** "PS" + UTC date and time + 8 random hex digits: sortable, and not guessable from a neighbour. */
  private newGatewayOrderNo(now: number): string {
    const stamp = new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    for (;;) {
      const candidate = `PS${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
      if (!this.byGateway.has(candidate)) return candidate;
    }
  }
}

function merchantKey(merchantId: string, merchantOrderNo: string) {
  return `${merchantId}\u0000${merchantOrderNo}`;
}

function tokensMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
