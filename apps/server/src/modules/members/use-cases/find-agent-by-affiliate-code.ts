import type { MemberDeps } from '../deps.js';
import { findInvitation } from '../invite-store.js';

/**
 * The agent (type 1, 2, 41, 42) of the merchant an invitation code belongs to, and what a
 * registration with it makes: the agent's own affiliate code (a member), or one of their live
 * invitation links (a member or an agent). Null for an unknown, deleted or expired code.
 */
export async function findAgentByAffiliateCode(deps: MemberDeps, merchantId: number, code: string) {
  if (!code) return null;
  const found = await findInvitation(deps.db, merchantId, code, deps.clock.now());
  return found ? { id: found.agentId, accountType: found.accountType } : null;
}
