import { AGENT_MEMBER_TYPES, type Contract, type offerContractBodySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { isUniqueViolation } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import { periodFor, requireKind, viewOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import { requireWithinLimit, tiersFromInput, topRateOf } from '../rules.js';
import * as store from '../store.js';

type OfferInput = z.output<typeof offerContractBodySchema>;

const isAgentType = (type: number) => (AGENT_MEMBER_TYPES as readonly number[]).includes(type);

/**
 * An agent offers a direct downline agent a contract of a kind, or a change of the one in force (a
 * new request the downline accepts or rejects). The agent must hold an active contract of the kind
 * not already ending (`contract.no.own.contract`) and no tier may pay above its top rate
 * (`contract.rate.above.upline`); one offer waits per downline and kind (`contract.pending.exists`).
 */
export async function offerContract(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  input: OfferInput,
): Promise<Contract> {
  requireKind(site, input.kind);
  const downline = await deps.members.summaryByUsername(site.merchantId, input.downlineUsername);
  if (!downline || downline.uplineId !== agent.id) throw new AppError('downline.invalid');
  if (!isAgentType(downline.type)) throw new AppError('contract.downline.not.agent');
  const tiers = tiersFromInput(input.kind, input.tiers, site.settings.currency);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const own = (await store.agentContractsOf(tx, agent.id, input.kind, true)).active;
      if (!own || own.endsAt !== null) throw new AppError('contract.no.own.contract');
      requireWithinLimit(tiers, own.topRateBp);
      const theirs = await store.agentContractsOf(tx, downline.id, input.kind, true);
      if (theirs.offered) throw new AppError('contract.pending.exists');
      if (theirs.active && theirs.active.payerId !== agent.id) throw new AppError('contract.state.invalid');
      return store.insertOffer(tx, {
        merchantId: site.merchantId,
        kind: input.kind,
        agentId: downline.id,
        payerId: agent.id,
        version: await store.nextVersion(tx, downline.id, agent.id, input.kind),
        period: periodFor(input.kind, input.period, input.kind === 'dividend' ? own.period : null),
        carryOver: input.kind === 'dividend' ? (input.carryOver ?? 'none') : 'none',
        tiers,
        topRateBp: topRateOf(tiers),
        offeredBy: `member:${agent.username}`,
        offeredAt: now,
      });
    });
    return viewOf(deps, site, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('contract.pending.exists');
    throw error;
  }
}
