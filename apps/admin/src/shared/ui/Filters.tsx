import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One choice of a list filter: its value in the URL and the text shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select over a list: "All" (empty) first, then the options. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('common.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A list's text search: typed freely, applied on submit (Enter or the button) with the text trimmed
 * (empty clears it). `value` is what the list is filtered by now.
 */
export function SearchBox({
  id,
  label,
  searchLabel,
  placeholder,
  value,
  maxLength,
  onSearch,
}: {
  id: string;
  label: string;
  /** The search landmark's name. */
  searchLabel: string;
  placeholder?: string;
  value: string | undefined;
  maxLength: number;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  return (
    <form
      className="row"
      role="search"
      aria-label={searchLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input"
          type="search"
          maxLength={maxLength}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary">
        {t('common.search')}
      </button>
    </form>
  );
}
