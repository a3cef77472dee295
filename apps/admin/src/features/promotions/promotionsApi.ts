import type { routes, ValueOf } from '@wps/contracts';
import { isApiError } from '../../shared/api/apiError';
import { errorText, i18n } from '../../shared/i18n/i18n';

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
 * what is wrong with each), else the text of its code.
 */
export function promotionErrorText(error: unknown, overrides: Record<string, string> = {}): string {
  if (!isApiError(error)) return errorText(error);
  const own = overrides[error.code];
  if (own) return i18n.t(own);
  if (error.code === 'validation.failed' && error.fields) {
    const lines = Object.entries(error.fields).map(([path, problem]) => {
      const field = path.split('.').at(-1) ?? path;
      const name = i18n.exists(`promotions.field.${field}`) ? i18n.t(`promotions.field.${field}`) : path;
      const why = i18n.exists(`promotions.fieldCode.${problem.code}`)
        ? i18n.t(`promotions.fieldCode.${problem.code}`)
        : i18n.t('promotions.fieldCode.other');
      return `${name}: ${why}`;
    });
    return `${errorText(error)} ${lines.join(' ')}`;
  }
  // The generic "not found" of a call naming a member, an application or an image.
  if (error.code === 'not.found') return i18n.t('promotions.notFound');
  return errorText(error);
}

/**
 * Runs a promotions call; a refusal is thrown again in the operator's words (for ReasonDialog), after
 * `onRefused` (the list read again: what was refused may have changed elsewhere). `overrides` as for
 * `promotionErrorText`.
 */
export async function withPromotionError<T>(
  call: () => Promise<T>,
  { overrides = {}, onRefused }: { overrides?: Record<string, string>; onRefused?: () => unknown } = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error)) void onRefused?.();
    throw new Error(promotionErrorText(error, overrides), { cause: error });
  }
}
