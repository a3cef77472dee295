import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zh from './locales/zh.json';

/** The back office's languages: English and Chinese (docs/product.md §Back office). */
export const ADMIN_LANGUAGES = [
  { code: 'en', label: 'English', header: 'EN', tag: 'en' },
  { code: 'zh', label: '中文', header: 'CN', tag: 'zh-CN' },
] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]['code'];

const KEY = 'wps-admin-language';

function stored(): AdminLanguage {
  try {
    const value = localStorage.getItem(KEY);
    if (value === 'en' || value === 'zh') return value;
  } catch {
    // Private mode.
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: stored(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function apply(language: AdminLanguage) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = ADMIN_LANGUAGES.find((entry) => entry.code === language)!.tag;
}
apply(i18n.language as AdminLanguage);

export function setLanguage(language: AdminLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private mode.
  }
  void i18n.changeLanguage(language);
  apply(language);
}

/** The `Language` header the API expects (the member site's codes). */
export function currentLanguageHeader(): string {
  return ADMIN_LANGUAGES.find((entry) => entry.code === i18n.language)?.header ?? 'EN';
}

/** The text for an error code, else the server's own words, else a generic line. */
export function errorText(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && i18n.exists(`error.${code}`)) return i18n.t(`error.${code}`);
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' && message ? message : i18n.t('error.system.error');
}
