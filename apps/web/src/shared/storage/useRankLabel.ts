import { useSyncExternalStore } from 'react';
import { getMemberLabel, subscribeMemberLabel } from './session';
import { useSessionToken } from './useSessionToken';

const labelNow = () => getMemberLabel()?.labelName || null;

/**
 * The member's VIP rank label, or null (shown as "--") for visitors and unranked members. Follows
 * the stored member info: a rank reached or lost shows as soon as the member info is read again.
 */
export function useRankLabel(): string | null {
  const token = useSessionToken();
  const label = useSyncExternalStore(subscribeMemberLabel, labelNow, () => null);
  return token ? label : null;
}
