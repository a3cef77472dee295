import { LANGUAGE_TAGS, LANGUAGES, RTL_LANGUAGES, type Language, type Localized } from '@wps/contracts';
import type { z } from 'zod';
import { isApiError } from './api/apiError';

/** Text in every member-site language as a form holds it: every language present, '' when unwritten. */
export type LocalizedForm = Record<Language, string>;

export function localizedForm(value?: Partial<Record<Language, string>> | null): LocalizedForm {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, value?.[language] ?? '']),
  ) as LocalizedForm;
}

/** The form's text as contracts' `localizedSchema` takes it: EN always, other languages when written. */
export function localizedValue(form: LocalizedForm): Localized {
  const value: Localized = { EN: form.EN };
  for (const language of LANGUAGES)
    if (language !== 'EN' && form[language].trim() !== '') value[language] = form[language];
  return value;
}

/** The languages a text is written in. */
export function writtenLanguages(value: Partial<Record<Language, string>>): Language[] {
  return LANGUAGES.filter((language) => (value[language] ?? '').trim() !== '');
}

/** A text in the back office's language: Chinese operators read CN when it is written, else EN. */
export function textFor(
  value: Partial<Record<Language, string>> & { EN: string },
  adminLanguage: string,
): string {
  if (adminLanguage === 'zh' && value.CN?.trim()) return value.CN;
  return value.EN;
}

/** The first problem of each field of a failed zod check, by dotted path ("title.EN"). */
export function zodFieldPaths(error: z.ZodError): string[] {
  const paths: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** The server's per-field refusals (`validation.failed` with `{ fields }`), by dotted path. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([path, field]) => [path, field.message]));
}

/** The attributes an input for one language takes: its language and writing direction. */
export function languageAttributes(language: Language): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: LANGUAGE_TAGS[language], dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr' };
}
