import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/form/TextField';

interface UsernameFilterProps {
  label: string;
  onSearch: (username: string) => void;
  /** A required name: searching with an empty box says so instead. */
  required?: boolean;
}

/** A username box with its search button (the search runs on submit, not on every key). */
export function UsernameFilter({ label, onSearch, required = false }: UsernameFilterProps) {
  const { t } = useTranslation('agents');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = typed.trim();
    if (required && !username) {
      setProblem(t('fieldError.rule.required'));
      return;
    }
    setProblem(null);
    onSearch(username);
  };
  return (
    <form className="agents-filters" role="search" onSubmit={submit} aria-label={label}>
      <TextField
        label={t('team.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typed}
        error={problem ?? undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary agents-filters__submit">
        {t('team.searchButton')}
      </button>
    </form>
  );
}
