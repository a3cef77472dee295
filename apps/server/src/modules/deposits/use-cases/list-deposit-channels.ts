import type { Language } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { providerOf } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import { memberView } from '../methods.js';
import * as store from '../store.js';

/** The methods and channels a member may deposit with, in their language. */
export async function listDepositChannels(deps: DepositDeps, site: SiteContext, language: Language) {
  const [methods, channels] = await Promise.all([
    store.listMethods(deps.db, site.merchantId),
    store.listLiveChannels(deps.db, site.merchantId),
  ]);
  // A gateway channel whose provider this deployment does not run is not offered.
  const offered = channels.filter((channel) => channel.kind !== 'gateway' || providerOf(deps, channel));
  return memberView(methods, offered, site.settings.currency, language);
}
