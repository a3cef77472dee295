import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { myPromotionsQuery, promotionActivityQuery } from '../../shared/promotions/queries';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ActionArea } from './ActionArea';
import { ActivityBanner } from './ActivityBanner';
import { ActivityTerms } from './ActivityTerms';
import { ActivityWindow } from './ActivityWindow';
import { ApplyDialog } from './ApplyDialog';
import type { PromotionAuth } from './auth';
import { StatusChip } from './StatusChip';
import { statusView } from './statusActions';
import { usePromotionActions } from './usePromotionActions';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/promotions" className="btn btn--ghost btn--sm">
      {t('promotions.back')}
    </Link>
  );
}

/** An activity that does not exist (or is no longer published, or the reward centre is off). */
export function ActivityMissing() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('nav.promotions')} />
      <section className="card">
        <EmptyState icon="gift" title={t('promotions.notFound')} action={<BackLink />} />
      </section>
    </div>
  );
}

/**
 * /promoDetail?activity=<id>: the banner, the window, the member's state with its action, the
 * reward and turnover terms, and the rules as plain text.
 */
export function ActivityDetail({ id, auth }: { id: number; auth: PromotionAuth }) {
  const { t, ready } = useTranslation(['promotions', 'messages']);
  const language = useLanguage();
  const token = useSessionToken();
  const loggedIn = Boolean(token);
  const query = useQuery(promotionActivityQuery(language, id));
  const mine = useQuery(myPromotionsQuery(token));
  const actions = usePromotionActions(auth.requireRealAccount);
  const [applying, setApplying] = useState(false);

  if (!ready || query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'promotion.not.found') return <ActivityMissing />;
    return (
      <div className="page page--narrow">
        <PageHeader title={t('nav.promotions')} actions={<BackLink />} />
        <section className="card">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </section>
      </div>
    );
  }

  const activity = query.data;
  const state = mine.data?.activities.find((entry) => entry.activityId === activity.id) ?? null;
  const view = statusView(activity, state, loggedIn);
  const openApply = () =>
    void auth.requireRealAccount().then((allowed) => {
      if (allowed) setApplying(true);
    });

  return (
    <div className="page page--narrow promo-detail">
      <PageHeader title={activity.title} actions={<BackLink />} />
      <article className="promo-detail__body">
        <div className="card promo-detail__hero">
          <ActivityBanner banner={activity.banner} large />
          <div className="promo-detail__meta">
            <StatusChip status={view.status} />
            <ActivityWindow activity={activity} withTime />
          </div>
          {activity.summary && <p className="promo-detail__summary">{activity.summary}</p>}
        </div>
        <ActionArea
          activity={activity}
          view={view}
          actions={actions}
          auth={auth}
          loggedIn={loggedIn}
          loading={loggedIn && mine.isPending}
          onApply={openApply}
        />
        <ActivityTerms activity={activity} money={actions.money} />
        {activity.rules && (
          <section className="card promo-rules" aria-labelledby={`promo-rules-${activity.id}`}>
            <h2 id={`promo-rules-${activity.id}`} className="section-title">
              {t('promo.detail.rules')}
            </h2>
            {/* Plain text with its line breaks: operator text is never read as HTML here. */}
            <p className="promo-rules__text">{activity.rules}</p>
          </section>
        )}
      </article>
      {applying && (
        <ApplyDialog
          activity={activity}
          onClose={() => setApplying(false)}
          onSent={() => {
            setApplying(false);
            actions.setOutcome(activity.id, { tone: 'success', text: t('promo.result.applied') });
          }}
        />
      )}
    </div>
  );
}
