import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE, type Consolidated, type ContractKind } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { kindEnabled, requireKind, viewsOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import { bpToRate } from '../rules.js';
import * as store from '../store.js';

/**
 * `/wps/member/info/funds/consolidated`: per kind, whether a request waits for the member (the
 * popup after login) and whether they hold or pay a contract of it (the agent centre's menus), each
 * only while the kind's switch is on. The manual daily salary (`contractmrdailysalinfotype`) is not
 * a contract kind of this platform and is always false.
 */
export async function consolidated(
  deps: AgentDeps,
  site: SiteContext,
  member: MemberPrincipal,
): Promise<Consolidated> {
  const flags = member.type === TRIAL_MEMBER_TYPE ? new Map() : await store.flagsOf(deps.db, member.id);
  const of = (kind: ContractKind) => {
    const found = kindEnabled(site, kind) ? flags.get(kind) : undefined;
    return { request: found?.request ?? false, info: found?.info ?? false };
  };
  return {
    dailysalreqtype: of('daily').request,
    divtypereq: of('dividend').request,
    contracthoursalreq: of('hourly').request,
    realtimesalreqtype: of('realtime').request,
    contractmrdailysalinfotype: false,
    contracthoursalinfo: of('hourly').info,
    dailysalinfotype: of('daily').info,
    realtimesalinfotype: of('realtime').info,
    divtypeinfo: of('dividend').info,
  };
}

/**
 * What waits for the member's answer: offers (with the version accepting replaces and the member's
 * own downline contracts accepting would end, for the warning) and the other side's terminations.
 */
export async function contractRequests(deps: AgentDeps, site: SiteContext, member: MemberPrincipal) {
  const rows = (await store.requestsFor(deps.db, member.id)).filter((row) => kindEnabled(site, row.kind));
  const list = [];
  for (const row of rows) {
    const isNew = row.status === 'offered';
    const replaces = isNew ? (await store.agentContractsOf(deps.db, member.id, row.kind)).active : null;
    const ends = isNew
      ? (await store.paidBy(deps.db, member.id, row.kind)).filter((below) => below.topRateBp > row.topRateBp)
      : [];
    const [contract, ...rest] = await viewsOf(deps, site, [row, ...(replaces ? [replaces] : []), ...ends]);
    list.push({
      type: isNew ? ('new' as const) : ('termination' as const),
      contract: contract!,
      replaces: replaces ? rest[0]! : null,
      endsDownlineContracts: replaces ? rest.slice(1) : rest,
    });
  }
  return { list };
}

/** An agent's contract of a kind, a change waiting for them, their offer limit and their downlines'. */
export async function agentContracts(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  kind: ContractKind,
) {
  requireKind(site, kind);
  const now = deps.clock.now();
  const own = await store.agentContractsOf(deps.db, agent.id, kind);
  const inForce = own.active ?? (await store.inForceOf(deps.db, agent.id, kind, now));
  const downlines = await store.directAgentDownlines(deps.db, site.merchantId, agent.id, AGENT_MEMBER_TYPES);
  const paid = await store.paidBy(deps.db, agent.id, kind);
  const views = await viewsOf(deps, site, [
    ...(inForce ? [inForce] : []),
    ...(own.offered ? [own.offered] : []),
    ...paid,
  ]);
  const byId = new Map(views.map((view) => [view.id, view]));
  const ownActive = own.active;
  return {
    kind,
    mine: inForce ? byId.get(inForce.id)! : null,
    pending: own.offered ? byId.get(own.offered.id)! : null,
    offerLimit: ownActive && ownActive.endsAt === null ? bpToRate(ownActive.topRateBp) : null,
    downlines: downlines.map((downline) => {
      const theirs = paid.filter((row) => row.agentId === downline.id);
      const active = theirs.find((row) => row.status === 'active');
      const offered = theirs.find((row) => row.status === 'offered');
      return {
        member: downline,
        active: active ? byId.get(active.id)! : null,
        pending: offered ? byId.get(offered.id)! : null,
      };
    }),
  };
}

/** Every version of the agent's own contract of a kind (with any payer), or of a direct downline's. */
export async function contractHistory(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: { kind: ContractKind; username?: string | undefined },
) {
  requireKind(site, query.kind);
  if (!query.username) {
    const own = await store.agentContractsOf(deps.db, agent.id, query.kind);
    const payerId =
      own.active?.payerId ??
      own.offered?.payerId ??
      (await deps.members.summaryOf(agent.id))?.uplineId ??
      null;
    const rows = [
      ...(await store.historyOf(deps.db, agent.id, payerId, query.kind)),
      ...(payerId !== null ? await store.historyOf(deps.db, agent.id, null, query.kind) : []),
    ].sort((a, b) => b.id - a.id);
    return { list: await viewsOf(deps, site, rows) };
  }
  const downline = await deps.members.summaryByUsername(site.merchantId, query.username);
  if (!downline || downline.uplineId !== agent.id) throw new AppError('downline.invalid');
  return {
    list: await viewsOf(deps, site, await store.historyOf(deps.db, downline.id, agent.id, query.kind)),
  };
}
