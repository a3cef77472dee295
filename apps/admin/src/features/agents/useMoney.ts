import { formatAmount, formatDecimal, routes, type CurrencySettings } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';

/**
 * Money of the merchant's currency for display ("₱1,234.50", as the finance pages show it): the
 * currency comes from the merchant's settings; while they are unknown, grouped digits only.
 */
export function useMoney() {
  const merchant = useMerchantCode();
  const settings = useQuery({
    queryKey: ['settings', merchant],
    queryFn: ({ signal }) => callApi(routes.settingsGet, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
    staleTime: 5 * 60_000,
  });
  const currency = settings.data?.currency?.value as CurrencySettings | undefined;
  return useCallback(
    (amount: string | null | undefined) => {
      if (amount === null || amount === undefined || amount === '') return '—';
      return currency ? formatAmount(amount, currency) : formatDecimal(amount, 0);
    },
    [currency],
  );
}
