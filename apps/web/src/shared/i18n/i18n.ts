import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@wps/contracts';
import { LOCALE_FILES, languageOfTag, tagOf } from './languageCodes';

type LocaleModule = { default: Record<string, string> };
const loaders = import.meta.glob<LocaleModule>('./locales/*.json');

export function loadLocale(language: Language): Promise<Record<string, string>> {
  const load = loaders[`./locales/${LOCALE_FILES[language]}.json`];
  if (!load) return Promise.reject(new Error(`no locale for ${language}`));
  return load().then((module) => module.default);
}

/** Loads only the language in use, as its own small chunk. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(tag, _namespace, callback) {
    loadLocale(languageOfTag(tag)).then(
      (resources) => callback(null, resources as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export function initI18n(language: Language): Promise<unknown> {
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: tagOf(language),
      fallbackLng: false,
      load: 'currentOnly',
      // Keys are flat strings like "error.login.not.session".
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
}
