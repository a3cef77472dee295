import type { OperatorMemberDetail } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { balancesOf, twoFactorOf } from '../rules.js';

/**
 * One member's page: what the members module knows (profile, status and lock, type, upline chain,
 * password flags, last login), every ledger account's balance, and the two-factor state.
 */
export async function getMemberDetail(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
): Promise<OperatorMemberDetail> {
  const member = await deps.members.detailForOperator(site.merchantId, memberId);
  const accounts = await deps.ledger.memberAccounts(site.merchantId, memberId);
  const twoFactor = await deps.twoFactorStatus(memberId);
  return {
    ...member,
    balances: balancesOf(accounts, site.settings.currency),
    twoFactor: twoFactorOf(twoFactor),
  };
}
