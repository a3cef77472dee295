import { useTranslation } from 'react-i18next';
import type { Language } from '@wps/contracts';
import { languageOfTag } from './languageCodes';

/** The current language code; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOfTag(i18n.language);
}
