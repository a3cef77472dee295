import { LANGUAGES, pointConfigInputSchema, type Language } from '@wps/contracts';
import type { z } from 'zod';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';
import type { PointConfig } from './loyaltyApi';
import { wholeOf } from './numbers';

/*
 * The points settings form: the conversion rate, the minimum to convert, and the rules text per
 * language, checked with the very schema the server uses (`pointConfigInputSchema`).
 */

export type PointConfigBody = z.output<typeof pointConfigInputSchema>;

export interface PointConfigForm {
  pointsPerUnit: string;
  minConvert: string;
  rules: LocalizedForm;
  reason: string;
}

/**
 * The rules text as the form starts from it. The server answers it as one text, in the language the
 * back office reads in (`language`, the Language header sent): that language starts with it, the
 * others empty. Text per language (an object) is taken whole, should the server answer that.
 */
export function rulesFormOf(rules: unknown, language: Language): LocalizedForm {
  if (rules !== null && typeof rules === 'object') {
    const value = rules as Partial<Record<string, unknown>>;
    return localizedForm(
      Object.fromEntries(
        LANGUAGES.filter((entry) => typeof value[entry] === 'string').map((entry) => [entry, value[entry]]),
      ) as Partial<Record<Language, string>>,
    );
  }
  return localizedForm(typeof rules === 'string' ? { [language]: rules } : {});
}

/** Whether the server answered the rules in one language only (the others unknown to the form). */
export function rulesInOneLanguage(rules: unknown): boolean {
  return typeof rules === 'string';
}

export function pointConfigFormOf(config: PointConfig, language: Language): PointConfigForm {
  return {
    pointsPerUnit: String(config.pointsPerUnit),
    minConvert: String(config.minConvert),
    rules: rulesFormOf(config.rules, language),
    reason: '',
  };
}

/** The form as `pointConfigInputSchema` takes it (still to be checked by it). */
export function pointConfigInput(form: PointConfigForm): unknown {
  return {
    pointsPerUnit: wholeOf(form.pointsPerUnit) ?? Number.NaN,
    minConvert: wholeOf(form.minConvert) ?? Number.NaN,
    rules: localizedValue(form.rules),
    reason: form.reason,
  };
}

/** The form field behind a body path: "rules" is "rules.EN", "rules.CN" stays; else the head. */
export function configFieldOf(path: string): string {
  const [head = '_', second] = path.split('.');
  if (head === 'rules') return `rules.${second ?? 'EN'}`;
  return head;
}

export type PointConfigCheck = { ok: true; body: PointConfigBody } | { ok: false; fields: string[] };

export function checkPointConfig(form: PointConfigForm): PointConfigCheck {
  const parsed = pointConfigInputSchema.safeParse(pointConfigInput(form));
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = configFieldOf(issue.path.map(String).join('.'));
    if (!fields.includes(field)) fields.push(field);
  }
  return { ok: false, fields };
}

/** The categories any rank earns points in, in the contract's order (the others earn nothing). */
export function earningCategories<C extends string>(
  rates: readonly { pointsPerHundred: Partial<Record<C, number>> }[],
  categories: readonly C[],
): C[] {
  return categories.filter((category) => rates.some((rate) => (rate.pointsPerHundred[category] ?? 0) > 0));
}
