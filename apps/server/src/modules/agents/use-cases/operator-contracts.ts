import {
  AGENT_MEMBER_TYPES,
  type Contract,
  type operatorContractQuerySchema,
  type platformContractBodySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { SiteContext } from '../../../platform/context.js';
import { isUniqueViolation } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import { currentPeriodEnd, endWithChain, periodFor, timeZoneOf, viewOf, viewsOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import { bpToRate, tiersFromInput, topRateOf } from '../rules.js';
import * as store from '../store.js';

/**
 * The platform offers a top-level agent (no upline) its contract of a kind, or a change of it; the
 * agent accepts it on the site like any other offer. Audited.
 */
export async function offerPlatformContract(
  deps: AgentDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof platformContractBodySchema>,
): Promise<Contract> {
  const agent = await deps.members.summaryOf(input.agentId);
  if (!agent || agent.merchantId !== site.merchantId) throw new AppError('not.found');
  if (!(AGENT_MEMBER_TYPES as readonly number[]).includes(agent.type))
    throw new AppError('contract.downline.not.agent');
  if (agent.uplineId !== null) throw new AppError('contract.top.agent.only');
  const tiers = tiersFromInput(input.kind, input.tiers, site.settings.currency);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const theirs = await store.agentContractsOf(tx, agent.id, input.kind, true);
      if (theirs.offered) throw new AppError('contract.pending.exists');
      const offered = await store.insertOffer(tx, {
        merchantId: site.merchantId,
        kind: input.kind,
        agentId: agent.id,
        payerId: null,
        version: await store.nextVersion(tx, agent.id, null, input.kind),
        period: periodFor(input.kind, input.period, null),
        carryOver: input.kind === 'dividend' ? (input.carryOver ?? 'none') : 'none',
        tiers,
        topRateBp: topRateOf(tiers),
        offeredBy: `operator:${actor.operatorName ?? 'system'}`,
        offeredAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          action: 'contract.offer',
          target: `member:${agent.id}`,
          merchantCode: site.merchantCode,
          after: {
            contractId: offered.id,
            kind: input.kind,
            version: offered.version,
            topRate: bpToRate(offered.topRateBp),
            reason: input.reason,
          },
        },
        now,
      );
      return offered;
    });
    return viewOf(deps, site, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('contract.pending.exists');
    throw error;
  }
}

/**
 * An operator ends a contract without asking either side: an offer is withdrawn; an active version
 * ends at the end of its current period (that period is still paid), with the chain below. Audited.
 */
export async function terminateByOperator(
  deps: AgentDeps,
  site: SiteContext,
  actor: AuditActor,
  contractId: number,
  reason: string,
): Promise<Contract> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const contract = await store.findContract(tx, site.merchantId, contractId, true);
    if (!contract) throw new AppError('contract.not.found');
    let changed;
    if (contract.status === 'offered')
      changed = await store.updateContract(tx, contract.id, {
        status: 'withdrawn',
        answeredAt: now,
        endReason: 'operator',
      });
    else if (contract.status === 'active' && contract.endsAt === null)
      [changed] = await endWithChain(
        tx,
        contract,
        currentPeriodEnd(contract, now, timeZoneOf(site)),
        'operator',
      );
    else throw new AppError('contract.state.invalid');
    await recordAudit(
      tx,
      actor,
      {
        action: 'contract.terminate',
        target: `member:${contract.agentId}`,
        merchantCode: site.merchantCode,
        before: { contractId: contract.id, status: contract.status },
        after: { status: changed!.status, endsAt: changed!.endsAt?.toISOString() ?? null, reason },
      },
      now,
    );
    return changed!;
  });
  return viewOf(deps, site, row);
}

/** Every contract version by kind, status, member and payer type, newest first. */
export async function listContractsForOperator(
  deps: AgentDeps,
  site: SiteContext,
  query: z.output<typeof operatorContractQuerySchema>,
) {
  let memberId: number | undefined;
  if (query.username) {
    const member = await deps.members.summaryByUsername(site.merchantId, query.username);
    if (!member) return pageOf([], 0, query);
    memberId = member.id;
  }
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await store.listContracts(deps.db, site.merchantId, {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.payer ? { payer: query.payer } : {}),
    ...(memberId !== undefined ? { memberId } : {}),
    limit,
    offset,
  });
  return pageOf(await viewsOf(deps, site, rows), total, query);
}

/** Every version between the same payer and agent for the same kind as this contract. */
export async function contractHistoryForOperator(deps: AgentDeps, site: SiteContext, contractId: number) {
  const contract = await store.findContract(deps.db, site.merchantId, contractId);
  if (!contract) throw new AppError('contract.not.found');
  const rows = await store.historyOf(deps.db, contract.agentId, contract.payerId, contract.kind);
  return { list: await viewsOf(deps, site, rows) };
}
