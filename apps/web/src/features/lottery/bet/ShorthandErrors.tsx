import { useTranslation } from 'react-i18next';
import { SHORTHAND_ERRORS, type ShorthandAnswer } from './shorthand';

const KNOWN: readonly string[] = SHORTHAND_ERRORS;

/** The shorthand reader's errors, each at its line with the token it stumbled on. */
export function ShorthandErrors({ errors }: { errors: ShorthandAnswer['errors'] }) {
  const { t } = useTranslation('lottery');
  if (errors.length === 0) return null;
  const sorted = [...errors].sort((a, b) => a.line - b.line || a.column - b.column);
  return (
    <ul className="lottery-shorthand__errors" role="alert" aria-label={t('lottery.shorthand.errors')}>
      {sorted.map((error, index) => (
        <li key={index} data-line={error.line}>
          <span className="lottery-shorthand__where">
            {t('lottery.shorthand.at', { line: error.line, column: error.column })}
          </span>{' '}
          {error.token && <code className="money-ltr">{error.token}</code>}{' '}
          {KNOWN.includes(error.code)
            ? t(`lottery.shorthand.error.${error.code}`)
            : t('lottery.shorthand.error.other')}
        </li>
      ))}
    </ul>
  );
}
