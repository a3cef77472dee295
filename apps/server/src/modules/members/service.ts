import { memberDepsOf, type MemberDeps, type MemberServiceDeps } from './deps.js';
import { authenticateSession } from './use-cases/authenticate-session.js';
import { createMember } from './use-cases/create-member.js';
import { createSession } from './use-cases/create-session.js';
import { endSession } from './use-cases/end-session.js';
import { findAgentByAffiliateCode } from './use-cases/find-agent-by-affiliate-code.js';
import { findMemberByMobile } from './use-cases/find-member-by-mobile.js';
import { findMemberId } from './use-cases/find-member-id.js';
import { findMemberSummaryByUsername } from './use-cases/find-member-summary-by-username.js';
import { getMemberContact } from './use-cases/get-member-contact.js';
import { getMemberForLogin } from './use-cases/get-member-for-login.js';
import { getMemberInfo } from './use-cases/get-member-info.js';
import { getMemberSummary } from './use-cases/get-member-summary.js';
import { issueRememberToken } from './use-cases/issue-remember-token.js';
import { listMembersForOperator } from './use-cases/list-members-for-operator.js';
import { listSessions } from './use-cases/list-sessions.js';
import { recordLogin } from './use-cases/record-login.js';
import { requirePaymentPassword } from './use-cases/require-payment-password.js';
import { resetPasswordByOperator } from './use-cases/reset-password-by-operator.js';
import { revokeAllSessions } from './use-cases/revoke-all-sessions.js';
import { revokeRememberToken } from './use-cases/revoke-remember-token.js';
import { revokeSession } from './use-cases/revoke-session.js';
import { setMemberRole } from './use-cases/set-member-role.js';
import { takeRememberToken } from './use-cases/take-remember-token.js';
import { verifyCredentials } from './use-cases/verify-credentials.js';
import { verifyLoginPassword } from './use-cases/verify-login-password.js';

export type { MemberServiceDeps } from './deps.js';
export type { LoginRecord, NewMember, VerifiedMember } from './types.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: MemberDeps, ...args: infer A) => unknown ? A : never;

/** Member accounts, their sessions and remember-me tokens (docs/product.md §Members, §Sessions). */
export function createMemberService(serviceDeps: MemberServiceDeps) {
  const deps = memberDepsOf(serviceDeps);
  return {
    createMember: (...args: Args<typeof createMember>) => createMember(deps, ...args),
    idOfUsername: (...args: Args<typeof findMemberId>) => findMemberId(deps, ...args),
    findByMobile: (...args: Args<typeof findMemberByMobile>) => findMemberByMobile(deps, ...args),
    memberForLogin: (...args: Args<typeof getMemberForLogin>) => getMemberForLogin(deps, ...args),
    verifyPasswordOf: (...args: Args<typeof verifyLoginPassword>) => verifyLoginPassword(deps, ...args),
    requirePaymentPassword: (...args: Args<typeof requirePaymentPassword>) =>
      requirePaymentPassword(deps, ...args),
    summaryOf: (...args: Args<typeof getMemberSummary>) => getMemberSummary(deps, ...args),
    summaryByUsername: (...args: Args<typeof findMemberSummaryByUsername>) =>
      findMemberSummaryByUsername(deps, ...args),
    contactOf: (...args: Args<typeof getMemberContact>) => getMemberContact(deps, ...args),
    recordLogin: (...args: Args<typeof recordLogin>) => recordLogin(deps, ...args),
    issueRememberToken: (...args: Args<typeof issueRememberToken>) => issueRememberToken(deps, ...args),
    takeRememberToken: (...args: Args<typeof takeRememberToken>) => takeRememberToken(deps, ...args),
    revokeRememberToken: (...args: Args<typeof revokeRememberToken>) => revokeRememberToken(deps, ...args),
    verifyCredentials: (...args: Args<typeof verifyCredentials>) => verifyCredentials(deps, ...args),
    findAgentByAffiliateCode: (...args: Args<typeof findAgentByAffiliateCode>) =>
      findAgentByAffiliateCode(deps, ...args),
    createSession: (...args: Args<typeof createSession>) => createSession(deps, ...args),
    authenticate: (...args: Args<typeof authenticateSession>) => authenticateSession(deps, ...args),
    revoke: (...args: Args<typeof revokeSession>) => revokeSession(deps, ...args),
    revokeAllOf: (...args: Args<typeof revokeAllSessions>) => revokeAllSessions(deps, ...args),
    listSessions: (...args: Args<typeof listSessions>) => listSessions(deps, ...args),
    endSession: (...args: Args<typeof endSession>) => endSession(deps, ...args),
    listForOperator: (...args: Args<typeof listMembersForOperator>) => listMembersForOperator(deps, ...args),
    resetPasswordByOperator: (...args: Args<typeof resetPasswordByOperator>) =>
      resetPasswordByOperator(deps, ...args),
    setRoleByOperator: (...args: Args<typeof setMemberRole>) => setMemberRole(deps, ...args),
    info: (...args: Args<typeof getMemberInfo>) => getMemberInfo(deps, ...args),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
