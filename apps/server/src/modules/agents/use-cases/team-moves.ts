import type { moveMemberBodySchema, teamMoveQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { AuditActor } from '../../audit/service.js';
import type { SiteContext } from '../../../platform/context.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { TeamMoveRow } from '../../members/service.js';
import { timeZoneOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import { nextLocalMidnight } from '../periods.js';
import * as store from '../store.js';

async function movesView(deps: AgentDeps, rows: TeamMoveRow[]) {
  const names = await store.usernamesOf(
    deps.db,
    rows.flatMap((row) =>
      [row.memberId, row.fromUplineId, row.toUplineId].filter((id): id is number => id !== null),
    ),
  );
  const party = (id: number | null) => (id === null ? null : { id, username: names.get(id) ?? `#${id}` });
  return rows.map((row) => ({
    id: row.id,
    member: party(row.memberId)!,
    from: party(row.fromUplineId),
    to: party(row.toUplineId),
    effectiveAt: row.effectiveAt.getTime(),
    state: row.state,
    requestedBy: row.requestedBy,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
  }));
}

/**
 * An operator moves a member and their team under another agent: effective at the merchant's next
 * local midnight, the boundary every contract period shares (docs/decisions.md, "The team tree").
 */
export async function moveMember(
  deps: AgentDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof moveMemberBodySchema>,
) {
  const effectiveAt = nextLocalMidnight(deps.clock.now(), timeZoneOf(site));
  const move = await deps.members.moveTeamMember(
    actor,
    { id: site.merchantId, code: site.merchantCode },
    { memberId: input.memberId, uplineId: input.uplineId, reason: input.reason, effectiveAt },
  );
  return (await movesView(deps, [move]))[0]!;
}

export async function cancelMove(
  deps: AgentDeps,
  site: SiteContext,
  actor: AuditActor,
  moveId: number,
  reason: string,
) {
  const move = await deps.members.cancelTeamMove(
    actor,
    { id: site.merchantId, code: site.merchantCode },
    moveId,
    reason,
  );
  return (await movesView(deps, [move]))[0]!;
}

export async function listMoves(
  deps: AgentDeps,
  site: SiteContext,
  query: z.output<typeof teamMoveQuerySchema>,
) {
  const { rows, total } = await deps.members.listTeamMoves(site.merchantId, {
    ...(query.state ? { state: query.state } : {}),
    ...pageWindow(query),
  });
  return pageOf(await movesView(deps, rows), total, query);
}
