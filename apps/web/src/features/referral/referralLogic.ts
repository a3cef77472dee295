import { isPositiveAmount, type referralSettingsSchema } from '@wps/contracts';
import type { z } from 'zod';

type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** One way a friend earns the member a reward, each paid once per friend. */
export type ReferralRule =
  | { kind: 'firstDeposit'; reward: string; minimum: string }
  | { kind: 'turnover'; reward: string; target: string };

/** The rewards the settings pay, in the order a friend meets them; a reward of 0.00 is off. */
export function referralRules(settings: ReferralSettings): ReferralRule[] {
  const rules: ReferralRule[] = [];
  if (isPositiveAmount(settings.firstDepositReward))
    rules.push({ kind: 'firstDeposit', reward: settings.firstDepositReward, minimum: settings.minDeposit });
  if (isPositiveAmount(settings.turnoverReward))
    rules.push({ kind: 'turnover', reward: settings.turnoverReward, target: settings.turnoverTarget });
  return rules;
}

/** The browser's share sheet, when it has one (phones mostly). */
export function shareSheet(nav: Partial<Pick<Navigator, 'share'>> | undefined): Navigator['share'] | null {
  return nav && typeof nav.share === 'function' ? nav.share.bind(nav) : null;
}

/** A dismissed share sheet is no failure worth telling. */
export function isShareCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
