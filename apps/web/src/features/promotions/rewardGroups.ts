import type { ActivityStatus, MyActivity } from '@wps/contracts';

/** The reward centre's sections, in order. */
export const REWARD_GROUPS = ['ready', 'review', 'progress', 'rejected'] as const;
export type RewardGroup = (typeof REWARD_GROUPS)[number];

const GROUP_OF: Partial<Record<ActivityStatus, RewardGroup>> = {
  claim: 'ready',
  issued: 'ready',
  applying: 'review',
  process: 'progress',
  rejected: 'rejected',
};

/** The member's activities by reward-centre section (other statuses are the promotions page's). */
export function groupRewards(activities: readonly MyActivity[]): Record<RewardGroup, MyActivity[]> {
  const groups: Record<RewardGroup, MyActivity[]> = { ready: [], review: [], progress: [], rejected: [] };
  for (const entry of activities) {
    const group = GROUP_OF[entry.status];
    if (group) groups[group].push(entry);
  }
  return groups;
}
