/** Languages the member site ships with. UR is right-to-left. */
export const LANGUAGES = ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';
export const RTL_LANGUAGES: readonly Language[] = ['UR'];

export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  JA: '日本語',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  UR: 'اردو',
};

/** BCP 47 tag for each language, for <html lang> and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  UR: 'ur',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Text given in every language; missing languages fall back to EN. */
export type Localized = Partial<Record<Language, string>> & { EN: string };

export function pickLocalized(text: Localized, language: Language): string {
  return text[language] ?? text.EN;
}
