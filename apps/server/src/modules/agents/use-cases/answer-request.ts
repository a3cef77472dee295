import type { Contract, ContractKind } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import {
  currentPeriodEnd,
  endBelow,
  endWithChain,
  requireKind,
  timeZoneOf,
  viewOf,
} from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import * as store from '../store.js';

/**
 * The four process calls: the member accepts or rejects the request waiting on a contract of `kind`.
 *
 * - A new contract (or change) offered to them: rejecting closes it. Accepting makes it the version
 *   in force at once (the one it replaces is superseded), after checking that the payer still holds
 *   a contract of the kind at a rate at least as high and is still their upline. Contracts the
 *   member pays its own downlines whose rate would now be above theirs end at the end of their
 *   current period, with the chains below them (spec: the lower contract is terminated when the
 *   member proceeds; `contractRequests` shows which before they accept).
 * - A termination the other side asked: accepting ends the contract at the end of its current
 *   period (that period is still paid), with the chain below; rejecting keeps it as it is.
 *
 * Rows are locked in the transaction, so an answer racing the other side's change (a withdrawn
 * offer, a second answer) finds the request gone: `contract.no.request`.
 */
export async function answerRequest(
  deps: AgentDeps,
  site: SiteContext,
  member: MemberPrincipal,
  kind: ContractKind,
  contractId: number,
  accept: boolean,
): Promise<Contract> {
  requireKind(site, kind);
  const now = deps.clock.now();
  const zone = timeZoneOf(site);
  // Read before the transaction: the embedded database runs one transaction at a time.
  const self = await deps.members.summaryOf(member.id);
  const row = await deps.db.transaction(async (tx) => {
    const contract = await store.findContract(tx, site.merchantId, contractId, true);
    if (
      !contract ||
      contract.kind !== kind ||
      (contract.agentId !== member.id && contract.payerId !== member.id)
    )
      throw new AppError('contract.not.found');

    if (contract.status === 'offered' && contract.agentId === member.id) {
      if (!accept) return store.updateContract(tx, contract.id, { status: 'rejected', answeredAt: now });
      if (contract.payerId !== null) {
        const payerOwn = (await store.agentContractsOf(tx, contract.payerId, kind, true)).active;
        if (!payerOwn || payerOwn.endsAt !== null) throw new AppError('contract.state.invalid');
        if (contract.topRateBp > payerOwn.topRateBp) throw new AppError('contract.rate.above.upline');
        if (self?.uplineId !== contract.payerId) throw new AppError('contract.state.invalid');
      }
      const current = (await store.agentContractsOf(tx, member.id, kind, true)).active;
      if (current)
        await store.updateContract(tx, current.id, {
          status: 'superseded',
          endsAt: now,
          endReason: 'superseded',
        });
      const accepted = await store.updateContract(tx, contract.id, {
        status: 'active',
        answeredAt: now,
        activeFrom: now,
      });
      await endBelow(
        tx,
        member.id,
        kind,
        currentPeriodEnd(accepted, now, zone),
        (below) => below.topRateBp > accepted.topRateBp,
      );
      return accepted;
    }

    const asked = contract.status === 'active' && contract.endsAt === null ? contract.terminationBy : null;
    const waitsForMember =
      (asked === 'payer' && contract.agentId === member.id) ||
      (asked === 'agent' && contract.payerId === member.id);
    if (!waitsForMember) throw new AppError('contract.no.request');
    if (!accept) return store.updateContract(tx, contract.id, { terminationBy: null, terminationAt: null });
    const [ended] = await endWithChain(tx, contract, currentPeriodEnd(contract, now, zone), 'agreed');
    return ended!;
  });
  return viewOf(deps, site, row);
}
