import type { Language } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { DepositDeps } from '../deps.js';
import { memberView } from '../methods.js';
import * as store from '../store.js';

/** The methods and channels a member may deposit with, in their language. */
export async function listDepositChannels(deps: DepositDeps, site: SiteContext, language: Language) {
  const [methods, channels] = await Promise.all([
    store.listMethods(deps.db, site.merchantId),
    store.listLiveChannels(deps.db, site.merchantId),
  ]);
  // A gateway channel whose gateway this deployment does not run, or has switched off, is not offered.
  const providers = await deps.providers.forMerchant(site.merchantId);
  const offered = channels.filter((channel) => {
    if (channel.kind !== 'gateway') return true;
    const provider = channel.provider ? providers.get(channel.provider) : undefined;
    return provider !== undefined && provider.enabled !== false;
  });
  return memberView(methods, offered, site.settings.currency, language);
}
