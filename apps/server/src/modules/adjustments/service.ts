import {
  type adjustmentRequestSchema,
  type adjustmentSchema,
  type operatorAdjustmentExportQuerySchema,
  type operatorAdjustmentQuerySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { needsSecondApproval, recordDecision, requireChecker } from '../audit/decision.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';
import { formatMoney, parseAmount, withBalanceInMajorUnits } from '../../kernel/money.js';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';
import { orderListOf } from '../../kernel/order-filters.js';
import { exportAdjustments, usernamesOf, viewOf } from './listing.js';
import {
  adjustable,
  isDecidable,
  isSameRequest,
  ledgerKeyOf,
  secondApprovalThreshold,
  staleClaimBefore,
} from './rules.js';

export interface AdjustmentServiceDeps {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  members: Pick<MemberService, 'summaryOf'>;
  /** A request was made or decided: the back office's open lists read again (platform.queueChanged). */
  queueChanged?: () => void;
}

type Adjustment = z.input<typeof adjustmentSchema>;
type AdjustmentInput = z.output<typeof adjustmentRequestSchema>;
type ListQuery = z.output<typeof operatorAdjustmentQuerySchema>;

export function createAdjustmentService(deps: AdjustmentServiceDeps) {
  const { db, clock, ledger, members } = deps;

  const view = viewOf;

  async function usernameOf(memberId: number): Promise<string> {
    return (await members.summaryOf(memberId))?.username ?? '';
  }

  /** What the audit log keeps of an adjustment (amounts in major units). */
  function auditState(site: SiteContext, row: store.AdjustmentRow) {
    return {
      memberId: row.memberId,
      amount: formatMoney(row.amount, site.settings.currency),
      currency: row.currency,
      reason: row.reason,
      status: row.status,
      ledgerTransactionId: row.ledgerTransactionId,
    };
  }

  /** A request id used before: the same request answers the adjustment as it is now. */
  function sameRequest(
    site: SiteContext,
    existing: store.AdjustmentRow,
    input: AdjustmentInput,
    amount: bigint,
    username: string,
  ): Adjustment {
    if (!isSameRequest(existing, { memberId: input.memberId, amount, reason: input.reason }))
      throw new AppError('idempotency.conflict');
    return view(site, existing, username);
  }

  /** Posts the adjustment between the house's adjustments account and the member's main wallet. */
  function post(
    site: SiteContext,
    row: Pick<store.AdjustmentRow, 'memberId' | 'currency' | 'amount' | 'requestId'>,
  ) {
    return withBalanceInMajorUnits(site.settings.currency, () =>
      ledger.post({
        merchantId: site.merchantId,
        currency: row.currency,
        type: 'adjustment',
        idempotencyKey: ledgerKeyOf(row.requestId),
        legs: [
          { account: ledgerAccount.main(row.memberId), amount: row.amount },
          { account: ledgerAccount.adjustments, amount: -row.amount },
        ],
      }),
    );
  }

  async function requireAdjustment(site: SiteContext, id: number) {
    const row = await store.findById(db, site.merchantId, id);
    if (!row) throw new AppError('not.found');
    return row;
  }

  return {
    /**
     * A manual adjustment with a reason. At or below `money.adjustmentSecondApprovalAbove` (absolute)
     * it posts at once; above, it waits for a second operator. Idempotent on the request id.
     */
    async create(actor: AuditActor, site: SiteContext, input: AdjustmentInput): Promise<Adjustment> {
      const operator = requireChecker(actor, null);
      const amount = parseAmount(input.amount, site.settings.currency, { signed: true });
      const member = await members.summaryOf(input.memberId);
      if (!member || member.merchantId !== site.merchantId) throw new AppError('not.found');
      if (!adjustable(member.type))
        throw validationError({
          memberId: { code: 'field.trial_account', message: 'A trial account holds play money only' },
        });
      const existing = await store.findByRequestId(db, site.merchantId, input.requestId);
      if (existing) return sameRequest(site, existing, input, amount, member.username);

      const immediate = !needsSecondApproval(amount, secondApprovalThreshold(site.settings));
      const now = clock.now();
      const base = {
        merchantId: site.merchantId,
        memberId: member.id,
        currency: site.settings.currency.code,
        amount,
        reason: input.reason,
        requestId: input.requestId,
        createdBy: operator.name,
        createdById: operator.id,
        createdAt: now,
      };
      // The posting first: its key makes a retry after a failure in between post nothing twice.
      const posted = immediate ? await post(site, base) : null;
      const row = await db.transaction(async (tx) => {
        const inserted = await store.insertAdjustment(tx, {
          ...base,
          status: immediate ? 'APPROVED' : 'PENDING',
          decidedAt: immediate ? now : null,
          ledgerTransactionId: posted?.answer.transactionId ?? null,
        });
        if (inserted)
          await recordAudit(
            tx,
            actor,
            {
              action: 'adjustment.create',
              target: `adjustment:${inserted.id}`,
              merchantCode: site.merchantCode,
              after: auditState(site, inserted),
            },
            now,
          );
        return inserted;
      });
      if (row) {
        deps.queueChanged?.();
        return view(site, row, member.username);
      }
      // A twin of this request got there first.
      const twin = await store.findByRequestId(db, site.merchantId, input.requestId);
      if (!twin) throw new AppError('system.busy', { retryAfterSeconds: 1 });
      return sameRequest(site, twin, input, amount, member.username);
    },

    /**
     * The merchant's adjustments by status, member, time and (signed) amount, sorted (newest first by
     * default), with how many match and the latest change to any of them (a version to poll).
     */
    async list(site: SiteContext, query: ListQuery) {
      const { filter, sort } = orderListOf(query, site.settings.currency);
      const [{ rows, total }, state] = await Promise.all([
        store.listAdjustments(
          db,
          { ...filter, merchantId: site.merchantId, status: query.status, ...pageWindow(query) },
          sort,
        ),
        store.queueState(db, site.merchantId),
      ]);
      const names = await usernamesOf(
        members,
        rows.map((row) => row.memberId),
      );
      return {
        list: rows.map((row) => view(site, row, names.get(row.memberId) ?? '')),
        pageNum: query.pageNo,
        totalPages: pageCount(total, query.pageSize),
        total,
        updatedAt: state.updatedAt?.getTime() ?? null,
      };
    },

    /** The adjustments the filters match as CSV, in the list's order (listing.ts). */
    export(site: SiteContext, query: z.output<typeof operatorAdjustmentExportQuerySchema>) {
      return exportAdjustments(db, members, site, query);
    },

    /** Adjustments awaiting a checker, and the latest change to any of the merchant's adjustments. */
    queueState(merchantId: number) {
      return store.queueState(db, merchantId);
    },

    /**
     * A second operator (not the one who made it) approves a pending adjustment, which posts it, or
     * rejects it. Deciding twice, or approving and rejecting at once, leaves one decision:
     * the other gets `order.not.pending`.
     */
    async decide(
      actor: AuditActor,
      site: SiteContext,
      id: number,
      decision: 'approve' | 'reject',
      remark: string | undefined,
    ): Promise<Adjustment> {
      const row = await requireAdjustment(site, id);
      if (!isDecidable(row.status)) throw new AppError('order.not.pending');
      const operator = requireChecker(actor, row.createdById);
      const now = clock.now();
      const decider = { id: operator.id, name: operator.name, at: now };
      const username = await usernameOf(row.memberId);

      if (decision === 'reject') {
        const rejected = await recordDecision(
          db,
          actor,
          now,
          (tx) => store.markRejected(tx, site.merchantId, id, decider),
          (updated) => ({
            action: 'adjustment.reject',
            target: `adjustment:${id}`,
            merchantCode: site.merchantCode,
            before: auditState(site, row),
            after: { ...auditState(site, updated), remark: remark ?? null },
          }),
        );
        deps.queueChanged?.();
        return view(site, rejected, username);
      }

      const claimed = await store.claimForApproval(db, site.merchantId, id, decider, staleClaimBefore(now));
      if (!claimed) throw new AppError('order.not.pending');
      let posted;
      try {
        posted = await post(site, claimed);
      } catch (error) {
        await store.releaseClaim(db, id, decider);
        throw error;
      }
      const approved = await recordDecision(
        db,
        actor,
        now,
        (tx) => store.markApproved(tx, id, decider, posted.answer.transactionId),
        (updated) => ({
          action: 'adjustment.approve',
          target: `adjustment:${id}`,
          merchantCode: site.merchantCode,
          before: auditState(site, row),
          after: { ...auditState(site, updated), remark: remark ?? null },
        }),
      );
      deps.queueChanged?.();
      return view(site, approved, username);
    },
  };
}

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
