import type { OperatorMemberRoleInput } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import type { AuditActor } from '../audit/service.js';
import { bindUseCases } from '../../kernel/use-cases.js';
import type { MemberAdminDeps } from './deps.js';
import { endMemberSessions } from './use-cases/end-member-sessions.js';
import { exportMembers } from './use-cases/export-members.js';
import { getMemberDetail } from './use-cases/get-member-detail.js';
import { listMemberLedger } from './use-cases/list-member-ledger.js';
import { exportMemberLedger } from './use-cases/export-member-ledger.js';
import { exportMemberRounds, listMemberRounds } from './use-cases/list-member-rounds.js';
import { lockMember } from './use-cases/lock-member.js';
import { recallMemberRound } from './use-cases/recall-member-round.js';
import { resetMemberPassword } from './use-cases/reset-member-password.js';

export type { MemberAdminDeps } from './deps.js';

/** The merchant of a site, as the members module's operator calls name it. */
const merchantOf = (site: SiteContext) => ({ id: site.merchantId, code: site.merchantCode });

/**
 * The back office's Members area (docs/product.md §Members): the search and its export, a member's
 * page, ledger, sessions, logins and rounds, and the actions on a member, each with a reason and an
 * audit entry. What only the members module knows is its answer as it is.
 */
export function createMemberAdminService(deps: MemberAdminDeps) {
  const { members } = deps;
  return {
    ...bindUseCases(deps, {
      exportCsv: exportMembers,
      detail: getMemberDetail,
      ledger: listMemberLedger,
      exportLedger: exportMemberLedger,
      endSessions: endMemberSessions,
      lock: lockMember,
      resetPassword: resetMemberPassword,
      rounds: listMemberRounds,
      exportRounds: exportMemberRounds,
      recall: recallMemberRound,
    }),
    search: (site: SiteContext, query: Parameters<typeof members.listForOperator>[1]) =>
      members.listForOperator(site.merchantId, query),
    sessions: (site: SiteContext, memberId: number) => members.sessionsForOperator(site.merchantId, memberId),
    logins: (site: SiteContext, memberId: number, query: Parameters<typeof members.loginsForOperator>[2]) =>
      members.loginsForOperator(site.merchantId, memberId, query),
    unlock: (actor: AuditActor, site: SiteContext, memberId: number, reason: string) =>
      members.unlockByOperator(actor, merchantOf(site), memberId, reason),
    setRole: (actor: AuditActor, site: SiteContext, memberId: number, input: OperatorMemberRoleInput) =>
      members.setRoleByOperator(actor, merchantOf(site), memberId, input),
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
