import type { CountryEntry, Language } from '@wps/contracts';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tagOf } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Icon } from '../../shared/ui/Icon';

/**
 * The drop-down closes this long after focus leaves it, so a click on an entry still lands
 * (docs/product.md §Constants and limits).
 */
export const CLOSE_AFTER_BLUR_MS = 200;

function countryNames(language: Language): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([tagOf(language)], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

interface CountryCodeSelectProps {
  countries: readonly CountryEntry[];
  value: string;
  onChange: (dialingCode: string) => void;
}

/** Dialing-code drop-down with a search box, placed inside a mobile number field. */
export function CountryCodeSelect({ countries, value, onChange }: CountryCodeSelectProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const name = useMemo(() => countryNames(language), [language]);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const collator = new Intl.Collator(tagOf(language));
    const all = countries
      .map((entry) => ({ ...entry, name: name(entry.countryCode) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    if (!needle) return all;
    return all.filter(
      (entry) =>
        entry.name.toLowerCase().includes(needle) ||
        entry.countryCode.toLowerCase().includes(needle) ||
        entry.countryDialingCode.includes(needle.replace(/^\+?/, '+')),
    );
  }, [countries, filter, name, language]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = (focusButton: boolean) => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    setFilter('');
    if (focusButton) button.current?.focus();
  };
  const choose = (code: string) => {
    onChange(code);
    close(true);
  };
  const options = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = options();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[Math.min(items.length - 1, Math.max(0, index + step))]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className="country-select"
      onKeyDown={onKeyDown}
      onFocus={() => window.clearTimeout(closeTimer.current)}
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget as Node | null)) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => close(false), CLOSE_AFTER_BLUR_MS);
      }}
    >
      <button
        ref={button}
        type="button"
        className="country-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('field.countryCodeValue', { code: value || '—' })}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span dir="ltr">{value || '+'}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="country-select__popup">
          <input
            type="search"
            className="country-select__search"
            placeholder={t('field.countrySearch')}
            aria-label={t('field.countrySearch')}
            value={filter}
            autoFocus
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                const first = shown[0];
                if (first) choose(first.countryDialingCode);
              }
            }}
          />
          <ul id={listId} role="listbox" className="country-select__list" aria-label={t('field.countryCode')}>
            {shown.map((entry) => (
              <li
                key={entry.countryCode}
                role="option"
                tabIndex={-1}
                aria-selected={entry.countryDialingCode === value}
                className="country-select__option"
                onClick={() => choose(entry.countryDialingCode)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(entry.countryDialingCode);
                  }
                }}
              >
                <span className="country-select__name">{entry.name}</span>
                <span className="country-select__code" dir="ltr">
                  {entry.countryDialingCode}
                </span>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="country-select__empty">{t('field.countryNone')}</p>}
        </div>
      )}
    </div>
  );
}
