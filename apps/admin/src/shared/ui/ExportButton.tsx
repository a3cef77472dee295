import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/client';
import { errorText } from '../i18n/i18n';

/** A local time stamp for file names: 20250102-1030. */
function stamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}`;
}

/**
 * Exports what a list's filters match as CSV (the server's export call: the list's order, at most
 * `maxRows` rows), and says so when the file holds fewer rows than matched (X-Export-Truncated).
 */
export function ExportButton({
  path,
  query,
  name,
  maxRows,
  describeError = errorText,
}: {
  /** The export call's path, parameters filled in. */
  path: string;
  /** The list's filters, as the list call takes them. */
  query: unknown;
  /** The file's name before the time stamp, and the id of the button's hint. */
  name: string;
  maxRows: number;
  describeError?: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'truncated'; text: string } | null>(null);
  const rows = maxRows.toLocaleString();
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { truncated } = await download(path, query, `${name}-${stamp(new Date())}.csv`);
      if (truncated) setOutcome({ kind: 'truncated', text: t('common.export.truncated', { rows }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export">
      <button
        type="button"
        className="btn"
        onClick={() => void run()}
        disabled={busy}
        aria-describedby={`${name}-export-hint`}
      >
        {busy ? t('common.export.busy') : t('common.exportCsv')}
      </button>
      <span id={`${name}-export-hint`} className="visually-hidden">
        {t('common.export.hint', { rows })}
      </span>
      {outcome ? (
        <p
          className={`note ${outcome.kind === 'error' ? 'note--error' : 'note--warn'} export__note`}
          role="alert"
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
