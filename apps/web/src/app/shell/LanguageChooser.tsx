import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@wps/contracts';
import { setLanguage } from '../../shared/i18n/language';
import { tagOf } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Icon } from '../../shared/ui/Icon';

/** Header language menu: every language by its native name. */
export function LanguageChooser() {
  const { t } = useTranslation();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    button.current?.focus();
    if (language !== current) void setLanguage(language);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const items = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('.lang-menu__item') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="lang-chooser" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="icon-btn lang-chooser__button"
        aria-expanded={open}
        aria-controls={listId}
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
      <ul id={listId} className="lang-menu" hidden={!open}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="lang-menu__item"
              lang={tagOf(language)}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => choose(language)}
            >
              {LANGUAGE_NATIVE_NAMES[language]}
              {language === current && <Icon name="success" size={18} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
