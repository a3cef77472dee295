import { isModuleEnabled } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { IdentityServiceDeps } from '../deps.js';

/** The human check (GEETEST3), also for other modules' anonymous calls such as SMS code requests. */
export async function requireHumanChallenge(
  deps: Pick<IdentityServiceDeps, 'humanChallenge'>,
  site: SiteContext,
  payload: string | undefined,
) {
  if (!isModuleEnabled(site.settings.modules, 'GEETEST3')) return;
  if (!payload) throw new AppError('challenge.required');
  if (!(await deps.humanChallenge.verify(payload))) throw new AppError('challenge.invalid');
}
