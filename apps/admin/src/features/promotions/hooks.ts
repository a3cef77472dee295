import { formatAmount, formatDecimal, routes, type CurrencySettings } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { textFor } from '../../shared/localized';
import { useMerchantCode } from '../../shared/merchant';
import { CHOICES_SIZE, promotionKeys, type PromotionActivity } from './promotionsApi';

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

/**
 * The merchant's activities (every state, the first CHOICES_SIZE) for the pages' activity choices,
 * with each one's title in the back office's language.
 */
export function useActivityChoices(merchant: string) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: promotionKeys.choices(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorActivities, {
        params: { merchantCode: merchant },
        query: { pageNo: 1, pageSize: CHOICES_SIZE },
        signal,
      }),
    enabled: merchant !== '',
    staleTime: 60_000,
  });
  const list: PromotionActivity[] = query.data?.list ?? [];
  const options = list.map((activity) => ({
    value: String(activity.id),
    label: `${textFor(activity.title, i18n.language)} (#${activity.id})`,
  }));
  return { query, list, options };
}
