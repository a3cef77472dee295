import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Logger } from '../../platform/logger.js';
import type { Order } from './orders.js';
import { sign } from './signing.js';

/** Timer functions, injectable so tests can drive the retry schedule without waiting. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type NotifyState = 'PENDING' | 'DELIVERED' | 'GAVE_UP';

export interface NotifyAttempt {
  at: number;
  /** Sent through the renotify call rather than by the schedule. */
  manual: boolean;
  outcome: 'success' | 'rejected' | 'timeout' | 'error';
  httpStatus?: number;
  /** Start of the merchant's answer, or the connection error. */
  detail?: string;
}

export interface NotifyStatus {
  state: NotifyState;
  attempts: NotifyAttempt[];
  nextAttemptAt: number | null;
}

/** Body of a callback, signed like every request to the gateway. */
export interface NotifyPayload {
  merchantId: string;
  merchantOrderNo: string;
  gatewayOrderNo: string;
  amount: string;
  currency: string;
  status: 'PAID' | 'FAILED';
  paidAt: string | null;
  timestamp: number;
  nonce: string;
  sign: string;
}

interface Delivery {
  order: Order;
  state: NotifyState;
  attempts: NotifyAttempt[];
  /** Number of scheduled attempts made so far. */
  scheduled: number;
  nextAttemptAt: number | null;
  timer: unknown;
}

export interface NotifierOptions {
  clock: Clock;
  timers: Timers;
  /** Delay before each retry; after the last one fails the callback is given up. */
  scheduleMs: number[];
  timeoutMs: number;
  secretOf(merchantId: string): string;
  logger: Logger;
}

/**
 * Sends the signed result callback of finished orders, retrying on the schedule until the merchant
 * answers HTTP 200 with the body `success`. State is in memory: a restart forgets pending retries.
 */
export class Notifier {
  private readonly deliveries = new Map<string, Delivery>();
  private readonly stop = new AbortController();

  constructor(private readonly options: NotifierOptions) {}

  /** Starts the callbacks of an order that has just become PAID or FAILED. */
  start(order: Order): void {
    if (this.deliveries.has(order.gatewayOrderNo)) return;
    const delivery: Delivery = {
      order,
      state: 'PENDING',
      attempts: [],
      scheduled: 0,
      nextAttemptAt: this.options.clock.now().getTime(),
      timer: null,
    };
    this.deliveries.set(order.gatewayOrderNo, delivery);
    void this.runScheduled(delivery);
  }

  /** One immediate extra attempt (the merchant portal's "re-send callback"); answers its outcome. */
  async renotify(order: Order): Promise<NotifyAttempt> {
    let delivery = this.deliveries.get(order.gatewayOrderNo);
    if (!delivery) {
      delivery = { order, state: 'GAVE_UP', attempts: [], scheduled: 0, nextAttemptAt: null, timer: null };
      this.deliveries.set(order.gatewayOrderNo, delivery);
    }
    const attempt = await this.attempt(delivery, true);
    if (attempt.outcome === 'success') this.delivered(delivery);
    return attempt;
  }

  status(gatewayOrderNo: string): NotifyStatus | undefined {
    const delivery = this.deliveries.get(gatewayOrderNo);
    if (!delivery) return undefined;
    return { state: delivery.state, attempts: [...delivery.attempts], nextAttemptAt: delivery.nextAttemptAt };
  }

  /** Cancels every pending retry and aborts callbacks in flight. */
  close(): void {
    this.stop.abort();
    for (const delivery of this.deliveries.values()) {
      if (delivery.timer !== null) this.options.timers.clearTimeout(delivery.timer);
      delivery.timer = null;
      delivery.nextAttemptAt = null;
    }
  }

  /** Builds a freshly signed callback body for the order's current result. */
  payload(order: Order): NotifyPayload {
    if (order.status !== 'PAID' && order.status !== 'FAILED')
      throw new Error('order has no result to notify');
    const unsigned = {
      merchantId: order.merchantId,
      merchantOrderNo: order.merchantOrderNo,
      gatewayOrderNo: order.gatewayOrderNo,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      paidAt: order.paidAt === null ? null : new Date(order.paidAt).toISOString(),
      timestamp: this.options.clock.now().getTime(),
      nonce: randomBytes(16).toString('hex'),
    };
    return { ...unsigned, sign: sign(unsigned, this.options.secretOf(order.merchantId)) };
  }

  private async runScheduled(delivery: Delivery) {
    delivery.timer = null;
    if (this.stop.signal.aborted || delivery.state !== 'PENDING') return;
    const attempt = await this.attempt(delivery, false);
    delivery.scheduled += 1;
    if (attempt.outcome === 'success') return this.delivered(delivery);
    if (delivery.state !== 'PENDING' || this.stop.signal.aborted) return;
    const delay = this.options.scheduleMs[delivery.scheduled - 1];
    if (delay === undefined) {
      delivery.state = 'GAVE_UP';
      delivery.nextAttemptAt = null;
      this.options.logger.warn(
        { gatewayOrderNo: delivery.order.gatewayOrderNo, attempts: delivery.scheduled },
        'payment sandbox gave up the callback',
      );
      return;
    }
    delivery.nextAttemptAt = this.options.clock.now().getTime() + delay;
    delivery.timer = this.options.timers.setTimeout(() => void this.runScheduled(delivery), delay);
  }

  private delivered(delivery: Delivery) {
    delivery.state = 'DELIVERED';
    delivery.nextAttemptAt = null;
    if (delivery.timer !== null) this.options.timers.clearTimeout(delivery.timer);
    delivery.timer = null;
  }

  private async attempt(delivery: Delivery, manual: boolean): Promise<NotifyAttempt> {
    const { order } = delivery;
    const at = this.options.clock.now().getTime();
    const abort = new AbortController();
    const onStop = () => abort.abort();
    this.stop.signal.addEventListener('abort', onStop);
    let timedOut = false;
    const timer = this.options.timers.setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, this.options.timeoutMs);
    let attempt: NotifyAttempt;
    try {
      const response = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'aurora-pay-sandbox/1' },
        body: JSON.stringify(this.payload(order)),
        redirect: 'manual',
        signal: abort.signal,
      });
      const text = await response.text();
      const accepted = response.status === 200 && text.trim() === 'success';
      attempt = {
        at,
        manual,
        outcome: accepted ? 'success' : 'rejected',
        httpStatus: response.status,
        detail: text.slice(0, 100),
      };
    } catch (error) {
      attempt = timedOut
        ? { at, manual, outcome: 'timeout', detail: `no answer within ${this.options.timeoutMs} ms` }
        : { at, manual, outcome: 'error', detail: describe(error) };
    } finally {
      this.options.timers.clearTimeout(timer);
      this.stop.signal.removeEventListener('abort', onStop);
    }
    delivery.attempts.push(attempt);
    this.options.logger.info(
      {
        gatewayOrderNo: order.gatewayOrderNo,
        manual,
        outcome: attempt.outcome,
        httpStatus: attempt.httpStatus,
      },
      'payment sandbox callback attempt',
    );
    return attempt;
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : 'request failed');
}
