import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The game-name search box (the list follows 300 ms after the last key). */
export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <div className="game-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <svg
        className="icon game-search__icon"
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.5 15.5L20 20" />
      </svg>
      <input
        id={id}
        type="search"
        className="game-search__input"
        value={value}
        placeholder={t('searchPlaceholder')}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
