import { DEFAULT_LANGUAGE, type Language, type SystemInfo } from '@wps/contracts';
import { LOCAL_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/storage';
import { i18n } from './i18n';
import { isLanguage, isRtl, languageOfTag, tagOf } from './languageCodes';

/** The language the member chose earlier, if any (localStorage `lang`). */
export function getStoredLanguage(): Language | null {
  const stored = readItem('local', LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : null;
}

/** The language in use now; sent as the Language header. */
export function currentLanguage(): Language {
  return i18n.language ? languageOfTag(i18n.language) : (getStoredLanguage() ?? DEFAULT_LANGUAGE);
}

export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = tagOf(language);
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/** Switches language. A member's choice is remembered (lang) with the previous one (hisLang). */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const previous = currentLanguage();
  if (options.remember ?? true) {
    writeItem('local', LOCAL_KEYS.hisLang, previous);
    writeItem('local', LOCAL_KEYS.lang, language);
  }
  await i18n.changeLanguage(tagOf(language));
  applyDocumentLanguage(language);
}

/** Without a stored choice, follow the site's default language once the boot call answers. */
export function defaultLanguageFor(site: SystemInfo['site']): Language | null {
  if (getStoredLanguage()) return null;
  return site.defaultLanguage;
}
