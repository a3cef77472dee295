import type { routes, ValueOf } from '@wps/contracts';
import { areaErrorText, withErrorText } from '../../shared/areaErrors';

/** Rows per page of the redemptions (the contract allows at most 100). */
export const PAGE_SIZE = 20;

export type VipRules = ValueOf<typeof routes.operatorVipRules>;
export type VipRank = VipRules['ranks'][number];
export type PointConfig = ValueOf<typeof routes.operatorPointConfig>;
export type PointRewards = ValueOf<typeof routes.operatorPointRewards>;
export type PointReward = PointRewards['list'][number];
export type Redemption = ValueOf<typeof routes.operatorRedemptions>['list'][number];
export type Missions = ValueOf<typeof routes.operatorMissions>;
export type Mission = Missions['list'][number];
export type ReferralSettings = ValueOf<typeof routes.operatorReferralSettings>;

/** Query keys of the loyalty pages, under the merchant, so an action can refresh what it changed. */
export const loyaltyKeys = {
  all: (merchant: string) => ['loyalty', merchant] as const,
  vipRules: (merchant: string) => ['loyalty', merchant, 'vip'] as const,
  pointConfig: (merchant: string) => ['loyalty', merchant, 'points'] as const,
  rewards: (merchant: string) => ['loyalty', merchant, 'rewards'] as const,
  redemptions: (merchant: string) => ['loyalty', merchant, 'redemptions'] as const,
  missions: (merchant: string) => ['loyalty', merchant, 'missions'] as const,
  referral: (merchant: string) => ['loyalty', merchant, 'referral'] as const,
};

/**
 * A loyalty call's refusal in the operator's words: a text of the page's own for some codes
 * (`overrides`: code → i18n key), the fields the server refused (by this area's names for them and
 * what is wrong with each), else the text of its code.
 */
export function loyaltyErrorText(error: unknown, overrides: Record<string, string> = {}): string {
  return areaErrorText('loyalty', error, { overrides });
}

/**
 * Runs a loyalty call; a refusal is thrown again in the operator's words (for ReasonDialog), after
 * `onRefused` (the list read again: what was refused may have changed elsewhere). `overrides` as for
 * `loyaltyErrorText`.
 */
export function withLoyaltyError<T>(
  call: () => Promise<T>,
  { overrides = {}, onRefused }: { overrides?: Record<string, string>; onRefused?: () => unknown } = {},
): Promise<T> {
  return withErrorText(call, (error) => loyaltyErrorText(error, overrides), onRefused);
}
