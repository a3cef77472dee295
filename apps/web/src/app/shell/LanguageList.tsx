import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@wps/contracts';
import { setLanguage } from '../../shared/i18n/language';
import { tagOf } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';

/** Side-menu language chooser: a labelled group of buttons. */
export function LanguageList() {
  const { t } = useTranslation();
  const current = useLanguage();
  const headingId = useId();
  return (
    <div className="lang-list" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="lang-list__title">
        {t('language.title')}
      </span>
      <div className="lang-list__grid">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={tagOf(language)}
            className="lang-list__item"
            aria-pressed={language === current}
            onClick={() => void setLanguage(language)}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </button>
        ))}
      </div>
    </div>
  );
}
