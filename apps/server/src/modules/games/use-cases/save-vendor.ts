import type { OperatorVendor } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import { toOperatorVendor } from '../catalogue.js';
import { changed } from '../changes.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

export type VendorInput = Omit<OperatorVendor, 'code'>;

/** Adds or replaces a vendor of the merchant by code (audited). */
export async function saveVendor(
  deps: GameDeps,
  actor: AuditActor,
  site: SiteContext,
  code: string,
  input: VendorInput,
): Promise<OperatorVendor> {
  return changed(deps, site, actor, 'game.vendor.save', `vendor:${code}`, async (tx) => {
    const before = await store.findVendor(tx, site.merchantId, code);
    const row = await store.upsertVendor(tx, site.merchantId, code, { ...input }, deps.clock.now());
    const after = toOperatorVendor(row);
    return { before: before ? toOperatorVendor(before) : null, after, value: after };
  });
}
