import { type transferDownlineRequestSchema, type transferUplineRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { MetaValue } from '../ledger/fingerprint.js';
import type { LedgerService } from '../ledger/service.js';
import { formatMoney, memberFacing, orderNoOf } from '../../kernel/money.js';
import { AppError } from '../../platform/errors.js';
import { type MemberPrincipal, type SiteContext } from '../../platform/context.js';
import {
  callerEntryIndex,
  checkedTransferAmount,
  downlineTransfersOpen,
  isDirectDownline,
  isUplineOf,
  partiesOf,
  type Direction,
} from './rules.js';

type UplineInput = z.output<typeof transferUplineRequestSchema>;
type DownlineInput = z.output<typeof transferDownlineRequestSchema>;

interface MemberSummary {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  uplineId: number | null;
}

export interface TransferServiceDeps {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  /** Checks the payment password, counting wrong answers against the member's attempt limit. */
  checkPaymentPassword(memberId: number, password: string): Promise<void>;
  summaryOf(memberId: number): Promise<MemberSummary | null>;
  summaryByUsername(merchantId: number, username: string): Promise<MemberSummary | null>;
}

/**
 * Money between a member and their upline, or an agent and their direct downlines: one ledger
 * posting main → main (type `transfer`, idempotent on the caller's request id) and an audit entry.
 */
export function createTransferService(deps: TransferServiceDeps) {
  const { db, clock, ledger } = deps;

  async function uplineOf(member: MemberPrincipal): Promise<MemberSummary | null> {
    const self = await deps.summaryOf(member.id);
    if (!self?.uplineId) return null;
    const upline = await deps.summaryOf(self.uplineId);
    return upline && isUplineOf(self, upline) ? upline : null;
  }

  async function directDownline(site: SiteContext, agent: MemberPrincipal, username: string) {
    const downline = await deps.summaryByUsername(site.merchantId, username);
    if (!downline || !isDirectDownline(downline, agent.id)) throw new AppError('downline.invalid');
    return downline;
  }

  async function transfer(args: {
    site: SiteContext;
    caller: MemberPrincipal;
    actor: AuditActor;
    direction: Direction;
    from: { id: number; username: string };
    to: { id: number; username: string };
    amount: bigint;
    input: UplineInput;
  }) {
    const { site, caller, direction, from, to, amount, input } = args;
    const currency = site.settings.currency;
    const orderNo = orderNoOf('T', caller.id, input.requestId);
    const meta: Record<string, MetaValue> = { orderNo, direction };
    if (input.remark) meta.remark = input.remark;
    let result;
    try {
      result = await ledger.move({
        merchantId: site.merchantId,
        currency: currency.code,
        type: 'transfer',
        idempotencyKey: `transfer:${caller.id}:${input.requestId}`,
        from: ledgerAccount.main(from.id),
        to: ledgerAccount.main(to.id),
        amount,
        meta,
      });
    } catch (error) {
      // Collecting: the balance in the refusal is the downline's, which is not the agent's to read.
      throw memberFacing(error, currency, from.id !== caller.id);
    }
    // A replay (same request id and content) was audited when it happened.
    if (!result.replayed)
      await recordAudit(
        db,
        args.actor,
        {
          action: `transfer.${direction}`,
          target: `member:${(from.id === caller.id ? to : from).id}`,
          merchantCode: site.merchantCode,
          after: {
            orderNo,
            transactionId: result.answer.transactionId,
            from: from.username,
            to: to.username,
            amount: formatMoney(amount, currency),
            ...(input.remark ? { remark: input.remark } : {}),
          },
        },
        clock.now(),
      );
    // Entries follow the legs (from, to): the caller's balance after the transfer.
    const entry = result.answer.entries[callerEntryIndex(from.id, caller.id)]!;
    return { orderNo, balance: formatMoney(BigInt(entry.balanceAfter), currency) };
  }

  /** Both agent transfers: checks, then money from the agent to the downline or back. */
  async function betweenAgentAndDownline(
    site: SiteContext,
    agent: MemberPrincipal,
    input: DownlineInput,
    actor: AuditActor,
    direction: 'downline' | 'collect',
  ) {
    if (!downlineTransfersOpen(site.settings.money, agent.type)) throw new AppError('transfer.not.allowed');
    const amount = checkedTransferAmount(site.settings, input.amount);
    await deps.checkPaymentPassword(agent.id, input.paymentPassword);
    const downline = await directDownline(site, agent, input.downlineUsername);
    return transfer({
      site,
      caller: agent,
      actor,
      direction,
      ...partiesOf<{ id: number; username: string }>(direction, agent, downline),
      amount,
      input,
    });
  }

  return {
    async enabled(site: SiteContext, member: MemberPrincipal) {
      const { uplineEnabled } = site.settings.money.transfer;
      return {
        upline: uplineEnabled && (await uplineOf(member)) !== null,
        downline: downlineTransfersOpen(site.settings.money, member.type),
      };
    },

    async toUpline(site: SiteContext, member: MemberPrincipal, input: UplineInput, actor: AuditActor) {
      const upline = site.settings.money.transfer.uplineEnabled ? await uplineOf(member) : null;
      if (!upline) throw new AppError('transfer.not.allowed');
      const amount = checkedTransferAmount(site.settings, input.amount);
      await deps.checkPaymentPassword(member.id, input.paymentPassword);
      return transfer({
        site,
        caller: member,
        actor,
        direction: 'upline',
        from: member,
        to: upline,
        amount,
        input,
      });
    },

    /** Agent → a direct downline. */
    async toDownline(site: SiteContext, agent: MemberPrincipal, input: DownlineInput, actor: AuditActor) {
      return betweenAgentAndDownline(site, agent, input, actor, 'downline');
    },

    /** A direct downline → its agent (the agent collects). */
    async collect(site: SiteContext, agent: MemberPrincipal, input: DownlineInput, actor: AuditActor) {
      return betweenAgentAndDownline(site, agent, input, actor, 'collect');
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
