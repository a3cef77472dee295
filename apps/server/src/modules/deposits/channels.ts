import type { SiteContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/index.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { DepositDeps } from './deps.js';
import { operatorView } from './methods.js';
import type { PaymentProvider } from './providers/index.js';
import { depositsClosed } from './rules.js';
import * as store from './store.js';

/*
 * Methods, channels and their payment providers as several deposit use cases read them.
 */

export function requireDepositsOpen(site: SiteContext) {
  if (depositsClosed(site.settings.modules)) throw new AppError('function.not.available');
}

/**
 * The gateway of a channel, switched off or not (orders in flight are asked about and settle): the
 * deployment's own, or one of the channel's merchant's; null when there is none.
 */
export async function providerOf(
  deps: Pick<DepositDeps, 'providers'>,
  channel: Pick<store.ChannelRow, 'provider' | 'merchantId'>,
): Promise<PaymentProvider | null> {
  const provider = channel.provider ? await deps.providers.find(channel.provider) : null;
  if (!provider || (provider.merchantId !== undefined && provider.merchantId !== channel.merchantId))
    return null;
  return provider;
}

/** The gateway of a channel when it takes new orders (known, the merchant's, switched on). */
export async function offeredProviderOf(
  deps: Pick<DepositDeps, 'providers'>,
  channel: Pick<store.ChannelRow, 'provider' | 'merchantId'>,
): Promise<PaymentProvider | null> {
  const provider = await providerOf(deps, channel);
  return provider && provider.enabled !== false ? provider : null;
}

/** An enabled, live channel of an enabled method of the site, of the given kind. */
export async function usableChannel(
  deps: DepositDeps,
  site: SiteContext,
  channelId: number,
  kind: 'gateway' | 'manual',
) {
  const found = await store.findChannel(deps.db, site.merchantId, channelId);
  if (
    !found ||
    found.channel.retiredAt ||
    !found.channel.enabled ||
    !found.method.enabled ||
    found.channel.kind !== kind ||
    (kind === 'gateway' && !(await offeredProviderOf(deps, found.channel)))
  )
    throw validationError({
      channelId: { code: 'field.invalid_value', message: 'This payment channel is not available' },
    });
  return found.channel;
}

/** The operator's view of the site's methods, read through `executor` (a transaction, or the pool). */
export async function methodsOf(deps: DepositDeps, site: SiteContext, executor: Executor = deps.db) {
  // One after the other: inside a transaction they share one connection.
  const methods = await store.listMethods(executor, site.merchantId);
  const channels = await store.listLiveChannels(executor, site.merchantId);
  const used = await store.methodsWithChannels(executor, site.merchantId);
  return operatorView(methods, channels, used, site.settings.currency);
}

/** Where the gateway sends the member back and posts its callbacks. */
export function linksFor(deps: Pick<DepositDeps, 'publicUrl'>, provider: string) {
  const base = deps.publicUrl();
  return {
    notifyUrl: `${base}/wps/payment/notify/${provider}`,
    returnUrl: `${base}/?memberCentre=depositv2`,
  };
}
