import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';
import {
  deleteInviteLink as deleteLink,
  insertInviteLink,
  listInviteLinks as listLinks,
  ownCodeRegistrations,
  type InviteLinkRow,
} from '../invite-store.js';
import { newAffiliateCode } from './new-affiliate-code.js';

const DAY_MS = 86_400_000;

/**
 * An agent's invitation code (made now if the agent has none yet: an agent made by hand before codes
 * were given) and their live links, with the registrations each brought.
 */
export async function listInviteLinks(
  deps: MemberDeps,
  merchantId: number,
  agentId: number,
): Promise<{ own: InviteLinkRow; list: InviteLinkRow[] }> {
  const agent = await store.findMemberById(deps.db, agentId);
  if (!agent || agent.merchantId !== merchantId) throw new AppError('not.found');
  let code = agent.affiliateCode;
  if (!code) {
    code = await newAffiliateCode(deps, merchantId);
    await store.updateMember(deps.db, agentId, { affiliateCode: code });
  }
  const own: InviteLinkRow = {
    id: 0,
    agentId,
    code,
    accountType: 'member',
    createdAt: agent.createdAt,
    expiresAt: null,
    registrations: await ownCodeRegistrations(deps.db, merchantId, code),
  };
  return { own, list: await listLinks(deps.db, merchantId, agentId) };
}

/** A new link for members or agents, expiring after `expiresInDays` (null: never). */
export async function createInviteLink(
  deps: MemberDeps,
  merchantId: number,
  agentId: number,
  input: { accountType: 'member' | 'agent'; expiresInDays: number | null },
): Promise<InviteLinkRow> {
  const now = deps.clock.now();
  const code = await newAffiliateCode(deps, merchantId);
  const expiresAt =
    input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
  await insertInviteLink(deps.db, {
    merchantId,
    agentId,
    code,
    accountType: input.accountType,
    createdAt: now,
    expiresAt,
  });
  return {
    id: 0,
    agentId,
    code,
    accountType: input.accountType,
    createdAt: now,
    expiresAt,
    registrations: 0,
  };
}

/** Stops one of the agent's links working (`invite.link.not.found` for another's or a deleted one). */
export async function deleteInviteLink(deps: MemberDeps, merchantId: number, agentId: number, code: string) {
  if (!(await deleteLink(deps.db, merchantId, agentId, code, deps.clock.now())))
    throw new AppError('invite.link.not.found');
}
