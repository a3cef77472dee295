import { memberDepsOf, type MemberServiceDeps } from './deps.js';
import { authenticateSession } from './use-cases/authenticate-session.js';
import { createMember } from './use-cases/create-member.js';
import { createSession } from './use-cases/create-session.js';
import { endSession } from './use-cases/end-session.js';
import { endSessionsByOperator } from './use-cases/end-sessions-by-operator.js';
import { exportMembersForOperator } from './use-cases/export-members-for-operator.js';
import { findEndedSessions } from './use-cases/find-ended-sessions.js';
import { findAgentByAffiliateCode } from './use-cases/find-agent-by-affiliate-code.js';
import { findMemberByMobile } from './use-cases/find-member-by-mobile.js';
import { findMemberId } from './use-cases/find-member-id.js';
import { getActivityByDay } from './use-cases/get-activity-by-day.js';
import { findMemberSummaryByUsername } from './use-cases/find-member-summary-by-username.js';
import { getMemberContact } from './use-cases/get-member-contact.js';
import { getBirthday } from './use-cases/get-birthday.js';
import { getMemberForLogin } from './use-cases/get-member-for-login.js';
import { getMemberForOperator } from './use-cases/get-member-for-operator.js';
import { getMemberInfo } from './use-cases/get-member-info.js';
import { getMemberSummary } from './use-cases/get-member-summary.js';
import { issueRememberToken } from './use-cases/issue-remember-token.js';
import { listLoginsForOperator } from './use-cases/list-logins-for-operator.js';
import { listMembersForOperator } from './use-cases/list-members-for-operator.js';
import { listSessions } from './use-cases/list-sessions.js';
import { listSessionsForOperator } from './use-cases/list-sessions-for-operator.js';
import { lockMember } from './use-cases/lock-member.js';
import { recordLogin } from './use-cases/record-login.js';
import { requirePaymentPassword } from './use-cases/require-payment-password.js';
import { resetPasswordByOperator } from './use-cases/reset-password-by-operator.js';
import { revokeAllSessions } from './use-cases/revoke-all-sessions.js';
import { revokeRememberToken } from './use-cases/revoke-remember-token.js';
import { revokeSession } from './use-cases/revoke-session.js';
import { setMemberRole } from './use-cases/set-member-role.js';
import { takeRememberToken } from './use-cases/take-remember-token.js';
import { unlockMember } from './use-cases/unlock-member.js';
import { verifyCredentials } from './use-cases/verify-credentials.js';
import { verifyLoginPassword } from './use-cases/verify-login-password.js';
import { applyTeamMoves } from './use-cases/apply-team-moves.js';
import { cancelTeamMove } from './use-cases/cancel-team-move.js';
import { createInviteLink, deleteInviteLink, listInviteLinks } from './use-cases/invite-links.js';
import { listTeamMoves, pendingTeamMoves } from './use-cases/list-team-moves.js';
import { moveTeamMember } from './use-cases/move-team-member.js';
import { newAffiliateCode } from './use-cases/new-affiliate-code.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type { MemberServiceDeps } from './deps.js';
export type { LoginRecord, NewMember, VerifiedMember } from './types.js';
export type { ActivityByDay, ActivityDay } from './activity-store.js';
export type { TeamMoveRow } from './team-store.js';
export type { InviteLinkRow } from './invite-store.js';

/** Member accounts, their sessions and remember-me tokens (docs/product.md §Members, §Sessions). */
export function createMemberService(serviceDeps: MemberServiceDeps) {
  const deps = memberDepsOf(serviceDeps);
  return bindUseCases(deps, {
    createMember,
    idOfUsername: findMemberId,
    findByMobile: findMemberByMobile,
    memberForLogin: getMemberForLogin,
    verifyPasswordOf: verifyLoginPassword,
    requirePaymentPassword,
    summaryOf: getMemberSummary,
    summaryByUsername: findMemberSummaryByUsername,
    contactOf: getMemberContact,
    birthdayOf: getBirthday,
    recordLogin,
    issueRememberToken,
    takeRememberToken,
    revokeRememberToken,
    verifyCredentials,
    findAgentByAffiliateCode,
    createSession,
    authenticate: authenticateSession,
    endedSessions: findEndedSessions,
    revoke: revokeSession,
    revokeAllOf: revokeAllSessions,
    listSessions,
    endSession,
    listForOperator: listMembersForOperator,
    exportForOperator: exportMembersForOperator,
    detailForOperator: getMemberForOperator,
    sessionsForOperator: listSessionsForOperator,
    endSessionsByOperator,
    loginsForOperator: listLoginsForOperator,
    lockByOperator: lockMember,
    unlockByOperator: unlockMember,
    resetPasswordByOperator,
    setRoleByOperator: setMemberRole,
    info: getMemberInfo,
    activityByDay: getActivityByDay,
    newAffiliateCode,
    moveTeamMember,
    cancelTeamMove,
    applyTeamMoves,
    listTeamMoves,
    pendingTeamMoves,
    listInviteLinks,
    createInviteLink,
    deleteInviteLink,
  });
}

export type MemberService = ReturnType<typeof createMemberService>;
