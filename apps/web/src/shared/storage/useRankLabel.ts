import { getMemberLabel } from './session';
import { useSessionToken } from './useSessionToken';

/** The member's VIP rank label, or null (shown as "--") for visitors and unranked members. */
export function useRankLabel(): string | null {
  const token = useSessionToken();
  if (!token) return null;
  return getMemberLabel()?.labelName || null;
}
