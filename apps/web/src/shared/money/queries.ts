import { queryOptions } from '@tanstack/react-query';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, type WalletBalance } from '@wps/contracts';
import { callApi } from '../api/client';
import { routes } from '../api/routes';
import { FALLBACK_POLL_MS, isLiveUp } from '../live/liveState';

/**
 * Every money query starts with `['money', token]`; a money action invalidates `MONEY_KEY`, so the
 * balance in the header and every money page reload together.
 */
export const MONEY_KEY = ['money'] as const;

/** The member's balances: the header, the side menu and every money page show this one answer. */
export function walletBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...MONEY_KEY, token, 'balance'],
    queryFn: ({ signal }) => callApi(routes.walletBalance, { signal }),
    enabled: Boolean(token),
    // Money moves elsewhere too (operators, the gateway, games): ask again on every visit, hear of it
    // on the live channel, and poll only while that is down.
    staleTime: 0,
    refetchInterval: () => (isLiveUp() ? false : FALLBACK_POLL_MS),
  });
}

/** What the member can withdraw or send: the main wallet's balance (the total when it has no row). */
export function mainWalletBalance(balance: WalletBalance): string {
  return (
    balance.balance.find((row) => row.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID)?.availBalance ??
    balance.sumBalance
  );
}
