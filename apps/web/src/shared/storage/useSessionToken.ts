import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from './session';

/** The current session token (null when logged out); re-renders when the session changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
