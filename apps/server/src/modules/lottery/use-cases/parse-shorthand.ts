import { lottoVendorPaths, shorthandAnswerSchema } from '@wps/contracts';
import type { LotteryDeps } from '../deps.js';
import { lottoCall } from '../vendor.js';

/** ISO weekday (1 = Monday) of an instant in Vietnam, whose stations' schedule the shorthand follows. */
export function vietnamWeekday(at: Date): number {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'short' }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(day) + 1;
}

/** Reads Vietnamese shorthand bet codes (the stations of today's schedule in Vietnam). */
export async function parseShorthand(deps: LotteryDeps, text: string) {
  const now = deps.clock.now();
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.parse,
    { text, isoWeekday: vietnamWeekday(now) },
    shorthandAnswerSchema,
    () => now.getTime(),
  );
}
