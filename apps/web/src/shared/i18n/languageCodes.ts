import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_TAGS,
  RTL_LANGUAGES,
  isLanguage,
  type Language,
} from '@wps/contracts';

/** Locale file name for each language (src/shared/i18n/locales/<file>.json). */
export const LOCALE_FILES: Record<Language, string> = {
  EN: 'en',
  CN: 'cn',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  UR: 'ur',
};

/** i18next runs on BCP 47 tags (plural rules, Intl); the API speaks the platform codes. */
export function tagOf(language: Language): string {
  return LANGUAGE_TAGS[language];
}

export function languageOfTag(tag: string | undefined): Language {
  const found = LANGUAGES.find((code) => LANGUAGE_TAGS[code].toLowerCase() === tag?.toLowerCase());
  return found ?? DEFAULT_LANGUAGE;
}

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

export { isLanguage };
