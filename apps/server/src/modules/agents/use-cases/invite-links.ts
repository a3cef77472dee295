import type { createInviteLinkBodySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import type { InviteLinkRow } from '../../members/service.js';
import type { AgentDeps } from '../deps.js';

/** The registration address with an invitation code (the member site reads `?affiliateCode=`). */
function linkView(deps: AgentDeps, site: SiteContext, row: InviteLinkRow) {
  return {
    code: row.code,
    url: `${deps.siteUrl(site)}/register?affiliateCode=${encodeURIComponent(row.code)}`,
    accountType: row.accountType,
    registrations: row.registrations,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
  };
}

/** The agent's own code and their live invitation links (invite friends, the agent centre). */
export async function inviteLinks(deps: AgentDeps, site: SiteContext, agent: MemberPrincipal) {
  const { own, list } = await deps.members.listInviteLinks(site.merchantId, agent.id);
  return { own: linkView(deps, site, own), list: list.map((row) => linkView(deps, site, row)) };
}

export async function createInviteLink(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  input: z.output<typeof createInviteLinkBodySchema>,
) {
  return linkView(deps, site, await deps.members.createInviteLink(site.merchantId, agent.id, input));
}

export async function deleteInviteLink(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  code: string,
) {
  await deps.members.deleteInviteLink(site.merchantId, agent.id, code);
}
