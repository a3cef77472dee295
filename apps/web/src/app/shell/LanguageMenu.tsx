import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@wps/contracts';
import { tagOf } from '../../shared/i18n/languageCodes';
import { Icon } from '../../shared/ui/Icon';

export interface LanguageMenuProps {
  id: string;
  current: Language;
  /** The chooser around the menu: a press outside it closes the menu. */
  chooser: RefObject<HTMLElement | null>;
  onChoose: (language: Language) => void;
  /** Closes the menu; `refocus` returns focus to the chooser's button. */
  onClose: (refocus: boolean) => void;
}

/** The open language menu of the header's chooser: every language by its native name. */
export function LanguageMenu({ id, current, chooser, onChoose, onClose }: LanguageMenuProps) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!chooser.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [chooser, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('.lang-menu__item') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <ul id={id} ref={list} className="lang-menu" onKeyDown={onKeyDown}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="lang-menu__item"
            lang={tagOf(language)}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => onChoose(language)}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
            {language === current && <Icon name="success" size={18} />}
          </button>
        </li>
      ))}
    </ul>
  );
}
