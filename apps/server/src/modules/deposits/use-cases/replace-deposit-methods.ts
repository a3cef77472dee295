import type { SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import { methodsOf } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import { channelValues, parseMethodsInput, type MethodsInput } from '../methods.js';
import * as store from '../store.js';

/** Replaces the whole set of methods and channels (audited); channels left out are retired. */
export async function replaceDepositMethods(
  deps: DepositDeps,
  actor: AuditActor,
  site: SiteContext,
  input: MethodsInput,
) {
  const parsed = parseMethodsInput(
    input,
    site.settings.currency,
    await deps.providers.forMerchant(site.merchantId),
  );
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await store.lockMerchantMethods(tx, site.merchantId);
    const ids = parsed.flatMap((method) => method.channels.flatMap((channel) => channel.id ?? []));
    const known = await store.channelIdsOf(tx, site.merchantId, ids);
    const unknown: Record<string, { code: string; message: string }> = {};
    parsed.forEach((method, m) =>
      method.channels.forEach((channel, c) => {
        if (channel.id !== undefined && !known.has(channel.id))
          unknown[`${m}.channels.${c}.id`] = { code: 'field.not_found', message: 'No such channel' };
      }),
    );
    if (Object.keys(unknown).length) throw validationError(unknown);

    const before = await methodsOf(deps, site, tx);
    const kept: number[] = [];
    for (const method of parsed) {
      const { channels, ...values } = method;
      const methodId = await store.upsertMethod(tx, site.merchantId, values);
      for (const channel of channels) {
        const columns = channelValues(methodId, channel);
        if (channel.id !== undefined) {
          await store.updateChannel(tx, site.merchantId, channel.id, columns);
          kept.push(channel.id);
        } else kept.push(await store.insertChannel(tx, site.merchantId, columns));
      }
    }
    await store.retireChannelsExcept(tx, site.merchantId, kept, now);
    await store.removeMethodsExcept(
      tx,
      site.merchantId,
      parsed.map((method) => method.code),
    );
    const after = await methodsOf(deps, site, tx);
    await recordAudit(
      tx,
      actor,
      {
        action: 'deposit.methods.replace',
        target: `deposit-methods:${site.merchantCode}`,
        merchantCode: site.merchantCode,
        before,
        after,
      },
      now,
    );
    return after;
  });
}
