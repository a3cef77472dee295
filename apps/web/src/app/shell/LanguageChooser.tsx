import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES, type Language } from '@wps/contracts';
import { setLanguage } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Icon } from '../../shared/ui/Icon';
import { LanguageMenu } from './shellParts';

/** Header language menu: every language by its native name (the menu's code loads when idle). */
export function LanguageChooser() {
  const { t } = useTranslation();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  const choose = (language: Language) => {
    close(true);
    if (language !== current) void setLanguage(language);
  };

  return (
    <div className="lang-chooser" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn lang-chooser__button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" />
        <span className="visually-hidden">
          {t('language.choose', { language: LANGUAGE_NATIVE_NAMES[current] })}
        </span>
        <span className="lang-chooser__code" aria-hidden="true">
          {current}
        </span>
      </button>
      {open && (
        <LanguageMenu id={listId} current={current} chooser={root} onChoose={choose} onClose={close} />
      )}
    </div>
  );
}
