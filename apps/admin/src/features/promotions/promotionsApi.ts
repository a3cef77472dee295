import type { routes, ValueOf } from '@wps/contracts';
import { areaErrorText, withErrorText } from '../../shared/areaErrors';

/** Rows per page of the promotions lists (the contracts allow at most 100). */
export const PAGE_SIZE = 20;
/** Activities read at once for the pages' activity choices (filters, the issue dialog). */
export const CHOICES_SIZE = 100;

export type PromotionActivity = ValueOf<typeof routes.operatorActivities>['list'][number];
export type PromotionApplication = ValueOf<typeof routes.operatorPromotionApplications>['list'][number];
export type PromotionBonus = ValueOf<typeof routes.operatorPromotionBonuses>['list'][number];
export type Budgets = ValueOf<typeof routes.operatorPromotionBudgets>;
export type BudgetRow = Budgets['activities'][number];
export type PromotionRaffle = ValueOf<typeof routes.operatorRaffles>['list'][number];
export type PromotionRaffleDraw = ValueOf<typeof routes.operatorRaffleDraws>['list'][number];

/** Query keys of the promotions pages, under the merchant, so an action can refresh what it changed. */
export const promotionKeys = {
  all: (merchant: string) => ['promotions', merchant] as const,
  activities: (merchant: string) => ['promotions', merchant, 'activities'] as const,
  choices: (merchant: string) => ['promotions', merchant, 'choices'] as const,
  applications: (merchant: string) => ['promotions', merchant, 'applications'] as const,
  /** Outside `all`: an image never changes, and is up to 5 MB to read again. */
  image: (merchant: string, applicationId: number, index: number) =>
    ['promotion-images', merchant, applicationId, index] as const,
  bonuses: (merchant: string) => ['promotions', merchant, 'bonuses'] as const,
  budgets: (merchant: string) => ['promotions', merchant, 'budgets'] as const,
  raffles: (merchant: string) => ['promotions', merchant, 'raffles'] as const,
  raffleDraws: (merchant: string, raffleId: number) =>
    ['promotions', merchant, 'raffles', raffleId, 'draws'] as const,
};

/**
 * A promotions call's refusal in the operator's words: a text of the page's own for some codes
 * (`overrides`: code → i18n key), the fields the server refused (by this page's names for them and
 * what is wrong with each), else the text of its code (the generic "not found" of a call naming a
 * member, an application or an image in this area's words).
 */
export function promotionErrorText(error: unknown, overrides: Record<string, string> = {}): string {
  return areaErrorText('promotions', error, { overrides, notFound: 'promotions.notFound' });
}

/**
 * Runs a promotions call; a refusal is thrown again in the operator's words (for ReasonDialog), after
 * `onRefused` (the list read again: what was refused may have changed elsewhere). `overrides` as for
 * `promotionErrorText`.
 */
export function withPromotionError<T>(
  call: () => Promise<T>,
  { overrides = {}, onRefused }: { overrides?: Record<string, string>; onRefused?: () => unknown } = {},
): Promise<T> {
  return withErrorText(call, (error) => promotionErrorText(error, overrides), onRefused);
}
