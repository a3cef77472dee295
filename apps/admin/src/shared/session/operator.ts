import { routes, type OperatorRole } from '@wps/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi } from '../api/client';
import { getToken, subscribeToken } from './token';

const RANK: Record<OperatorRole, number> = { viewer: 1, editor: 2, admin: 3 };

/** True when `role` may do what needs `least` (the server checks it again on every call). */
export function roleAllows(role: OperatorRole | undefined, least: OperatorRole): boolean {
  return role !== undefined && RANK[role] >= RANK[least];
}

export const operatorMeQuery = () =>
  queryOptions({
    queryKey: ['operator', 'me'],
    queryFn: ({ signal }) => callApi(routes.operatorMe, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** The signed-in operator (undefined while loading or signed out). */
export function useOperator() {
  const token = useToken();
  return useQuery({ ...operatorMeQuery(), enabled: token !== null });
}

/** Whether the signed-in operator's role reaches `least`. */
export function useCan(least: OperatorRole): boolean {
  return roleAllows(useOperator().data?.role, least);
}
