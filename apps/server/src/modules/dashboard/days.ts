import type { DayWindow } from '../ledger/figures.js';
import type { DashboardDeps } from './deps.js';
import { activeCount, bettorsByDay, moneyByDay, runsOf, storedOf, type MoneyFigures } from './rules.js';
import * as store from './store.js';

/*
 * What the use cases share: working a merchant's days out from the ledger and the members, and
 * keeping an ended one.
 */

export interface WorkedDay {
  newMembers: number;
  activeMembers: number;
  money: Map<string, MoneyFigures>;
}

/**
 * A merchant's figures of the given days, worked out now: two statements per run of consecutive
 * days, each reading the postings of its run's instants only.
 */
export async function workOutDays(
  deps: Pick<DashboardDeps, 'ledger' | 'members'>,
  merchantId: number,
  windows: readonly DayWindow[],
): Promise<Map<string, WorkedDay>> {
  const worked = new Map<string, WorkedDay>();
  await Promise.all(
    runsOf(windows).map(async (run) => {
      const [rows, activity] = await Promise.all([
        deps.ledger.figuresByDay(merchantId, run),
        deps.members.activityByDay(merchantId, run),
      ]);
      const money = moneyByDay(rows);
      const bettors = bettorsByDay(rows);
      for (const window of run) {
        const members = activity.get(window.day) ?? { registered: 0, loggedIn: [] };
        worked.set(window.day, {
          newMembers: members.registered,
          activeMembers: activeCount(members.loggedIn, bettors.get(window.day) ?? []),
          money: money.get(window.day) ?? new Map(),
        });
      }
    }),
  );
  return worked;
}

/** Keeps an ended day's figures. */
export async function keep(
  deps: Pick<DashboardDeps, 'db' | 'clock'>,
  merchantId: number,
  timeZone: string,
  window: DayWindow,
  figures: WorkedDay,
) {
  await store.keepDay(deps.db, {
    merchantId,
    day: window.day,
    timeZone,
    startsAt: window.from,
    endsAt: window.to,
    computedAt: deps.clock.now(),
    newMembers: figures.newMembers,
    activeMembers: figures.activeMembers,
    money: storedOf(figures.money),
  });
}
