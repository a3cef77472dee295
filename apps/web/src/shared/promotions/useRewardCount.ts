import { useQuery } from '@tanstack/react-query';
import { useModuleEnabled } from '../site/siteContext';
import { useSessionToken } from '../storage/useSessionToken';
import { myPromotionsQuery, PROMOTIONS_MODULE } from './queries';

/**
 * Rewards the member can take now (claim and issued): the count on the bottom navigation's Rewards
 * button and the reward centre's menu entries. Null for visitors, while REWCEN3 is off, or before
 * the first answer.
 */
export function useRewardCount(): number | null {
  const token = useSessionToken();
  const enabled = useModuleEnabled(PROMOTIONS_MODULE);
  const mine = useQuery({ ...myPromotionsQuery(token, enabled), select: (data) => data.claimCount });
  return enabled && token && mine.data !== undefined ? mine.data : null;
}
