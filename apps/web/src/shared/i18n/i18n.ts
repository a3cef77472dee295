import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@wps/contracts';
import { LOCALE_FILES, languageOfTag, tagOf } from './languageCodes';

type LocaleModule = { default: Record<string, string> };
/**
 * Core texts (shell, pages, the few errors shown when loading itself fails): `locales/<lang>.json`,
 * namespace `translation`.
 */
const coreLoaders = import.meta.glob<LocaleModule>('./locales/*.json');
/** Feature texts loaded with their feature: `locales/<namespace>/<lang>.json`. */
const namespaceLoaders = import.meta.glob<LocaleModule>('./locales/*/*.json');

/**
 * Error texts (`error.<code>`) and registration-rule messages (`pattern.<id>`): nothing on the first
 * paint needs them, so they load once the page has loaded (main.tsx), or earlier with any feature
 * namespace. Whatever shows one waits for them first (useMessagesReady, loadMessages).
 */
export const MESSAGES_NAMESPACE = 'messages';

/** Namespaces besides the core one; a feature's lazy chunk waits for its namespace (loadNamespace). */
export const LOCALE_NAMESPACES = [
  'auth',
  'account',
  'money',
  'games',
  'bets',
  'agents',
  'lottery',
  'promotions',
  /** VIP, cashback and the points mall. */
  'loyalty',
  MESSAGES_NAMESPACE,
] as const;
export type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

export function loadLocale(language: Language, namespace = 'translation'): Promise<Record<string, string>> {
  const file = LOCALE_FILES[language];
  const load =
    namespace === 'translation'
      ? coreLoaders[`./locales/${file}.json`]
      : namespaceLoaders[`./locales/${namespace}/${file}.json`];
  if (!load) return Promise.reject(new Error(`no locale ${namespace} for ${language}`));
  return load().then((module) => module.default);
}

/** Loads only the language in use, each namespace as its own small chunk. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(tag, namespace, callback) {
    loadLocale(languageOfTag(tag), namespace).then(
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
      ns: ['translation'],
      defaultNS: 'translation',
      // Every namespace falls back to the core texts (common.*), then the messages (error.*, pattern.*).
      fallbackNS: ['translation', MESSAGES_NAMESPACE],
      // Keys are flat strings like "error.login.not.session".
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
}

/**
 * Resolves once a feature namespace is loaded in the current language (call before rendering it),
 * with the error and pattern messages its screens show. Once loaded, a namespace follows every
 * language switch (i18next reloads all loaded namespaces before it switches).
 */
export function loadNamespace(namespace: LocaleNamespace): Promise<unknown> {
  return i18n.loadNamespaces([namespace, MESSAGES_NAMESPACE]);
}

/** Resolves once the error and pattern messages are loaded (or failed to load). */
export function loadMessages(): Promise<unknown> {
  return i18n.loadNamespaces(MESSAGES_NAMESPACE);
}
