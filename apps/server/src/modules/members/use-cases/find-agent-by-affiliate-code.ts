import { AGENT_MEMBER_TYPES } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';

/** The agent (type 1, 2, 41, 42) of the merchant holding this affiliate code, or null. */
export async function findAgentByAffiliateCode(deps: MemberDeps, merchantId: number, code: string) {
  if (!code) return null;
  const agent = await store.findMemberByAffiliateCode(deps.db, merchantId, code, AGENT_MEMBER_TYPES);
  return agent ? { id: agent.id, username: agent.username, type: agent.type } : null;
}
