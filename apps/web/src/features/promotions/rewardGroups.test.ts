import { ACTIVITY_STATUSES, type MyActivity } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { groupRewards } from './rewardGroups';

describe('groupRewards', () => {
  it('puts claim and issued under ready, applying under review, process and rejected in their own', () => {
    const entries: MyActivity[] = ACTIVITY_STATUSES.map((status, index) => ({
      activityId: index + 1,
      status,
      claimable: null,
      bonusId: null,
      reason: null,
      progress: null,
    }));
    const groups = groupRewards(entries);
    const statuses = (list: MyActivity[]) => list.map((entry) => entry.status);
    expect(statuses(groups.ready)).toEqual(['claim', 'issued']);
    expect(statuses(groups.review)).toEqual(['applying']);
    expect(statuses(groups.progress)).toEqual(['process']);
    expect(statuses(groups.rejected)).toEqual(['rejected']);
  });
});
