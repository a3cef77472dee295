import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from '../../shared/storage/storage';

/** localStorage key remembering that the member hid their balance (kept across visits). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function isBalanceHidden(): boolean {
  return readItem('local', BALANCE_HIDDEN_KEY) === '1';
}

export function setBalanceHidden(hidden: boolean): void {
  if (hidden) writeItem('local', BALANCE_HIDDEN_KEY, '1');
  else removeItem('local', BALANCE_HIDDEN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab toggled it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BALANCE_HIDDEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether balances are hidden; every widget (header, side menu) follows one toggle. */
export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, isBalanceHidden, () => false);
}
