import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSession } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { formatDateTime } from '../../shared/format/date';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ltr } from './bidi';
import { FormStatus } from './Field';
import { sessionsQuery } from './queries';
import { SecuritySection } from './SecuritySection';
import { deviceText } from './userAgent';

/** The member's signed-in sessions; any other one can be ended (after a confirmation). */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const query = useQuery(sessionsQuery(token));
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const [status, setStatus] = useState<{ error?: string; success?: string }>({});
  const [ending, setEnding] = useState<string | null>(null);

  const end = async (session: MemberSession, device: string) => {
    const choice = await dialog.open({
      icon: 'question',
      title: t('security.sessions.endTitle'),
      message: t('security.sessions.endConfirm', { device }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('security.sessions.end'), value: 'end', variant: 'danger', isDefault: true },
      ],
    });
    if (choice !== 'end') return;
    setStatus({});
    setEnding(session.id);
    try {
      await callApi(routes.memberSessionEnd, { params: { id: session.id } });
      setStatus({ success: t('security.sessions.ended', { device }) });
    } catch (error) {
      setStatus({ error: t(errorKey(error)) });
    } finally {
      setEnding(null);
      void queryClient.invalidateQueries({ queryKey: sessionsQuery(token).queryKey });
    }
  };

  return (
    <SecuritySection id="sessions" title={t('security.sessions.title')} intro={t('security.sessions.intro')}>
      {query.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="session-list" aria-label={t('security.sessions.title')}>
          {query.data.map((session) => {
            const device = deviceText(t, session.userAgent);
            return (
              <li key={session.id} className="session-list__item" data-current={session.current || undefined}>
                <div className="session-list__main">
                  <span className="session-list__device">
                    {device}
                    {session.current && (
                      <span className="tag tag--accent">{t('security.sessions.thisDevice')}</span>
                    )}
                  </span>
                  <span className="security-muted">
                    {t('security.sessions.details', {
                      ip: session.ip ? ltr(session.ip) : t('security.unknown'),
                      lastSeen: ltr(formatDateTime(session.lastSeenAt)),
                      signedIn: ltr(formatDateTime(session.createdAt)),
                    })}
                  </span>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={ending === session.id}
                    aria-label={t('security.sessions.endNamed', { device })}
                    onClick={() => void end(session, device)}
                  >
                    {t('security.sessions.end')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FormStatus error={status.error} success={status.success} />
    </SecuritySection>
  );
}
