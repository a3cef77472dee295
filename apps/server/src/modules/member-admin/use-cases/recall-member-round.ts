import type { GameRecall, Language } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { requireMember } from './require-member.js';

/** One round of the member's, as the member's own recall shows it (another member's is not.found). */
export async function recallMemberRound(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  round: { vendorCode: string; roundId: string },
  language: Language,
): Promise<GameRecall> {
  await requireMember(deps, site.merchantId, memberId);
  return deps.vendorWallet.recall(
    site,
    memberId,
    { vassalage: round.vendorCode, roundId: round.roundId },
    language,
  );
}
