import type { PartnerVendor } from '@wps/contracts';
import type { GameDeps } from '../deps.js';
import * as partnerStore from '../partner-store.js';
import { setUpVendorView, toPartnerVendor } from '../partner-vendors.js';
import {
  IN_HOUSE_DESCRIPTION,
  IN_HOUSE_LOTTERY,
  IN_HOUSE_LOTTERY_DESCRIPTION,
  IN_HOUSE_VENDOR,
} from '../vendor-directory.js';

/** The deployment's vendors: those it sets up (the in-house one first), then the configured ones. */
export async function listPartnerVendors(deps: GameDeps): Promise<{ list: PartnerVendor[] }> {
  const setUp = deps.directory
    .setUpVendors()
    .map((endpoint) =>
      endpoint.code === IN_HOUSE_VENDOR
        ? setUpVendorView(endpoint, IN_HOUSE_DESCRIPTION.name, [...IN_HOUSE_DESCRIPTION.categories])
        : endpoint.code === IN_HOUSE_LOTTERY
          ? setUpVendorView(endpoint, IN_HOUSE_LOTTERY_DESCRIPTION.name, [
              ...IN_HOUSE_LOTTERY_DESCRIPTION.categories,
            ])
          : setUpVendorView(endpoint, endpoint.code, []),
    );
  const configured = (await partnerStore.listPartnerVendors(deps.db)).map(toPartnerVendor);
  return { list: [...setUp, ...configured] };
}
