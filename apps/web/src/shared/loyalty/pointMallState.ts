import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * The points mall's screen state (spec: "closing the member centre clears the point mall state"):
 * the open tab, the open dialog and the list pages live here, outside the page, so the member centre
 * can clear them without the two features knowing each other. The mall's server data is read under
 * `POINT_MALL_KEY`, which clearing resets too.
 */

/** Every points-mall query starts with this. */
export const POINT_MALL_KEY = ['pointMall'] as const;

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

export type PointMallDialog = { kind: 'redeem'; rewardId: number } | { kind: 'convert' } | null;

export interface PointMallState {
  tab: PointMallTab;
  dialog: PointMallDialog;
  /** The redeem history's and the points details' pages (1-based). */
  historyPage: number;
  detailsPage: number;
}

export const INITIAL_POINT_MALL_STATE: PointMallState = {
  tab: 'rewards',
  dialog: null,
  historyPage: 1,
  detailsPage: 1,
};

let state: PointMallState = INITIAL_POINT_MALL_STATE;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getPointMallState(): PointMallState {
  return state;
}

export function subscribePointMall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes part of the state (a tab chosen, a dialog opened or closed, a page turned). */
export function updatePointMallState(change: Partial<PointMallState>): void {
  state = { ...state, ...change };
  emit();
}

/**
 * Back to the first tab with no dialog open, and the mall's data read afresh (what is on screen
 * reloads; the rest is forgotten). The member centre calls this when it closes.
 */
export function clearPointMallState(queryClient?: QueryClient): void {
  state = INITIAL_POINT_MALL_STATE;
  emit();
  if (queryClient) void queryClient.resetQueries({ queryKey: POINT_MALL_KEY });
}

export function usePointMallState(): PointMallState {
  return useSyncExternalStore(subscribePointMall, getPointMallState, getPointMallState);
}
