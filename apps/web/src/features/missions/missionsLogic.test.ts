import { describe, expect, it } from 'vitest';
import {
  boardPlace,
  formatCount,
  groupMissions,
  markClaimed,
  missionState,
  nextEnd,
  progressPercent,
  rewardParts,
  timeLeft,
  type Leaderboard,
  type Mission,
} from './missionsLogic';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function mission(overrides: Partial<Mission>): Mission {
  return {
    id: 1,
    title: 'Bet 1,000',
    period: 'daily',
    metric: 'valid_bet',
    target: '1000.00',
    progress: '0.00',
    completed: false,
    claimed: false,
    reward: { money: '10.00', points: 0 },
    endsAt: 0,
    ...overrides,
  };
}

describe('progressPercent', () => {
  it('is the whole percentage done, rounded down, within 0–100', () => {
    expect(progressPercent('0.00', '1000.00')).toBe(0);
    expect(progressPercent('255.50', '1000.00')).toBe(25);
    expect(progressPercent('999.99', '1000.00')).toBe(99);
    expect(progressPercent('1000.00', '1000.00')).toBe(100);
    expect(progressPercent('1500.00', '1000.00')).toBe(100);
    expect(progressPercent('-5.00', '1000.00')).toBe(0);
  });

  it('works on counts and on amounts beyond floating point', () => {
    expect(progressPercent('7', '20')).toBe(35);
    expect(progressPercent('19', '20')).toBe(95);
    expect(progressPercent('3333333333333333.33', '9999999999999999.99')).toBe(33);
    expect(progressPercent('0.0001', '0.0003')).toBe(33);
  });

  it('counts no target as complete and unreadable progress as nothing', () => {
    expect(progressPercent('0', '0')).toBe(100);
    expect(progressPercent('', '20')).toBe(0);
  });
});

describe('formatCount', () => {
  it('groups a whole count by thousands', () => {
    expect(formatCount('20')).toBe('20');
    expect(formatCount('1200')).toBe('1,200');
    expect(formatCount('0')).toBe('0');
    expect(formatCount('junk')).toBe('0');
  });
});

describe('groupMissions', () => {
  it('puts daily before weekly, keeps the server order and leaves out empty periods', () => {
    const list = [
      mission({ id: 1, period: 'weekly' }),
      mission({ id: 2, period: 'daily' }),
      mission({ id: 3, period: 'weekly' }),
      mission({ id: 4, period: 'daily' }),
    ];
    expect(groupMissions(list).map((group) => [group.period, group.missions.map((m) => m.id)])).toEqual([
      ['daily', [2, 4]],
      ['weekly', [1, 3]],
    ]);
    expect(groupMissions([mission({ period: 'weekly' })]).map((group) => group.period)).toEqual(['weekly']);
    expect(groupMissions([])).toEqual([]);
  });
});

describe('missionState', () => {
  it('can be claimed only when completed and not claimed', () => {
    expect(missionState({ completed: true, claimed: false })).toBe('claimable');
    expect(missionState({ completed: true, claimed: true })).toBe('claimed');
    expect(missionState({ completed: false, claimed: false })).toBe('inProgress');
  });
});

describe('markClaimed', () => {
  it('marks the mission claimed and lowers the count to claim once', () => {
    const summary = {
      missions: [mission({ id: 1, completed: true }), mission({ id: 2, completed: true })],
      claimable: 2,
      currency: 'PHP',
    };
    const once = markClaimed(summary, 1);
    expect(once.missions.map((m) => m.claimed)).toEqual([true, false]);
    expect(once.claimable).toBe(1);
    expect(markClaimed(once, 1).claimable).toBe(1);
    expect(markClaimed(once, 9)).toEqual(once);
  });
});

describe('timeLeft', () => {
  const now = 1_700_000_000_000;

  it('splits the time left into days, hours and minutes, rounding the minutes up', () => {
    expect(timeLeft(now + 2 * DAY + 5 * HOUR + 30 * MINUTE, now)).toEqual({ days: 2, hours: 5, minutes: 30 });
    expect(timeLeft(now + 5 * HOUR + 59 * MINUTE + 1_000, now)).toEqual({ days: 0, hours: 6, minutes: 0 });
    expect(timeLeft(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(now + 7 * DAY, now)).toEqual({ days: 7, hours: 0, minutes: 0 });
  });

  it('is null once the period has ended', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
});

describe('nextEnd', () => {
  it('is the earliest end, or null without missions', () => {
    expect(nextEnd([{ endsAt: 30 }, { endsAt: 10 }, { endsAt: 20 }])).toBe(10);
    expect(nextEnd([])).toBeNull();
  });
});

describe('rewardParts', () => {
  it('keeps the money and the points above 0', () => {
    expect(rewardParts({ money: '10.00', points: 50 })).toEqual({ money: '10.00', points: 50 });
    expect(rewardParts({ money: '0.00', points: 50 })).toEqual({ money: null, points: 50 });
    expect(rewardParts({ money: '5.00', points: 0 })).toEqual({ money: '5.00', points: null });
  });
});

describe('boardPlace', () => {
  const top = (mine: number | null): Leaderboard['top'] =>
    [
      { rank: 1, name: 'b****b', completed: 9 },
      { rank: 2, name: 'c****c', completed: 7 },
      { rank: 3, name: 'a****1', completed: 7 },
      { rank: 4, name: 'd****d', completed: 5 },
    ].map((row, index) => ({ ...row, mine: index === mine }));
  const board = (me: Leaderboard['me'], mine: number | null = null): Leaderboard => ({
    week: '2025-06-02',
    top: top(mine),
    me,
  });

  it("highlights the row the server marks as the member's", () => {
    expect(boardPlace(board({ rank: 2, completed: 7 }, 2))).toEqual({ row: 2, below: null });
    expect(boardPlace(board({ rank: 4, completed: 5 }, 3))).toEqual({ row: 3, below: null });
  });

  it('shows the rank below the board when the member is outside the top', () => {
    expect(boardPlace(board({ rank: 12, completed: 2 }))).toEqual({
      row: null,
      below: { kind: 'outside', rank: 12, completed: 2 },
    });
  });

  it('says when the member has completed nothing this week, and nothing without a place', () => {
    expect(boardPlace(board({ rank: null, completed: 0 }))).toEqual({
      row: null,
      below: { kind: 'unranked' },
    });
    expect(boardPlace(board(null))).toEqual({ row: null, below: null });
  });
});
