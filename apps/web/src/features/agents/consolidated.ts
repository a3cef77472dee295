import { queryOptions } from '@tanstack/react-query';
import type { Consolidated } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { writeItem } from '../../shared/storage/storage';
import { consolidatedKey } from './keys';

/**
 * `/wps/member/info/funds/consolidated` (docs/product.md §States): the request flags open the contract
 * popup after login, the info flags show the contract menus. Asked only for a signed-in real account
 * while AGENTPOLICY3 is on.
 */
export function consolidatedQuery(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: consolidatedKey(token),
    queryFn: ({ signal }) => callApi(routes.consolidated, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  });
}

/**
 * Keeps the flags in session storage (docs/product.md §Entities: `consolidated`, `enableSalary`,
 * `enableContract`): any salary menu on, and the dividend contract menu on.
 */
export function storeConsolidated(value: Consolidated): void {
  writeItem('session', SESSION_KEYS.consolidated, JSON.stringify(value));
  const salary =
    value.dailysalinfotype ||
    value.contractmrdailysalinfotype ||
    value.contracthoursalinfo ||
    value.realtimesalinfotype;
  writeItem('session', SESSION_KEYS.enableSalary, salary ? '1' : '0');
  writeItem('session', SESSION_KEYS.enableContract, value.divtypeinfo ? '1' : '0');
}
