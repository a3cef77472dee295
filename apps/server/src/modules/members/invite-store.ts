import { sql } from 'drizzle-orm';
import { AGENT_MEMBER_TYPES } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { dateOf, maybeDateOf, rowsOf } from '../../platform/db/rows.js';

/*
 * Invitation links (tables.ts `invite_links`): an agent's extra codes besides their own affiliate
 * code, each making a member or an agent, maybe expiring. Codes are unique per merchant ignoring
 * case, across both kinds (an affiliate code and a link code never collide: see `codeTaken`).
 */

export interface InviteLinkRow {
  id: number;
  agentId: number;
  code: string;
  accountType: 'member' | 'agent';
  createdAt: Date;
  expiresAt: Date | null;
  registrations: number;
}

const AGENT_TYPES = sql.raw(`(${AGENT_MEMBER_TYPES.join(',')})`);

/** The agent an invitation code belongs to, and what it makes: an own code, or a live link. */
export async function findInvitation(
  db: Executor,
  merchantId: number,
  code: string,
  now: Date,
): Promise<{ agentId: number; accountType: 'member' | 'agent' } | null> {
  const [own] = await rowsOf<{ id: number }>(
    db,
    sql`select id from members where merchant_id = ${merchantId} and affiliate_code = ${code}
        and type in ${AGENT_TYPES}`,
  );
  if (own) return { agentId: Number(own.id), accountType: 'member' };
  const [link] = await rowsOf<{ agent_id: number; account_type: string }>(
    db,
    sql`select l.agent_id, l.account_type from invite_links l join members m on m.id = l.agent_id
        where l.merchant_id = ${merchantId} and lower(l.code) = lower(${code}) and l.deleted_at is null
          and (l.expires_at is null or l.expires_at > ${now}) and m.type in ${AGENT_TYPES}`,
  );
  return link
    ? { agentId: Number(link.agent_id), accountType: link.account_type === 'agent' ? 'agent' : 'member' }
    : null;
}

/** Whether a code is in use as an affiliate code or a link code (deleted links keep theirs). */
export async function codeTaken(db: Executor, merchantId: number, code: string): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from members where merchant_id = ${merchantId} and lower(affiliate_code) = lower(${code}))
        or exists (select 1 from invite_links where merchant_id = ${merchantId} and lower(code) = lower(${code})) as taken`,
  );
  return Boolean(row?.taken);
}

export async function insertInviteLink(
  tx: Executor,
  link: {
    merchantId: number;
    agentId: number;
    code: string;
    accountType: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<void> {
  await tx.execute(sql`insert into invite_links (merchant_id, agent_id, code, account_type, created_at, expires_at)
    values (${link.merchantId}, ${link.agentId}, ${link.code}, ${link.accountType}, ${link.createdAt}, ${link.expiresAt})`);
}

/** The agent's links not deleted, newest first, with how many registered through each. */
export async function listInviteLinks(
  db: Executor,
  merchantId: number,
  agentId: number,
): Promise<InviteLinkRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.id, l.agent_id, l.code, l.account_type, l.created_at, l.expires_at,
          (select count(*) from members m where m.merchant_id = l.merchant_id and lower(m.invite_code) = lower(l.code)) as registrations
        from invite_links l where l.agent_id = ${agentId} and l.merchant_id = ${merchantId} and l.deleted_at is null
        order by l.id desc limit 100`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    agentId: Number(row.agent_id),
    code: String(row.code),
    accountType: row.account_type === 'agent' ? 'agent' : 'member',
    createdAt: dateOf(row.created_at),
    expiresAt: maybeDateOf(row.expires_at),
    registrations: Number(row.registrations),
  }));
}

/** How many registered with the agent's own affiliate code. */
export async function ownCodeRegistrations(db: Executor, merchantId: number, code: string): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from members where merchant_id = ${merchantId} and lower(invite_code) = lower(${code})`,
  );
  return Number(row?.n ?? 0);
}

/** Stops a link working; false when the agent has no such live link. */
export async function deleteInviteLink(
  tx: Executor,
  merchantId: number,
  agentId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update invite_links set deleted_at = ${now}
        where merchant_id = ${merchantId} and agent_id = ${agentId} and lower(code) = lower(${code}) and deleted_at is null
        returning id`,
  );
  return rows.length > 0;
}
