import type { Executor } from '../../platform/db/index.js';
import * as store from './account-store.js';
import { payeeNameClaim } from './rules.js';

/**
 * The member's payee name, setting it to `name` (`claimed`) when the member has none yet (set-once, as the
 * profile update keeps it). Locks the member's row like the account service does, so a profile
 * update and a first card binding cannot both set it. Pass the caller's transaction: the name is
 * set only if that transaction commits.
 */
export async function claimPayeeName(
  tx: Executor,
  member: { id: number; merchantId: number },
  name: string,
  now: Date,
): Promise<{ payeeName: string; claimed: boolean }> {
  await store.lockMember(tx, member.id);
  const claim = payeeNameClaim((await store.findProfile(tx, member.id))?.payeeName, name);
  if (claim.claimed) await store.upsertProfile(tx, member.id, member.merchantId, { payeeName: name }, now);
  return claim;
}
