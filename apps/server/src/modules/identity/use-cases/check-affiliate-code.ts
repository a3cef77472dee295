import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { AffiliateQuery, IdentityServiceDeps } from '../deps.js';

/** Succeeds only when the code is an agent's of this merchant (`affiliate.invalid` otherwise). */
export async function checkAffiliateCode(
  deps: IdentityServiceDeps,
  site: SiteContext,
  query: AffiliateQuery,
) {
  const agent = await deps.members.findAgentByAffiliateCode(site.merchantId, query.code.trim());
  if (!agent) throw new AppError('affiliate.invalid');
}
