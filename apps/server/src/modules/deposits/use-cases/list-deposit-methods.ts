import type { SiteContext } from '../../../platform/context.js';
import { methodsOf } from '../channels.js';
import type { DepositDeps } from '../deps.js';

/** The site's methods and live channels as operators configure them. */
export async function listDepositMethods(deps: DepositDeps, site: SiteContext) {
  return methodsOf(deps, site);
}
