import type { HelpArticleInput } from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';

export interface HelpFormValues {
  categoryKey: string;
  category: LocalizedForm;
  question: LocalizedForm;
  answer: LocalizedForm;
  sortOrder: string;
  enabled: boolean;
}

/** The form's values of an article (or of a new one, ordered `nextOrder`). */
export function helpFormValues(record: HelpArticleInput | null, nextOrder = 0): HelpFormValues {
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
