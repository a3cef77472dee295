import type { Language } from '@wps/contracts';
import { localized } from '../catalogue.js';
import type { GameDeps } from '../deps.js';

/** A vendor's name in the language; its code when the catalogue does not know it. */
export async function getVendorName(
  deps: Pick<GameDeps, 'cache'>,
  merchantId: number,
  vendorCode: string,
  language: Language,
): Promise<string> {
  const vendor = (await deps.cache.get(merchantId)).vendorByCode.get(vendorCode);
  return vendor ? localized(vendor.name, language) : vendorCode;
}
