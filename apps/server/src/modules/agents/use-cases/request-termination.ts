import type { Contract } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { currentPeriodEnd, endWithChain, timeZoneOf, viewOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import * as store from '../store.js';

/**
 * Either side of a contract asks to end it (a termination request the other side answers through the
 * process call). The payer may instead take back an offer not yet answered (withdrawn). When the
 * other side already asked, asking too is agreeing: the contract ends at the end of its current
 * period. The platform agrees at once to a top-level agent's request to end its platform contract.
 */
export async function requestTermination(
  deps: AgentDeps,
  site: SiteContext,
  member: MemberPrincipal,
  contractId: number,
): Promise<Contract> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const contract = await store.findContract(tx, site.merchantId, contractId, true);
    if (!contract || (contract.agentId !== member.id && contract.payerId !== member.id))
      throw new AppError('contract.not.found');
    const side = contract.agentId === member.id ? 'agent' : 'payer';
    if (contract.status === 'offered') {
      if (side !== 'payer') throw new AppError('contract.state.invalid');
      return store.updateContract(tx, contract.id, {
        status: 'withdrawn',
        answeredAt: now,
        endReason: 'withdrawn',
      });
    }
    if (contract.status !== 'active' || contract.endsAt !== null)
      throw new AppError('contract.state.invalid');
    const agreed =
      contract.payerId === null || (contract.terminationBy !== null && contract.terminationBy !== side);
    if (agreed) {
      const [ended] = await endWithChain(
        tx,
        contract,
        currentPeriodEnd(contract, now, timeZoneOf(site)),
        'agreed',
      );
      return ended!;
    }
    if (contract.terminationBy === side) throw new AppError('contract.state.invalid');
    return store.updateContract(tx, contract.id, { terminationBy: side, terminationAt: now });
  });
  return viewOf(deps, site, row);
}
