import {
  groupThousands,
  isPositiveAmount,
  minorUnitsOf,
  MISSION_PERIODS,
  type missionLeaderboardSchema,
  type missionSchema,
  type missionSummarySchema,
} from '@wps/contracts';
import type { z } from 'zod';

/*
 * The mission activity page's rules, in whole numbers only: progress and targets are compared in
 * minor units (bigint) or whole counts, never as floating point.
 */

export type Summary = z.infer<typeof missionSummarySchema>;
export type Mission = z.infer<typeof missionSchema>;
export type MissionPeriod = Mission['period'];
export type Leaderboard = z.infer<typeof missionLeaderboardSchema>;
export type BoardRow = Leaderboard['top'][number];

/** Read to the most decimals an amount can carry (4), so a percentage needs no rounding of amounts. */
const unitsOf = (text: string) => minorUnitsOf(text, 4) ?? 0n;

/** Progress as a whole percentage of the target, rounded down, within 0–100 (100 when no target). */
export function progressPercent(progress: string, target: string): number {
  const need = unitsOf(target);
  if (need <= 0n) return 100;
  const have = unitsOf(progress);
  if (have <= 0n) return 0;
  if (have >= need) return 100;
  return Number((have * 100n) / need);
}

/** Rounds (a count) grouped by thousands: "1200" is "1,200". */
export function formatCount(text: string): string {
  const whole = /^\d+/.exec(text.trim())?.[0] ?? '0';
  return groupThousands(String(BigInt(whole)));
}

/** The missions by period, daily first, each in the server's order; periods without missions left out. */
export function groupMissions(
  missions: readonly Mission[],
): { period: MissionPeriod; missions: Mission[] }[] {
  return MISSION_PERIODS.map((period) => ({
    period,
    missions: missions.filter((mission) => mission.period === period),
  })).filter((group) => group.missions.length > 0);
}

export type MissionState = 'claimable' | 'claimed' | 'inProgress';

/** Claim when completed and not yet claimed this period. */
export function missionState(mission: Pick<Mission, 'completed' | 'claimed'>): MissionState {
  if (mission.claimed) return 'claimed';
  return mission.completed ? 'claimable' : 'inProgress';
}

/** The summary with `missionId` claimed, its count to claim lowered (the badge follows at once). */
export function markClaimed(summary: Summary, missionId: number): Summary {
  let claimed = 0;
  const missions = summary.missions.map((mission) => {
    if (mission.id !== missionId || mission.claimed) return mission;
    if (mission.completed) claimed++;
    return { ...mission, claimed: true };
  });
  return { ...summary, missions, claimable: Math.max(0, summary.claimable - claimed) };
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Time left until `endsAt` in whole days, hours and minutes, the minutes rounded up (so 30 s left is
 * "1 min", never "0 min"); null once the period has ended.
 */
export function timeLeft(endsAt: number, now: number): TimeLeft | null {
  const ms = endsAt - now;
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / 60_000);
  return { days: Math.floor(total / 1_440), hours: Math.floor((total % 1_440) / 60), minutes: total % 60 };
}

/** The earliest end among the missions (when the summary must be asked again), or null. */
export function nextEnd(missions: readonly Pick<Mission, 'endsAt'>[]): number | null {
  return missions.reduce<number | null>(
    (soonest, mission) => (soonest === null || mission.endsAt < soonest ? mission.endsAt : soonest),
    null,
  );
}

/** A reward's parts: the money when above 0, the points when above 0. */
export function rewardParts(reward: Mission['reward']): { money: string | null; points: number | null } {
  return {
    money: isPositiveAmount(reward.money) ? reward.money : null,
    points: reward.points > 0 ? reward.points : null,
  };
}

export interface BoardPlace {
  /** The row of the top that is the member's (highlighted), or null. */
  row: number | null;
  /** What to say below the board: the member's rank outside the top, not ranked yet, or nothing. */
  below: { kind: 'outside'; rank: number; completed: number } | { kind: 'unranked' } | null;
}

/**
 * Where the member stands on the week's board: their own row of the top (the server marks it), or
 * their rank below the board when they are outside the top, or not ranked yet.
 */
export function boardPlace(board: Leaderboard): BoardPlace {
  const me = board.me;
  if (!me) return { row: null, below: null };
  if (me.rank === null || me.completed <= 0) return { row: null, below: { kind: 'unranked' } };
  const row = board.top.findIndex((entry) => entry.mine);
  if (row >= 0) return { row, below: null };
  return { row: null, below: { kind: 'outside', rank: me.rank, completed: me.completed } };
}
