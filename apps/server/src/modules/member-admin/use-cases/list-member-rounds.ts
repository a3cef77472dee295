import type { BetRecord, Language, operatorRoundQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { requireMember } from './require-member.js';

/** The member's game rounds, newest first, by cursor (vendorWallet.memberRounds). */
export async function listMemberRounds(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  query: z.output<typeof operatorRoundQuerySchema>,
  language: Language,
): Promise<{ list: BetRecord[]; cursor: string | null }> {
  await requireMember(deps, site.merchantId, memberId);
  return deps.vendorWallet.memberRounds(
    site,
    memberId,
    {
      vendor: query.vendor,
      status: query.status,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      cursor: query.cursor,
      pageSize: query.pageSize,
    },
    language,
  );
}
