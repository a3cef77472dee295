import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@wps/contracts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './languageTabs.css';

/**
 * Text written in every member-site language (contracts `localizedSchema`): one tab per language
 * (WAI-ARIA tabs, arrow keys move between them), the panel of the chosen one rendered by
 * `children(language)`. A tab shows whether its language is filled in and whether it holds an error.
 */
export function LanguageTabs({
  label,
  filled,
  invalid,
  filledLabel,
  invalidLabel,
  children,
}: {
  label: string;
  filled: (language: Language) => boolean;
  invalid?: (language: Language) => boolean;
  /** Read to screen readers after a filled-in language ("written"). */
  filledLabel: string;
  /** Read after a language holding an error. */
  invalidLabel: string;
  children: (language: Language) => ReactNode;
}) {
  const [current, setCurrent] = useState<Language>('EN');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const count = LANGUAGES.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(LANGUAGES[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="language-tabs">
      <div className="language-tabs__list" role="tablist" aria-label={label}>
        {LANGUAGES.map((language, index) => {
          const selected = language === current;
          const bad = invalid?.(language) ?? false;
          return (
            <button
              key={language}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`language-tabs__tab${bad ? ' language-tabs__tab--invalid' : ''}`}
              onClick={() => setCurrent(language)}
              onKeyDown={(event) => move(event, index)}
            >
              <span lang={LANGUAGE_TAGS[language]}>{LANGUAGE_NATIVE_NAMES[language]}</span>
              <span
                className={`language-tabs__mark${filled(language) ? ' language-tabs__mark--filled' : ''}`}
                aria-hidden="true"
              />
              {filled(language) ? <span className="visually-hidden">{filledLabel}</span> : null}
              {bad ? (
                <>
                  <span aria-hidden="true">!</span>
                  <span className="visually-hidden">{invalidLabel}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        className="language-tabs__panel stack"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
      >
        {children(current)}
      </div>
    </div>
  );
}
