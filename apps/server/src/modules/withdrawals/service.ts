import type {
  bindPayoutAccountRequestSchema,
  operatorWithdrawalQuerySchema,
  operatorWithdrawalSchema,
  payoutAccountSchema,
  withdrawalReceiptRequestSchema,
  withdrawalRecordQuerySchema,
  withdrawalRecordSchema,
  withdrawRequestSchema,
  withdrawSettingsSchema,
  WithdrawalStatus,
} from '@wps/contracts';
import { checkRule } from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { decisionPosting, needsSecondApproval, recordDecision, requireChecker } from '../audit/decision.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LedgerService } from '../ledger/service.js';
import { memberTotals } from '../ledger/totals.js';
import { claimPayeeName } from '../members/payee.js';
import {
  formatMoney,
  memberAmount,
  memberFacing,
  requireWithin,
  settingAmount,
  orderNoOf,
} from '../../kernel/money.js';
import { payoutBanksOf } from './banks.js';
import { optionalDayRangeOf, utcDayStart } from '../../kernel/day-range.js';
import { checkImage } from '../../kernel/images.js';
import { PROOF_IMAGE_MAX_BYTES } from '@wps/contracts';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type MemberPrincipal, type SiteContext } from '../../platform/context.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';

type PayoutAccount = z.input<typeof payoutAccountSchema>;
type WithdrawSettings = z.input<typeof withdrawSettingsSchema>;
type WithdrawalRecord = z.input<typeof withdrawalRecordSchema>;
type OperatorWithdrawal = z.input<typeof operatorWithdrawalSchema>;

export const MAX_PAYOUT_ACCOUNTS = 5;
/** `decidedBy` of a request refused after its hold by a concurrent request using up the daily limit. */
const SYSTEM_DECIDER = 'system';
const LIMIT_REMARK = 'Daily withdrawal limit reached';
const MINUTE = 60_000;

export interface WithdrawalServiceDeps {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  /** Checks the payment password, counting wrong answers against the member's attempt limit. */
  checkPaymentPassword(memberId: number, password: string): Promise<void>;
  hasPaymentPassword(memberId: number): Promise<boolean>;
  usernameOf(memberId: number): Promise<string | null>;
  payeeNameOf(memberId: number): Promise<string | null>;
}

/** Names compare without regard to case or runs of spaces ("juan  DELA cruz" = "Juan dela Cruz"). */
export function normalisedName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

function maskNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

function accountView(row: store.PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberMasked: maskNumber(row.accountNumber),
    isDefault: row.isDefault,
  };
}

/** The money settings of a site in minor units. */
function limitsOf(site: SiteContext) {
  const currency = site.settings.currency;
  const w = site.settings.money.withdrawal;
  return {
    currency,
    enabled: w.enabled,
    min: settingAmount(w.minAmount, currency),
    max: settingAmount(w.maxAmount, currency),
    dailyCount: w.dailyCount,
    dailyMax: settingAmount(w.dailyMaxAmount, currency),
    freePerDay: w.freePerDay,
    chargeBasisPoints: BigInt(w.chargeBasisPoints),
    chargeFixed: settingAmount(w.chargeFixed, currency),
    secondApprovalAbove: settingAmount(w.secondApprovalAbove, currency),
    // The multiple is a setting (1.5 = 150%), turned into basis points so money stays integral.
    turnoverBasisPoints: BigInt(Math.round(w.turnoverMultiple * 10_000)),
  };
}
type Limits = ReturnType<typeof limitsOf>;

/** Charge of a withdrawal when `countToday` were already requested today: basis points (rounded half up) plus the fixed part, unless still free. */
function chargeFor(amount: bigint, countToday: number, limits: Limits): bigint {
  if (countToday < limits.freePerDay) return 0n;
  return (amount * limits.chargeBasisPoints + 5_000n) / 10_000n + limits.chargeFixed;
}

function dailyLeft(today: { count: number; amount: bigint }, limits: Limits) {
  const amountLeft = limits.dailyMax - today.amount;
  return {
    countLeft: Math.max(0, limits.dailyCount - today.count),
    amountLeft: amountLeft > 0n ? amountLeft : 0n,
  };
}

/** The refusal for one more request of `amount` after `today`'s, or null when it fits. */
function dailyRefusal(
  today: { count: number; amount: bigint },
  amount: bigint,
  limits: Limits,
): AppError | null {
  const left = dailyLeft(today, limits);
  if (left.countLeft >= 1 && amount <= left.amountLeft) return null;
  return new AppError('withdraw.limit.reached', {
    dailyCountLeft: left.countLeft,
    dailyAmountLeft: formatMoney(left.amountLeft, limits.currency),
  });
}

function holdKey(memberId: number, requestId: string) {
  return `withdraw:${memberId}:${requestId}`;
}

/** One key for every decision on an order: the ledger lets only one of pay-out and return happen. */
function decisionKey(orderId: number) {
  return `withdrawal-decision:${orderId}`;
}

export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, clock, ledger } = deps;

  async function turnoverOf(site: SiteContext, memberId: number, limits: Limits) {
    const after = await store.lastPaidHoldTransaction(db, memberId);
    const totals = await memberTotals(db, {
      merchantId: site.merchantId,
      currency: limits.currency.code,
      memberId,
      types: ['deposit', 'bet'],
      afterTransactionId: after,
      wallets: 'all',
    });
    const deposits = totals.get('deposit')!.credits;
    const required = (deposits * limits.turnoverBasisPoints + 9_999n) / 10_000n;
    const completed = totals.get('bet')!.debits;
    const remaining = required > completed ? required - completed : 0n;
    return { required, completed, remaining };
  }

  /** Returns a held amount to the member (idempotent: the decision key allows one decision). */
  async function returnHold(order: store.WithdrawalOrderRow, reason: string) {
    return ledger.reverse(order.holdTransactionId!, decisionKey(order.id), {
      merchantId: order.merchantId,
      meta: { orderNo: order.orderNo, reason },
    });
  }

  /** A repeated request id: the same request answers its order again; another request is refused. */
  async function replayOf(order: store.WithdrawalOrderRow, amount: bigint, accountId: number) {
    if (order.amount !== amount || order.payoutAccountId !== accountId)
      throw new AppError('idempotency.conflict');
    if (order.status === 'REJECTED' && order.decidedBy === SYSTEM_DECIDER) {
      await returnHold(order, 'daily_limit');
      throw new AppError('withdraw.limit.reached', { dailyCountLeft: 0 });
    }
    return { orderNo: order.orderNo };
  }

  function recordOf(
    row: {
      order: store.WithdrawalOrderRow;
      status: WithdrawalStatus;
      account: { bankName: string; accountNumber: string };
    },
    site: SiteContext,
  ): WithdrawalRecord {
    const { order, status } = row;
    const currency = site.settings.currency;
    return {
      orderNo: order.orderNo,
      amount: formatMoney(order.amount, currency),
      charge: formatMoney(order.charge, currency),
      receive: formatMoney(order.amount - order.charge, currency),
      status,
      account: `${row.account.bankName} ${maskNumber(row.account.accountNumber)}`,
      createdAt: order.createdAt.getTime(),
      paidAt: order.paidAt?.getTime() ?? null,
      autoReceiveAt: status === 'PAID' ? (order.autoReceiveAt?.getTime() ?? null) : null,
      remark: order.remark,
    };
  }

  async function operatorView(
    row: NonNullable<Awaited<ReturnType<typeof store.orderWithAccount>>>,
    site: SiteContext,
  ): Promise<OperatorWithdrawal> {
    return {
      ...recordOf(row, site),
      memberId: row.order.memberId,
      username: (await deps.usernameOf(row.order.memberId)) ?? '',
      bankName: row.account.bankName,
      accountName: row.account.accountName,
      accountNumber: row.account.accountNumber,
      firstApprovedBy: row.order.firstApprovedBy,
      hasProof: row.order.receiptProof !== null,
    };
  }

  async function requireOrder(site: SiteContext, orderNo: string) {
    const row = await store.orderWithAccount(db, site.merchantId, orderNo, clock.now());
    if (!row) throw new AppError('not.found');
    return row;
  }

  /** Writes an operator's decision and its audit entry together; order.not.pending if someone decided first. */
  async function decide(
    site: SiteContext,
    actor: AuditActor,
    order: store.WithdrawalOrderRow,
    from: WithdrawalStatus[],
    patch: Parameters<typeof store.transitionOrder>[3] & { status: WithdrawalStatus },
    action: string,
  ) {
    await recordDecision(
      db,
      actor,
      clock.now(),
      (tx) => store.transitionOrder(tx, order.id, from, patch, clock.now()),
      () => ({
        action,
        target: `withdrawal:${order.orderNo}`,
        merchantCode: site.merchantCode,
        before: { status: order.status, amount: order.amount.toString() },
        after: { status: patch.status, remark: patch.remark ?? order.remark },
      }),
    );
    return operatorView(await requireOrder(site, order.orderNo), site);
  }

  return {
    async accountInfo(site: SiteContext, memberId: number) {
      const [accounts, payeeName] = await Promise.all([
        store.listPayoutAccounts(db, memberId),
        deps.payeeNameOf(memberId),
      ]);
      const { banks, ewallets } = payoutBanksOf(site.settings.currency.code);
      return { accounts: accounts.map(accountView), payeeName, banks, ewallets };
    },

    /**
     * Binds a bank card or e-wallet. The account name must be the member's payee name; a member
     * without one sets it here (once). At most five accounts.
     */
    async bindAccount(
      site: SiteContext,
      member: MemberPrincipal,
      input: z.output<typeof bindPayoutAccountRequestSchema>,
    ): Promise<PayoutAccount> {
      await deps.checkPaymentPassword(member.id, input.paymentPassword);
      const lists = payoutBanksOf(site.settings.currency.code);
      const bank = (input.kind === 'bank' ? lists.banks : lists.ewallets).find(
        (option) => option.code === input.bankCode,
      );
      if (!bank)
        throw validationError({
          bankCode: { code: 'field.invalid_option', message: 'Unknown bank or e-wallet' },
        });
      const accountName = input.accountName.normalize('NFKC').trim().replace(/\s+/g, ' ');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await store.lockMember(tx, member.id);
        const existing = await store.listPayoutAccounts(tx, member.id);
        if (existing.length >= MAX_PAYOUT_ACCOUNTS)
          throw validationError({
            accountNumber: {
              code: 'field.too_many',
              message: `At most ${MAX_PAYOUT_ACCOUNTS} accounts may be bound`,
            },
          });
        const { payeeName, claimed } = await claimPayeeName(
          tx,
          { id: member.id, merchantId: site.merchantId },
          accountName,
          now,
        );
        if (claimed) {
          // Set here for the first time: it follows the site's payee-name rule like a profile edit.
          const violation = checkRule(site.settings.registerRules.username.payeeName, accountName);
          if (violation)
            throw validationError({
              accountName: { code: `rule.${violation}`, message: 'Invalid payee name' },
            });
        }
        if (normalisedName(payeeName) !== normalisedName(accountName))
          throw validationError({
            accountName: {
              code: 'field.payee_mismatch',
              message: 'The account name must be your payee name',
            },
          });
        const inserted = await store.insertPayoutAccount(tx, {
          merchantId: site.merchantId,
          memberId: member.id,
          kind: input.kind,
          bankCode: bank.code,
          bankName: bank.name,
          accountNumber: input.accountNumber,
          accountName: payeeName,
          isDefault: existing.length === 0,
          createdAt: now,
        });
        if (!inserted)
          throw validationError({
            accountNumber: { code: 'field.duplicate', message: 'This account is already bound' },
          });
        return inserted;
      });
      return accountView(row);
    },

    async settings(site: SiteContext, memberId: number): Promise<WithdrawSettings> {
      const limits = limitsOf(site);
      const { currency } = limits;
      const [today, turnover, hasPaymentPassword] = await Promise.all([
        store.requestedSince(db, memberId, utcDayStart(clock.now())),
        turnoverOf(site, memberId, limits),
        deps.hasPaymentPassword(memberId),
      ]);
      const left = dailyLeft(today, limits);
      return {
        enabled: limits.enabled,
        minimumAmount: formatMoney(limits.min, currency),
        maximumAmount: formatMoney(limits.max, currency),
        dailyCountLeft: left.countLeft,
        dailyAmountLeft: formatMoney(left.amountLeft, currency),
        freeLeftToday: Math.max(0, limits.freePerDay - today.count),
        chargeBasisPoints: Number(limits.chargeBasisPoints),
        chargeFixed: formatMoney(limits.chargeFixed, currency),
        turnover: {
          required: formatMoney(turnover.required, currency),
          completed: formatMoney(turnover.completed, currency),
          remaining: formatMoney(turnover.remaining, currency),
        },
        hasPaymentPassword,
      };
    },

    /** What a withdrawal of `amountText` would cost if requested now. */
    async charge(site: SiteContext, memberId: number, amountText: string) {
      const limits = limitsOf(site);
      const amount = memberAmount(amountText, limits.currency);
      const today = await store.requestedSince(db, memberId, utcDayStart(clock.now()));
      const charge = chargeFor(amount, today.count, limits);
      const receive = amount > charge ? amount - charge : 0n;
      return {
        amount: formatMoney(amount, limits.currency),
        charge: formatMoney(charge, limits.currency),
        receive: formatMoney(receive, limits.currency),
      };
    },

    /**
     * Requests a withdrawal: checks, then ONE ledger posting holding the amount (idempotent on the
     * member's request id), then the PENDING order. A retry of the same request answers the same
     * order, also after a failure between the posting and the order row.
     */
    async request(site: SiteContext, member: MemberPrincipal, input: z.output<typeof withdrawRequestSchema>) {
      const limits = limitsOf(site);
      const { currency } = limits;
      if (!limits.enabled) throw new AppError('function.not.available');
      await deps.checkPaymentPassword(member.id, input.paymentPassword);
      const amount = memberAmount(input.amount, currency);
      const earlier = await store.findOrderByRequest(db, member.id, input.requestId);
      if (earlier) return replayOf(earlier, amount, input.accountId);

      const account = await store.findPayoutAccount(db, member.id, input.accountId);
      if (!account)
        throw validationError({ accountId: { code: 'field.not_found', message: 'No such payout account' } });
      requireWithin(amount, limits.min, limits.max, currency);
      const now = clock.now();
      const dayStart = utcDayStart(now);
      const refusal = dailyRefusal(await store.requestedSince(db, member.id, dayStart), amount, limits);
      if (refusal) throw refusal;
      const turnover = await turnoverOf(site, member.id, limits);
      if (turnover.remaining > 0n)
        throw new AppError('withdraw.turnover.required', {
          required: formatMoney(turnover.required, currency),
          completed: formatMoney(turnover.completed, currency),
          remaining: formatMoney(turnover.remaining, currency),
        });
      // Whether or not today's free withdrawals are used up, something must be left to receive.
      if (chargeFor(amount, limits.freePerDay, limits) >= amount)
        throw new AppError('amount.out.of.range', {
          min: formatMoney(limits.min, currency),
          max: formatMoney(limits.max, currency),
        });

      const orderNo = orderNoOf('W', member.id, input.requestId);
      const hold = await ledger
        .move({
          merchantId: site.merchantId,
          currency: currency.code,
          type: 'withdrawal_hold',
          idempotencyKey: holdKey(member.id, input.requestId),
          from: ledgerAccount.main(member.id),
          to: ledgerAccount.pendingWithdrawal(member.id),
          amount,
          meta: { orderNo, payoutAccountId: account.id },
        })
        .catch((error: unknown) => {
          throw memberFacing(error, currency);
        });

      // Under the member's lock the daily limits are checked again, so concurrent requests cannot
      // pass them together; one refused here keeps a REJECTED order and gets its money back.
      const order = await db.transaction(async (tx) => {
        await store.lockMember(tx, member.id);
        const twin = await store.findOrderByRequest(tx, member.id, input.requestId);
        if (twin) return twin;
        const today = await store.requestedSince(tx, member.id, dayStart);
        const late = dailyRefusal(today, amount, limits);
        const inserted = await store.insertOrder(tx, {
          orderNo,
          merchantId: site.merchantId,
          memberId: member.id,
          payoutAccountId: account.id,
          currency: currency.code,
          amount,
          charge: chargeFor(amount, today.count, limits),
          status: late ? 'REJECTED' : 'PENDING',
          requestId: input.requestId,
          holdTransactionId: hold.answer.transactionId,
          decidedBy: late ? SYSTEM_DECIDER : null,
          remark: late ? LIMIT_REMARK : null,
          createdAt: now,
          updatedAt: now,
        });
        return inserted!;
      });
      return replayOf(order, amount, input.accountId);
    },

    async records(site: SiteContext, memberId: number, query: z.output<typeof withdrawalRecordQuerySchema>) {
      const { from, to } = optionalDayRangeOf(query, clock.now());
      const { rows, total } = await store.listOrders(db, {
        merchantId: site.merchantId,
        memberId,
        status: query.status,
        from,
        to,
        now: clock.now(),
        ...pageWindow(query),
      });
      return {
        list: rows.map((row) => recordOf(row, site)),
        pageNum: query.pageNo,
        totalPages: pageCount(total, query.pageSize),
      };
    },

    /**
     * The member's answer to a paid withdrawal (spec.md §4): received, not received (with a proof
     * image for the operator to follow up), or all received. After the auto-receive time a paid
     * order counts as AUTO_RECEIVED and takes no answer. No answer moves money: the payout was final.
     */
    async receipt(
      site: SiteContext,
      member: MemberPrincipal,
      input: z.output<typeof withdrawalReceiptRequestSchema>,
      actor: AuditActor,
    ) {
      const now = clock.now();
      const audit = (tx: Parameters<typeof recordAudit>[0], orderNos: string[]) =>
        recordAudit(
          tx,
          actor,
          {
            action: `withdrawal.receipt.${input.result}`,
            target: `member:${member.id}`,
            merchantCode: site.merchantCode,
            after: { orderNos },
          },
          now,
        );

      if (input.result === 'all_received') {
        await db.transaction(async (tx) => {
          const changed = await store.receiveAllPaid(tx, member.id, now);
          if (changed.length > 0)
            await audit(
              tx,
              changed.map((row) => row.orderNo),
            );
        });
        return null;
      }

      if (!input.orderNo)
        throw validationError({ orderNo: { code: 'field.required', message: 'Which withdrawal?' } });
      const order = await store.findOrder(db, site.merchantId, input.orderNo);
      if (!order || order.memberId !== member.id) throw new AppError('not.found');
      let patch: Parameters<typeof store.transitionOrder>[3];
      let from: WithdrawalStatus[];
      if (input.result === 'received') {
        patch = { status: 'RECEIVED' };
        from = ['PAID', 'NOT_RECEIVED'];
      } else {
        if (!input.proofImage)
          throw validationError({
            proofImage: { code: 'field.required', message: 'Add a picture showing the money did not arrive' },
          });
        patch = {
          status: 'NOT_RECEIVED',
          receiptProof: checkImage(input.proofImage, {
            field: 'proofImage',
            maxBytes: PROOF_IMAGE_MAX_BYTES,
          }),
        };
        from = ['PAID'];
      }
      const done = await db.transaction(async (tx) => {
        const updated = await store.transitionOrder(tx, order.id, from, patch, now);
        if (updated) await audit(tx, [order.orderNo]);
        return updated !== null;
      });
      if (!done) {
        await store.storeAutoReceived(db, order.id, now);
        throw new AppError('order.not.pending');
      }
      return null;
    },

    async operatorList(site: SiteContext, query: z.output<typeof operatorWithdrawalQuerySchema>) {
      const { rows, total } = await store.listOrders(db, {
        merchantId: site.merchantId,
        status: query.status,
        now: clock.now(),
        ...pageWindow(query),
      });
      return {
        list: await Promise.all(rows.map((row) => operatorView(row, site))),
        pageNum: query.pageNo,
        totalPages: pageCount(total, query.pageSize),
      };
    },

    async operatorProof(site: SiteContext, orderNo: string) {
      const { order } = await requireOrder(site, orderNo);
      return { image: order.receiptProof };
    },

    /**
     * Approves a withdrawal. Above the second-approval threshold the first approval only marks it
     * AWAITING_SECOND_APPROVAL and a different operator pays it. Paying posts the held amount out:
     * what the member receives to clearing (the payment side that sends it), the charge to the house.
     */
    async approve(site: SiteContext, actor: AuditActor, orderNo: string, remark: string | undefined) {
      const limits = limitsOf(site);
      const { order, status } = await requireOrder(site, orderNo);
      if (status !== 'PENDING' && status !== 'AWAITING_SECOND_APPROVAL')
        throw new AppError('order.not.pending');
      const checker = requireChecker(
        actor,
        status === 'AWAITING_SECOND_APPROVAL' ? order.firstApprovedById : null,
      );

      if (status === 'PENDING' && needsSecondApproval(order.amount, limits.secondApprovalAbove))
        return decide(
          site,
          actor,
          order,
          ['PENDING'],
          {
            status: 'AWAITING_SECOND_APPROVAL',
            firstApprovedBy: checker.name,
            firstApprovedById: checker.id,
            ...(remark ? { remark } : {}),
          },
          'withdrawal.approve.first',
        );
      const payout = order.amount - order.charge;
      const settled = await decisionPosting(() =>
        ledger.post({
          merchantId: order.merchantId,
          currency: order.currency,
          type: 'withdrawal',
          idempotencyKey: decisionKey(order.id),
          legs: [
            { account: ledgerAccount.pendingWithdrawal(order.memberId), amount: -order.amount },
            { account: ledgerAccount.clearing, amount: payout },
            ...(order.charge > 0n ? [{ account: ledgerAccount.house, amount: order.charge }] : []),
          ],
          meta: { orderNo: order.orderNo },
        }),
      );
      const now = clock.now();
      return decide(
        site,
        actor,
        order,
        [status],
        {
          status: 'PAID',
          decidedBy: actor.operatorName,
          settleTransactionId: settled.answer.transactionId,
          paidAt: now,
          autoReceiveAt: new Date(now.getTime() + site.settings.flags.withdrawalAutoReceiveMinutes * MINUTE),
          ...(remark ? { remark } : {}),
        },
        'withdrawal.approve',
      );
    },

    /** Rejects a pending withdrawal: the held amount returns to the member's main wallet. */
    async reject(site: SiteContext, actor: AuditActor, orderNo: string, remark: string | undefined) {
      const { order, status } = await requireOrder(site, orderNo);
      if (status !== 'PENDING' && status !== 'AWAITING_SECOND_APPROVAL')
        throw new AppError('order.not.pending');
      await decisionPosting(() => returnHold(order, 'rejected'));
      return decide(
        site,
        actor,
        order,
        ['PENDING', 'AWAITING_SECOND_APPROVAL'],
        { status: 'REJECTED', decidedBy: actor.operatorName, ...(remark ? { remark } : {}) },
        'withdrawal.reject',
      );
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
