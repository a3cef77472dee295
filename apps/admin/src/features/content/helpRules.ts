import type { HelpArticleInput } from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';

type HelpRecord = HelpArticleInput & { id: number; updatedAt: string };

export interface HelpFormValues {
  categoryKey: string;
  category: LocalizedForm;
  question: LocalizedForm;
  answer: LocalizedForm;
  sortOrder: string;
  enabled: boolean;
}

export function helpFormValues(record: HelpRecord | null, nextOrder = 0): HelpFormValues {
  return {
    categoryKey: record?.categoryKey ?? '',
    category: localizedForm(record?.category),
    question: localizedForm(record?.question),
    answer: localizedForm(record?.answer),
    sortOrder: String(record?.sortOrder ?? nextOrder),
    enabled: record?.enabled ?? true,
  };
}

/** The form as `helpArticleInputSchema` takes it (still to be checked by it). */
export function helpInput(values: HelpFormValues): unknown {
  return {
    categoryKey: values.categoryKey.trim(),
    category: localizedValue(values.category),
    question: localizedValue(values.question),
    answer: localizedValue(values.answer),
    sortOrder: /^\d+$/.test(values.sortOrder.trim()) ? Number(values.sortOrder.trim()) : Number.NaN,
    enabled: values.enabled,
  };
}

/**
 * The articles grouped by category, categories in the order their first article comes (the server
 * answers by order), articles in the order they came.
 */
export function byCategory<T extends { categoryKey: string }>(rows: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.categoryKey);
    if (group) group.push(row);
    else groups.set(row.categoryKey, [row]);
  }
  return [...groups.values()].flat();
}
