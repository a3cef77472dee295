import { routes, type SettingsSection } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { diffRows } from '../../shared/ui/diff';
import '../../shared/ui/table.css';

const MAX_ROWS = 25;

/**
 * Someone else saved the section after this form loaded it: who, when and what they changed (the
 * newest audit entry of the section), and the way out: load their version. The operator's own edits
 * stay in the form below until then.
 */
export function ConflictNotice({
  merchantCode,
  section,
  mine,
  theirs,
  refused,
  reloading,
  onReload,
}: {
  merchantCode: string;
  section: SettingsSection;
  /** The version this form loaded. */
  mine: number;
  /** The server's version, when known. */
  theirs: number | null;
  /** True after a save was refused for it; false when a refresh showed a newer version first. */
  refused: boolean;
  reloading: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const target = `settings:${section}`;
  const audit = useQuery({
    queryKey: ['audit', 'settings-conflict', merchantCode, section, theirs],
    queryFn: ({ signal }) =>
      callApi(routes.auditList, { query: { merchantCode, target, pageSize: 5 }, signal }),
    staleTime: 0,
  });
  // The target filter matches by beginning: keep this section's entries only.
  const newest = audit.data?.list.find((entry) => entry.target === target);
  const changed = newest ? diffRows(newest.before, newest.after).filter((row) => row.changed) : [];
  const missed = theirs !== null ? theirs - mine : null;
  return (
    <section className="settings-conflict" aria-labelledby="settings-conflict-title">
      <div role="alert">
        <h3 id="settings-conflict-title">{t('settings.conflict.title')}</h3>
        <p>
          {refused ? t('settings.conflict.refused') : t('settings.conflict.detected')}{' '}
          {theirs !== null
            ? t('settings.conflict.versions', { mine, theirs })
            : t('settings.conflict.versionsUnknown', { mine })}
        </p>
      </div>
      {audit.isPending ? (
        <p className="muted">{t('settings.conflict.readingAudit')}</p>
      ) : audit.error ? (
        <p className="field__error">
          {t('settings.conflict.auditFailed', { error: errorText(audit.error) })}
        </p>
      ) : newest ? (
        <>
          <p>
            <strong>
              {t('settings.conflict.latest', {
                operator: newest.operatorName ?? t('settings.conflict.system'),
                time: dateTime(newest.at),
              })}
            </strong>
            {missed !== null && missed > 1 ? ` ${t('settings.conflict.earlier', { n: missed - 1 })}` : null}
          </p>
          {changed.length === 0 ? (
            <p className="muted">{t('settings.conflict.noDifference')}</p>
          ) : (
            <div className="table-scroll settings-conflict__diff">
              <table className="table">
                <caption className="visually-hidden">{t('settings.conflict.diffCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('settings.conflict.field')}</th>
                    <th scope="col">{t('settings.conflict.before')}</th>
                    <th scope="col">{t('settings.conflict.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changed.slice(0, MAX_ROWS).map((row) => (
                    <tr key={row.path}>
                      <td className="mono">{row.path}</td>
                      <td className="mono">{row.before ?? '—'}</td>
                      <td className="mono">{row.after ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {changed.length > MAX_ROWS ? (
                <p className="muted">{t('settings.conflict.moreRows', { n: changed.length - MAX_ROWS })}</p>
              ) : null}
            </div>
          )}
        </>
      ) : (
        <p className="muted">{t('settings.conflict.noAudit')}</p>
      )}
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={onReload} disabled={reloading}>
          {reloading ? t('common.loading') : t('settings.conflict.reload')}
        </button>
        <span className="muted">{t('settings.conflict.reloadHint')}</span>
      </div>
    </section>
  );
}
