import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PROOF_IMAGE_MAX_BYTES,
  formatMinorUnits,
  isModuleEnabled,
  pickLocalized,
  toMinorUnits,
  type DepositRecord,
  type DepositStatus,
  type Language,
  type Localized,
  type depositRecordQuerySchema,
  type gatewayDepositRequestSchema,
  type manualDepositRequestSchema,
  type operatorDepositQuerySchema,
  type operatorDepositSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LedgerLeg, LedgerService } from '../ledger/service.js';
import {
  channelValues,
  fixedAmountsOf,
  memberView,
  operatorView,
  parseMethodsInput,
  type MethodsInput,
} from './methods.js';
import { checkImage } from '../../kernel/images.js';
import { PaymentProviderError, type PaymentNotice, type PaymentProvider } from './providers/index.js';
import * as store from './store.js';
import { depositOrders } from './tables.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';

type GatewayDepositRequest = z.output<typeof gatewayDepositRequestSchema>;
type ManualDepositRequest = z.output<typeof manualDepositRequestSchema>;
type RecordQuery = z.output<typeof depositRecordQuerySchema>;
type OperatorQuery = z.output<typeof operatorDepositQuerySchema>;
type OperatorDeposit = z.input<typeof operatorDepositSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest range of a records query (spec: up to 30 days back, whole days). */
const MAX_RANGE_MS = 31 * DAY_MS;
const DEFAULT_RANGE_MS = 7 * DAY_MS;
/** A gateway order whose creation never got an answer is looked at this long after it was made. */
const UNANSWERED_ORDER_MS = 30 * 60 * 1000;
/** When the gateway cannot be asked, an expired order stays pending this long before it expires anyway. */
const QUERY_GIVE_UP_MS = DAY_MS;
/** Longest a read spends asking the gateway about expired orders; the rest wait for the next read. */
const SWEEP_BUDGET_MS = 3_000;
/** Gateway results that override our own ending of an order: the gateway's word on money received wins. */
/** Every this many callbacks, refused summaries beyond the kept number or age are removed. */
const REFUSED_PRUNE_EVERY = 32;
const CREDITABLE: readonly DepositStatus[] = ['PENDING', 'EXPIRED', 'CANCELLED', 'FAILED'];

export interface DepositServiceDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  ledger: LedgerService;
  providers: Map<string, PaymentProvider>;
  /** Base of the callback and return links: PUBLIC_URL or the listening address, never the Host header. */
  publicUrl(): string;
  /** How many refused callback summaries to keep (the newest), and for how long at most. */
  refusedCallbacks: { keep: number; maxAgeMs: number };
  usernameOf(memberId: number): Promise<string | null>;
  /** The site of a merchant by id (callbacks carry no Merchant header). */
  siteOfMerchant(merchantId: number): Promise<SiteContext>;
}

export interface CallbackAnswer {
  status: number;
  text: string;
}

/** "DP" + UTC date and time + 8 random hex digits: sortable, and fit for any PSP's order number. */
function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `DP${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The member's fee: basis points of the amount, rounded down (in the member's favour). */
export function feeOf(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints)) / 10_000n;
}

/** Two decimal strings denote the same amount ("100.00" and "100.0" and "100"). */
function sameAmount(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .replace(/^0+(?=\d)/, '')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  return normal(a) === normal(b);
}

export function createDepositService(deps: DepositServiceDeps) {
  const { db, clock, ledger, providers, logger } = deps;
  const decimalsOf = (site: SiteContext) => site.settings.currency.decimals;
  const money = (minor: bigint, site: SiteContext) => formatMinorUnits(minor, decimalsOf(site));

  function requireDepositsOpen(site: SiteContext) {
    if (isModuleEnabled(site.settings.modules, 'CREDITMAR3')) throw new AppError('function.not.available');
  }

  /** An enabled, live channel of an enabled method of the site, of the given kind. */
  async function usableChannel(site: SiteContext, channelId: number, kind: 'gateway' | 'manual') {
    const found = await store.findChannel(db, site.merchantId, channelId);
    if (
      !found ||
      found.channel.retiredAt ||
      !found.channel.enabled ||
      !found.method.enabled ||
      found.channel.kind !== kind ||
      (kind === 'gateway' && !providerOf(found.channel))
    )
      throw validationError({
        channelId: { code: 'field.invalid_value', message: 'This payment channel is not available' },
      });
    return found.channel;
  }

  function checkedAmount(channel: store.ChannelRow, text: string, site: SiteContext): bigint {
    const minor = toMinorUnits(text, decimalsOf(site));
    if (minor === null)
      throw validationError({
        amount: { code: 'field.invalid_format', message: `At most ${decimalsOf(site)} decimals` },
      });
    const fixed = fixedAmountsOf(channel);
    if (
      minor <= 0n ||
      minor < channel.minAmount ||
      minor > channel.maxAmount ||
      (channel.fixedAmountOnly && !fixed.includes(minor))
    )
      throw new AppError('amount.out.of.range', {
        min: money(channel.minAmount, site),
        max: money(channel.maxAmount, site),
        fixedAmounts: channel.fixedAmountOnly ? fixed.map((value) => money(value, site)) : [],
      });
    return minor;
  }

  /**
   * Credits a PAID order once: amount − fee to the member's main wallet, the fee to the house, the
   * whole amount from clearing, in one ledger posting keyed `deposit:<orderNo>` (a retry replays it).
   */
  async function credit(
    order: Pick<store.OrderRow, 'orderNo' | 'merchantId' | 'memberId' | 'currency' | 'amount' | 'fee'>,
  ): Promise<void> {
    const legs: LedgerLeg[] = [
      { account: ledgerAccount.clearing, amount: -order.amount },
      { account: ledgerAccount.main(order.memberId), amount: order.amount - order.fee },
    ];
    if (order.fee > 0n) legs.push({ account: ledgerAccount.house, amount: order.fee });
    const { answer } = await ledger.post({
      merchantId: order.merchantId,
      currency: order.currency,
      type: 'deposit',
      idempotencyKey: `deposit:${order.orderNo}`,
      legs,
      meta: { orderNo: order.orderNo },
    });
    await store.setCredited(db, order.orderNo, answer.transactionId);
  }

  /** Finishes credits decided but not recorded (the process stopped between the two steps). */
  async function repairCredits(scope: { merchantId?: number; memberId?: number }) {
    for (const order of await store.uncredited(db, scope)) await credit(order);
  }

  /**
   * The gateway says the order is paid: decide PAID (from any state but PAID and REJECTED), then
   * credit. Answers whether this call made the decision.
   */
  async function settlePaid(order: Pick<store.OrderRow, 'orderNo'>): Promise<'credited' | 'duplicate'> {
    const now = clock.now();
    const decided = await store.transition(db, order.orderNo, CREDITABLE, {
      status: 'PAID',
      completedAt: now,
    });
    const current = decided ?? (await store.findByOrderNo(db, order.orderNo));
    if (current?.status === 'PAID' && current.ledgerTransactionId === null) await credit(current);
    return decided ? 'credited' : 'duplicate';
  }

  /**
   * Inserts a new order under a fresh number, or finds the one a concurrent identical request made
   * (same member and request id). An order number already taken is drawn again.
   */
  async function insertOrder(
    values: Omit<store.NewOrder, 'orderNo'> & { requestId: string; createdAt: Date },
  ) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const order = await store.insertOrder(db, { ...values, orderNo: newOrderNo(values.createdAt) });
      if (order) return { order, created: true };
      const existing = await store.findByRequest(db, values.memberId, values.requestId);
      if (existing) return { order: existing, created: false };
    }
    throw new Error('deposits: no free order number after 3 draws');
  }

  function providerOf(channel: store.ChannelRow): PaymentProvider | null {
    return (channel.provider && providers.get(channel.provider)) || null;
  }

  /**
   * Looks at pending gateway orders whose payment window has closed: asks the gateway first (a lost
   * callback must not lose a payment), then credits, fails or expires them.
   */
  async function settleExpired(scope: { merchantId?: number; memberId?: number }) {
    const now = clock.now();
    const due = await store.dueForExpiry(db, scope, now, UNANSWERED_ORDER_MS);
    // Real elapsed time, not the business clock: a slow gateway must not hold up the read for long.
    const started = performance.now();
    for (const order of due) {
      if (performance.now() - started > SWEEP_BUDGET_MS) break;
      const found = await store.findChannel(db, order.merchantId, order.channelId);
      const provider = found && providerOf(found.channel);
      let answer: Awaited<ReturnType<PaymentProvider['queryOrder']>> | null = null;
      try {
        answer = provider ? await provider.queryOrder(order.orderNo) : null;
      } catch (error) {
        logger.warn({ orderNo: order.orderNo, err: (error as Error).message }, 'deposit status query failed');
      }
      const dueSince = order.expiresAt ?? new Date(order.createdAt.getTime() + UNANSWERED_ORDER_MS);
      if (!answer) {
        if (now.getTime() - dueSince.getTime() >= QUERY_GIVE_UP_MS)
          await store.transition(db, order.orderNo, ['PENDING'], { status: 'EXPIRED', completedAt: now });
        continue;
      }
      if (answer.status === 'PAID') {
        const site = await deps.siteOfMerchant(order.merchantId);
        if (
          answer.amount !== null &&
          sameAmount(answer.amount, money(order.amount, site)) &&
          answer.currency === order.currency
        )
          await settlePaid(order);
        else logger.error({ orderNo: order.orderNo }, 'gateway reports a paid order with another amount');
      } else if (answer.status === 'FAILED') {
        await store.transition(db, order.orderNo, ['PENDING'], {
          status: 'FAILED',
          completedAt: now,
          remark: 'Declined at the payment gateway',
        });
      } else if (answer.status === 'PENDING' && answer.expiresAt && answer.expiresAt > now) {
        await store.transition(db, order.orderNo, ['PENDING'], { expiresAt: answer.expiresAt });
      } else {
        await store.transition(db, order.orderNo, ['PENDING'], { status: 'EXPIRED', completedAt: now });
      }
    }
  }

  function dayRange(query: { startTime?: number | undefined; endTime?: number | undefined }) {
    const now = clock.now().getTime();
    const to = query.endTime ?? now;
    const from = query.startTime ?? to - DEFAULT_RANGE_MS;
    if (from > to)
      throw validationError({
        startTime: { code: 'field.invalid_range', message: 'The start must not be after the end' },
      });
    if (to - from > MAX_RANGE_MS)
      throw validationError({
        endTime: { code: 'field.range_too_long', message: 'A range may span at most 31 days' },
      });
    return { from: new Date(from), to: new Date(to) };
  }

  type Named = { order: store.OrderSummary; channelName: unknown; methodName: unknown };

  function recordOf(row: Named, site: SiteContext, language: Language): DepositRecord {
    const { order } = row;
    // Decided but not yet booked (a moment, or until the repair after a crash): not paid to anyone yet.
    const booking = order.status === 'PAID' && order.ledgerTransactionId === null;
    return {
      orderNo: order.orderNo,
      method: pickLocalized(row.methodName as Localized, language),
      channel: pickLocalized(row.channelName as Localized, language),
      kind: order.kind,
      amount: money(order.amount, site),
      fee: money(order.fee, site),
      status: booking ? 'PENDING' : order.status,
      createdAt: order.createdAt.getTime(),
      completedAt: booking ? null : (order.completedAt?.getTime() ?? null),
      payUrl: order.kind === 'gateway' && order.status === 'PENDING' ? order.payUrl : null,
      reference: order.reference,
      remark: order.remark,
    };
  }

  async function operatorRecordOf(row: Named, site: SiteContext, names: Map<number, string>) {
    const { order } = row;
    let username = names.get(order.memberId);
    if (username === undefined) {
      username = (await deps.usernameOf(order.memberId)) ?? `#${order.memberId}`;
      names.set(order.memberId, username);
    }
    return {
      ...recordOf(row, site, 'EN'),
      memberId: order.memberId,
      username,
      payerName: order.payerName,
      hasProof: order.hasProof,
    } satisfies OperatorDeposit;
  }

  async function orderOfSite(site: SiteContext, orderNo: string) {
    const order = await store.findByOrderNo(db, orderNo);
    if (!order || order.merchantId !== site.merchantId) throw new AppError('not.found');
    return order;
  }

  async function methodsOf(site: SiteContext, executor: Executor = db) {
    // One after the other: inside a transaction they share one connection.
    const methods = await store.listMethods(executor, site.merchantId);
    const channels = await store.listLiveChannels(executor, site.merchantId);
    const used = await store.methodsWithChannels(executor, site.merchantId);
    return operatorView(methods, channels, used, decimalsOf(site));
  }

  /** Where the gateway sends the member back and posts its callbacks. */
  function linksFor(provider: string) {
    const base = deps.publicUrl();
    return {
      notifyUrl: `${base}/wps/payment/notify/${provider}`,
      returnUrl: `${base}/?memberCentre=depositv2`,
    };
  }

  return {
    // -----------------------------------------------------------------------------------------
    // Members

    async channels(site: SiteContext, language: Language) {
      const [methods, channels] = await Promise.all([
        store.listMethods(db, site.merchantId),
        store.listLiveChannels(db, site.merchantId),
      ]);
      // A gateway channel whose provider this deployment does not run is not offered.
      const offered = channels.filter((channel) => channel.kind !== 'gateway' || providerOf(channel));
      return memberView(methods, offered, decimalsOf(site), language);
    },

    async settings(site: SiteContext, memberId: number) {
      await settleExpired({ memberId });
      return {
        // With DPSTBAS3 off the route itself answers function.not.available; said here for clarity.
        allowDeposit:
          isModuleEnabled(site.settings.modules, 'DPSTBAS3') &&
          !isModuleEnabled(site.settings.modules, 'CREDITMAR3'),
        totalDepositSuccessCount: await store.countPaid(db, memberId),
      };
    },

    /**
     * Creates a gateway order: our order first (so a retry of the request finds it), then the
     * gateway's. A gateway that fails or does not answer leaves the order FAILED: payment.unavailable.
     */
    async createGatewayDeposit(site: SiteContext, memberId: number, input: GatewayDepositRequest) {
      requireDepositsOpen(site);
      const channel = await usableChannel(site, input.channelId, 'gateway');
      const amount = checkedAmount(channel, input.amount, site);
      const bankCode = input.bankCode?.trim() || null;
      if (bankCode && !(channel.banks as { code: string }[]).some((bank) => bank.code === bankCode))
        throw validationError({ bankCode: { code: 'field.invalid_value', message: 'Unknown bank' } });

      const answerOf = (order: store.OrderRow) => {
        const same =
          order.kind === 'gateway' &&
          order.channelId === channel.id &&
          order.amount === amount &&
          order.bankCode === bankCode;
        if (!same) throw new AppError('idempotency.conflict');
        if (order.status === 'FAILED' && !order.payUrl) throw new AppError('payment.unavailable');
        if (!order.payUrl || !order.expiresAt) throw new AppError('system.busy', { retryAfterSeconds: 1 });
        return {
          orderNo: order.orderNo,
          payUrl: order.payUrl,
          qrContent: order.qrContent,
          expiresAt: order.expiresAt.getTime(),
        };
      };

      const existing = await store.findByRequest(db, memberId, input.requestId);
      if (existing) return answerOf(existing);
      const now = clock.now();
      const { order, created } = await insertOrder({
        merchantId: site.merchantId,
        memberId,
        channelId: channel.id,
        kind: 'gateway',
        currency: site.settings.currency.code,
        amount,
        fee: feeOf(amount, channel.feeBasisPoints),
        status: 'PENDING',
        requestId: input.requestId,
        bankCode,
        createdAt: now,
      });
      if (!created) return answerOf(order);

      const provider = providerOf(channel);
      try {
        if (!provider) throw new PaymentProviderError(`no provider ${channel.provider}`);
        const created = await provider.createOrder({
          orderNo: order.orderNo,
          amount: money(amount, site),
          currency: order.currency,
          channel: channel.providerChannel ?? '',
          ...linksFor(provider.name),
          ...(bankCode ? { bankCode } : {}),
        });
        const details = {
          providerOrderNo: created.providerOrderNo,
          payUrl: created.payUrl,
          qrContent: created.qrContent,
          expiresAt: created.expiresAt,
        };
        await store.setGatewayOrder(db, order.orderNo, details);
        return answerOf({ ...order, ...details });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ orderNo: order.orderNo, err: error.message }, 'payment gateway order failed');
        await store.transition(db, order.orderNo, ['PENDING'], {
          status: 'FAILED',
          completedAt: clock.now(),
          remark: 'The payment service did not answer',
        });
        throw new AppError('payment.unavailable');
      }
    },

    /** Records a manual transfer the member says they made; an operator approves or rejects it. */
    async createManualDeposit(site: SiteContext, memberId: number, input: ManualDepositRequest) {
      requireDepositsOpen(site);
      const channel = await usableChannel(site, input.channelId, 'manual');
      const amount = checkedAmount(channel, input.amount, site);
      if (input.proofImage)
        checkImage(input.proofImage, {
          field: 'proofImage',
          maxBytes: PROOF_IMAGE_MAX_BYTES,
          sameLabel: true,
        });
      const proofImage = input.proofImage ?? null;
      const answerOf = (order: store.OrderRow) => {
        const same =
          order.kind === 'manual' &&
          order.channelId === channel.id &&
          order.amount === amount &&
          order.reference === input.reference &&
          order.payerName === input.payerName &&
          order.proofImage === proofImage;
        if (!same) throw new AppError('idempotency.conflict');
        return { orderNo: order.orderNo };
      };
      const existing = await store.findByRequest(db, memberId, input.requestId);
      if (existing) return answerOf(existing);
      const now = clock.now();
      const { order } = await insertOrder({
        merchantId: site.merchantId,
        memberId,
        channelId: channel.id,
        kind: 'manual',
        currency: site.settings.currency.code,
        amount,
        fee: feeOf(amount, channel.feeBasisPoints),
        status: 'PENDING',
        requestId: input.requestId,
        reference: input.reference,
        payerName: input.payerName,
        proofImage,
        createdAt: now,
      });
      return answerOf(order);
    },

    /** Cancels one of the member's own pending deposits (a gateway order is asked about first). */
    async cancel(site: SiteContext, memberId: number, orderNo: string) {
      const order = await orderOfSite(site, orderNo);
      if (order.memberId !== memberId) throw new AppError('not.found');
      if (order.status !== 'PENDING') throw new AppError('order.not.pending');
      if (order.kind === 'gateway') {
        const found = await store.findChannel(db, order.merchantId, order.channelId);
        const provider = found && providerOf(found.channel);
        const answer = provider ? await provider.queryOrder(order.orderNo).catch(() => null) : null;
        if (
          answer?.status === 'PAID' &&
          answer.amount &&
          sameAmount(answer.amount, money(order.amount, site))
        ) {
          await settlePaid(order);
          throw new AppError('order.not.pending');
        }
      }
      const cancelled = await store.transition(db, orderNo, ['PENDING'], {
        status: 'CANCELLED',
        completedAt: clock.now(),
        remark: 'Cancelled by the member',
      });
      if (!cancelled) throw new AppError('order.not.pending');
    },

    /** The member's deposits, newest first, in a range of at most 31 days (default: the last 7). */
    async records(site: SiteContext, memberId: number, query: RecordQuery, language: Language) {
      const { from, to } = dayRange(query);
      await settleExpired({ memberId });
      await repairCredits({ memberId });
      const { rows, total } = await store.ordersPage(
        db,
        { memberId, merchantId: site.merchantId, status: query.status, from, to },
        query.pageSize,
        pageWindow(query).offset,
      );
      return {
        list: rows.map((row) => recordOf(row, site, language)),
        pageNum: query.pageNo,
        totalPages: pageCount(total, query.pageSize),
      };
    },

    // -----------------------------------------------------------------------------------------
    // Gateway callbacks

    /**
     * Handles one callback from its raw body. The signature, merchant and timestamp are checked before
     * anything is written; every callback is then kept in payment_callbacks with what became of it.
     * `success` tells the gateway to stop sending it, anything else makes it retry.
     */
    async handleCallback(
      providerName: string,
      rawBody: string,
      address: string | null,
    ): Promise<CallbackAnswer> {
      const provider = providers.get(providerName);
      const receivedAt = clock.now();
      // The body is evidence only when the gateway signed it; anything else anyone can post, so it is
      // kept as a summary (size, hash, sender), and only the newest of those.
      const keep = async (orderNo: string | null, signatureValid: boolean, outcome: string) => {
        const id = await store.insertCallback(db, {
          provider: providerName,
          orderNo,
          body: signatureValid ? rawBody : null,
          bodySize: Buffer.byteLength(rawBody),
          bodySha256: createHash('sha256').update(rawBody).digest('hex'),
          address,
          signatureValid,
          outcome,
          receivedAt,
        });
        if (id % REFUSED_PRUNE_EVERY === 0)
          await store.pruneRefusedCallbacks(
            db,
            deps.refusedCallbacks.keep,
            new Date(receivedAt.getTime() - deps.refusedCallbacks.maxAgeMs),
          );
      };
      if (!provider) {
        await keep(null, false, 'refused:unknown_provider');
        return { status: 404, text: 'fail: unknown provider' };
      }
      const verdict = provider.verifyCallback(rawBody);
      if (!verdict.ok) {
        await keep(verdict.orderNo, verdict.signatureValid, `refused:${verdict.reason}`);
        return { status: verdict.reason === 'malformed' ? 400 : 401, text: `fail: ${verdict.reason}` };
      }
      const { notice } = verdict;
      let result: { outcome: string; answer: CallbackAnswer };
      try {
        result = await applyNotice(provider, notice);
      } catch (error) {
        await keep(notice.orderNo, true, 'error').catch(() => undefined);
        throw error;
      }
      await keep(notice.orderNo, true, result.outcome);
      return result.answer;
    },

    // -----------------------------------------------------------------------------------------
    // Operators

    methods: (site: SiteContext) => methodsOf(site),

    /** Whether this deployment runs the named payment provider (configured and enabled). */
    offersProvider: (name: string) => providers.has(name),

    /** Replaces the whole set of methods and channels (audited); channels left out are retired. */
    async replaceMethods(actor: AuditActor, site: SiteContext, input: MethodsInput) {
      const parsed = parseMethodsInput(input, decimalsOf(site), providers);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await store.lockMerchantMethods(tx, site.merchantId);
        const ids = parsed.flatMap((method) => method.channels.flatMap((channel) => channel.id ?? []));
        const known = await store.channelIdsOf(tx, site.merchantId, ids);
        const unknown: Record<string, { code: string; message: string }> = {};
        parsed.forEach((method, m) =>
          method.channels.forEach((channel, c) => {
            if (channel.id !== undefined && !known.has(channel.id))
              unknown[`${m}.channels.${c}.id`] = { code: 'field.not_found', message: 'No such channel' };
          }),
        );
        if (Object.keys(unknown).length) throw validationError(unknown);

        const before = await methodsOf(site, tx);
        const kept: number[] = [];
        for (const method of parsed) {
          const { channels, ...values } = method;
          const methodId = await store.upsertMethod(tx, site.merchantId, values);
          for (const channel of channels) {
            const columns = channelValues(methodId, channel);
            if (channel.id !== undefined) {
              await store.updateChannel(tx, site.merchantId, channel.id, columns);
              kept.push(channel.id);
            } else kept.push(await store.insertChannel(tx, site.merchantId, columns));
          }
        }
        await store.retireChannelsExcept(tx, site.merchantId, kept, now);
        await store.removeMethodsExcept(
          tx,
          site.merchantId,
          parsed.map((method) => method.code),
        );
        const after = await methodsOf(site, tx);
        await recordAudit(
          tx,
          actor,
          {
            action: 'deposit.methods.replace',
            target: `deposit-methods:${site.merchantCode}`,
            merchantCode: site.merchantCode,
            before,
            after,
          },
          now,
        );
        return after;
      });
    },

    async queue(site: SiteContext, query: OperatorQuery) {
      await settleExpired({ merchantId: site.merchantId });
      await repairCredits({ merchantId: site.merchantId });
      const { rows, total } = await store.ordersPage(
        db,
        { merchantId: site.merchantId, status: query.status, kind: query.kind },
        query.pageSize,
        pageWindow(query).offset,
      );
      const names = new Map<number, string>();
      const list = [];
      for (const row of rows) list.push(await operatorRecordOf(row, site, names));
      return { list, pageNum: query.pageNo, totalPages: pageCount(total, query.pageSize) };
    },

    /**
     * An operator's decision on a manual transfer. The decision and its audit entry commit together
     * and only from PENDING, so of two racing decisions exactly one wins; an approval then credits.
     */
    async decide(
      actor: AuditActor,
      site: SiteContext,
      orderNo: string,
      decision: 'approve' | 'reject',
      remark: string | undefined,
    ) {
      const order = await orderOfSite(site, orderNo);
      if (order.kind !== 'manual')
        throw new AppError('function.not.available', null, 'Gateway deposits are settled by the gateway');
      if (decision === 'reject' && !remark)
        throw validationError({ remark: { code: 'field.required', message: 'Say why it is rejected' } });
      const now = clock.now();
      const status = decision === 'approve' ? 'PAID' : 'REJECTED';
      const decided = await db.transaction(async (tx) => {
        const row = await store.transition(
          tx,
          orderNo,
          ['PENDING'],
          {
            status,
            completedAt: now,
            decidedBy: actor.operatorName,
            ...(remark ? { remark } : {}),
          },
          eq(depositOrders.kind, 'manual'),
        );
        if (!row) return null;
        await recordAudit(
          tx,
          actor,
          {
            action: `deposit.${decision}`,
            target: `deposit:${orderNo}`,
            merchantCode: site.merchantCode,
            before: { status: order.status },
            after: { status, remark: remark ?? null, amount: money(order.amount, site) },
          },
          now,
        );
        return row;
      });
      if (!decided) {
        await repairCredits({ merchantId: site.merchantId });
        throw new AppError('order.not.pending');
      }
      if (decided.status === 'PAID') await credit(decided);
      const row = await store.orderWithNames(db, orderNo);
      return operatorRecordOf(row!, site, new Map());
    },

    async proof(site: SiteContext, orderNo: string) {
      const order = await orderOfSite(site, orderNo);
      return { image: order.proofImage };
    },
  };

  async function applyNotice(
    provider: PaymentProvider,
    notice: PaymentNotice,
  ): Promise<{ outcome: string; answer: CallbackAnswer }> {
    const refuse = (outcome: string, status: number) => ({
      outcome: `refused:${outcome}`,
      answer: { status, text: `fail: ${outcome}` },
    });
    const done = (outcome: string) => ({ outcome, answer: { status: 200, text: 'success' } });
    const order = await store.findByOrderNo(db, notice.orderNo);
    const found = order && (await store.findChannel(db, order.merchantId, order.channelId));
    if (!order || !found || order.kind !== 'gateway' || found.channel.provider !== provider.name)
      return refuse('unknown_order', 404);
    if (order.providerOrderNo && order.providerOrderNo !== notice.providerOrderNo)
      return refuse('order_mismatch', 409);
    const site = await deps.siteOfMerchant(order.merchantId);
    if (notice.currency !== order.currency || !sameAmount(notice.amount, money(order.amount, site)))
      return refuse('amount_mismatch', 409);
    if (notice.status === 'PAID') return done(await settlePaid(order));
    if (order.status === 'PAID') return done('ignored:already_paid');
    const failed = await store.transition(db, order.orderNo, ['PENDING'], {
      status: 'FAILED',
      completedAt: clock.now(),
      remark: 'Declined at the payment gateway',
    });
    return done(failed ? 'failed' : 'duplicate');
  }
}

export type DepositService = ReturnType<typeof createDepositService>;
