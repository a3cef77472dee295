import { randomBytes } from 'node:crypto';
import { TRIAL_MEMBER_TYPE, type LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { ClientMeta, FreePlayInput, IdentityServiceDeps } from '../deps.js';
import { trialUsername } from '../rules.js';
import { signInNew } from '../sign-in.js';
import { requireHumanChallenge } from './require-human-challenge.js';

/** Free play (FREEPLAY3): a new trial account (type 4) without password, play money only. */
export async function startFreePlay(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: FreePlayInput,
  meta: ClientMeta,
): Promise<LoginValue> {
  await requireHumanChallenge(deps, site, input.challenge);
  const member = await deps.members.createMember({
    merchantId: site.merchantId,
    username: trialUsername(randomBytes(5).toString('hex')),
    type: TRIAL_MEMBER_TYPE,
    password: null,
  });
  await deps.onTrialAccount?.(site, member.id);
  return signInNew(deps, site, member, meta, 'freeplay');
}
