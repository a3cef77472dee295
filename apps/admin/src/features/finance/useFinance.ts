import {
  type DeskQueue,
  formatAmount,
  formatDecimal,
  routes,
  type CurrencySettings,
  type MoneySettings,
} from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useDeskConnected, useDeskQueues } from '../../shared/live/desk';
import { useOperator } from '../../shared/session/operator';

/** Query keys of the finance pages, under the merchant, so a decision can invalidate its list. */
export const financeKeys = {
  all: (merchant: string) => ['finance', merchant] as const,
  settings: (merchant: string) => ['finance', merchant, 'settings'] as const,
  list: (merchant: string, kind: 'deposits' | 'withdrawals' | 'adjustments') =>
    ['finance', merchant, kind] as const,
  methods: (merchant: string) => ['finance', merchant, 'deposit-methods'] as const,
};

/** How often lists other operators change are read again while the desk channel is down. */
export const POLL_MS = 10_000;

/**
 * Keeps an open finance list current: read again at once when its queue changes in any process
 * (the desk channel), and polled every POLL_MS only while the channel is down. Answers the list
 * query's `refetchInterval`.
 */
export function useQueueRefresh(queue: DeskQueue, listKey: readonly unknown[]): number | false {
  const queryClient = useQueryClient();
  const key = JSON.stringify(listKey);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] }),
    [queryClient, key],
  );
  useDeskQueues([queue], refresh);
  return useDeskConnected() ? false : POLL_MS;
}
/** Rows per page of the finance lists. */
export const PAGE_SIZE = 50;

/**
 * The merchant of the page, its currency and money settings (for amounts and thresholds), and the
 * signed-in operator's name (to tell the maker of a request from its checker).
 */
export function useFinance() {
  const merchant = useMerchantCode();
  const me = useOperator().data;
  const settings = useQuery({
    queryKey: financeKeys.settings(merchant),
    queryFn: ({ signal }) => callApi(routes.settingsGet, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
    staleTime: 5 * 60_000,
  });
  const currency = settings.data?.currency?.value as CurrencySettings | undefined;
  const money = settings.data?.money?.value as MoneySettings | undefined;
  /** An amount with the currency's symbol and decimals (grouped digits only while it is unknown). */
  const format = useCallback(
    (amount: string | null | undefined) => {
      if (amount === null || amount === undefined || amount === '') return '—';
      return currency ? formatAmount(amount, currency) : formatDecimal(amount, 0);
    },
    [currency],
  );
  /** A signed amount with its sign in front of the symbol: "+₱100.00", "−₱50.00". */
  const formatSigned = useCallback(
    (amount: string) => {
      const debit = amount.trim().startsWith('-');
      return `${debit ? '−' : '+'}${format(amount.trim().replace(/^[+-]/, ''))}`;
    },
    [format],
  );
  return {
    merchant,
    /**
     * The merchant is known and its settings answered (or failed): amount filters can be checked
     * against the currency's decimals before a list is asked for.
     */
    ready: merchant !== '' && !settings.isPending,
    me: me?.username,
    currency,
    money,
    /** The currency's decimals, null while unknown. */
    decimals: currency?.decimals ?? null,
    settings,
    format,
    formatSigned,
  };
}
