import { formatAmount, formatDecimal, routes, type CurrencySettings } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from './api/client';
import { useMerchantCode } from './merchant';

/** The merchant's currency (symbol, position, decimals) from its settings; undefined while unknown. */
export function useCurrency(): CurrencySettings | undefined {
  const merchant = useMerchantCode();
  const settings = useQuery({
    queryKey: ['settings', merchant],
    queryFn: ({ signal }) => callApi(routes.settingsGet, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
    staleTime: 5 * 60_000,
  });
  return settings.data?.currency?.value as CurrencySettings | undefined;
}

/**
 * Money of the merchant's currency for display ("₱1,234.50"): the symbol and decimals come from the
 * merchant's settings; while they are unknown (or name another currency than the values' own
 * `currency`), the grouped amount with that currency's code ("1,234.50 PHP").
 */
export function useMoney(currency?: string | null) {
  const known = useCurrency();
  const same = known !== undefined && (!currency || known.code === currency);
  return useCallback(
    (amount: string | null | undefined) => {
      if (amount === null || amount === undefined || amount === '') return '—';
      if (same && known) return formatAmount(amount, known);
      const number = formatDecimal(amount, amount.split('.')[1]?.length ?? 0);
      return currency ? `${number} ${currency}` : number;
    },
    [same, known, currency],
  );
}
