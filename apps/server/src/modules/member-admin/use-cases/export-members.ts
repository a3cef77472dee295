import { MEMBER_EXPORT_MAX_ROWS, type OperatorMemberFilter } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { csvHeader, csvLines } from '../rules.js';

/**
 * The members the filters match as CSV, in the list's order, at most MEMBER_EXPORT_MAX_ROWS rows
 * (`truncated` when more matched). Read in keyset batches, so only the text is held whole.
 */
export async function exportMembers(
  deps: MemberAdminDeps,
  site: SiteContext,
  filter: OperatorMemberFilter,
): Promise<{ csv: string; truncated: boolean }> {
  const parts = [csvHeader()];
  const batches = deps.members.exportForOperator(site.merchantId, filter, MEMBER_EXPORT_MAX_ROWS);
  for (let next = await batches.next(); ; next = await batches.next()) {
    if (next.done) return { csv: parts.join(''), truncated: next.value.truncated };
    parts.push(csvLines(next.value));
  }
}
