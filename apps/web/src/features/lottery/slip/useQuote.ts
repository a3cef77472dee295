import { useQuery } from '@tanstack/react-query';
import type { LotteryBetInput } from '@wps/contracts';
import { useMemo } from 'react';
import { quoteQuery } from '../queries';
import { useDebounced } from '../useDebounced';
import { betsOf, type SlipLine } from './slips';

/** How long the slip stays unchanged before it is priced again. */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's price of the slip as it is now (debounced): `quote` only when it prices exactly the
 * current lines and series, so the total shown before Place is always the server's.
 */
export function useQuote(gameCode: string, series: number, lines: readonly SlipLine[]) {
  const key = JSON.stringify({ series, bets: betsOf(lines) });
  const settled = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const request = useMemo(
    () => JSON.parse(settled) as { series: number; bets: LotteryBetInput[] },
    [settled],
  );
  const query = useQuery(quoteQuery(gameCode, request.series, request.bets));
  const current = settled === key && lines.length > 0;
  return {
    quote: current && !query.isError ? query.data : undefined,
    pending: lines.length > 0 && (!current || query.isFetching),
    error: current ? query.error : null,
  };
}
