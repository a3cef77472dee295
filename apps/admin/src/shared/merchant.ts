import { routes } from '@wps/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi } from './api/client';

const LAST_KEY = 'wps-admin-merchant';

export const merchantsQuery = () =>
  queryOptions({
    queryKey: ['merchants'],
    queryFn: ({ signal }) => callApi(routes.merchantList, { signal }),
    staleTime: 5 * 60_000,
  });

export function useMerchants() {
  return useQuery(merchantsQuery());
}

export function lastMerchant(): string | null {
  try {
    return localStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
}

export function rememberMerchant(code: string): void {
  try {
    localStorage.setItem(LAST_KEY, code);
  } catch {
    // Private mode.
  }
}

/** The merchant of the page (from /admin/m/:merchant/…), else the one last used. */
export function useMerchantCode(): string {
  const { merchant } = useParams();
  return merchant ?? lastMerchant() ?? '';
}
