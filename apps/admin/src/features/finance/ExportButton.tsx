import { ORDER_EXPORT_MAX_ROWS } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../shared/api/client';
import { financeErrorText } from './financeError';

/** A local time stamp for file names: 20250102-1030. */
function stamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}`;
}

/**
 * Exports what the list's filters match as CSV (the server's order, at most ORDER_EXPORT_MAX_ROWS
 * rows), and says so when the file holds fewer rows than matched.
 */
export function ExportButton({ path, query, name }: { path: string; query: unknown; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'truncated'; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { truncated } = await download(path, query, `${name}-${stamp(new Date())}.csv`);
      if (truncated)
        setOutcome({
          kind: 'truncated',
          text: t('finance.export.truncated', { rows: ORDER_EXPORT_MAX_ROWS.toLocaleString() }),
        });
    } catch (error) {
      setOutcome({ kind: 'error', text: financeErrorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="finance-export">
      <button
        type="button"
        className="btn"
        onClick={() => void run()}
        disabled={busy}
        aria-describedby={`${name}-export-hint`}
      >
        {busy ? t('finance.export.busy') : t('common.exportCsv')}
      </button>
      <span id={`${name}-export-hint`} className="visually-hidden">
        {t('finance.export.hint', { rows: ORDER_EXPORT_MAX_ROWS.toLocaleString() })}
      </span>
      {outcome ? (
        <p
          className={`note ${outcome.kind === 'error' ? 'note--error' : 'note--warn'} finance-export__note`}
          role="alert"
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
