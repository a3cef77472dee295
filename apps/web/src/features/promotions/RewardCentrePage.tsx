import { useQuery } from '@tanstack/react-query';
import type { Activity, Bonus, MyActivity } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useCurrency } from '../../shared/money/moneyForm';
import {
  bonusProgressQuery,
  myPromotionsQuery,
  promotionActivitiesQuery,
} from '../../shared/promotions/queries';
import { TurnoverBar } from '../../shared/promotions/TurnoverBar';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { PageSpinner } from '../../shared/ui/Spinner';
import { LuckyDraws } from './raffles/LuckyDraws';
import { groupRewards, REWARD_GROUPS, type RewardGroup } from './rewardGroups';
import { StatusChip } from './StatusChip';
import { isApplicationKind } from './statusActions';
import { usePromotionActions } from './usePromotionActions';
import '../../shared/money/money-page.css';
import './promotions.css';

/** What the member centre gives its pages, as far as this page needs it. */
interface CentreLinks {
  /** Closes the member centre (before following a link to an activity). */
  close: () => void;
  /** Switches the member centre to bonus details (a reward's turnover). */
  goTo: (page: 'bonusDetails') => void;
}

const detailPath = (activityId: number) => `/promoDetail?activity=${activityId}`;

/**
 * The reward centre (member centre `rewardCenter`): the lucky draws (prize wheels and red envelopes)
 * open now, rewards ready to claim or collect, applications and claims waiting for review, collected
 * rewards whose turnover is being played, and rejections with their reasons. Each row opens its
 * activity.
 */
export function RewardCentrePage({ close, goTo }: CentreLinks) {
  const { t, ready } = useTranslation(['promotions', 'messages']);
  const language = useLanguage();
  const token = useSessionToken();
  const mine = useQuery(myPromotionsQuery(token));
  const activities = useQuery(promotionActivitiesQuery(language));
  const progress = useQuery(bonusProgressQuery(token));
  const actions = usePromotionActions();

  const header = <h3 className="money-page__title">{t('promo.centre.title')}</h3>;
  if (!ready || mine.isPending)
    return (
      <div className="money-page promo-centre">
        {header}
        <PageSpinner label={t('common.loading')} />
      </div>
    );
  if (mine.isError)
    return (
      <div className="money-page promo-centre">
        {header}
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      </div>
    );

  const groups = groupRewards(mine.data.activities);
  const empty = REWARD_GROUPS.every((group) => groups[group].length === 0);
  // An outcome shows under its row; once the row has left the lists (a reward collected in full),
  // it shows at the top, so the member still reads what happened.
  const listed = new Set(REWARD_GROUPS.flatMap((group) => groups[group].map((entry) => entry.activityId)));
  const unlisted = Object.entries(actions.outcomes).filter(([id]) => !listed.has(Number(id)));
  const lookup = {
    activity: (id: number) => activities.data?.list.find((entry) => entry.id === id) ?? null,
    bonus: (id: number | null) =>
      id === null ? null : (progress.data?.bonuses.find((entry) => entry.id === id) ?? null),
  };

  return (
    <div className="money-page promo-centre">
      <div className="money-card__head">
        {header}
        {mine.data.claimCount > 0 && (
          <span className="promo-chip promo-chip--ready" data-testid="reward-count">
            {t('promo.centre.readyCount', { count: String(mine.data.claimCount) })}
          </span>
        )}
      </div>
      {unlisted.map(([id, outcome]) => (
        <FormAlert key={id} tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      ))}
      <LuckyDraws />
      {empty ? (
        <EmptyState
          icon="star"
          title={t('promo.centre.empty')}
          description={t('promo.centre.emptyHint')}
          action={
            <Link to="/promotions" className="btn btn--primary" onClick={close}>
              {t('promo.centre.browse')}
            </Link>
          }
        />
      ) : (
        REWARD_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
          <section key={group} className="promo-centre__group" aria-labelledby={`promo-centre-${group}`}>
            <h4 id={`promo-centre-${group}`} className="money-card__title">
              {t(`promo.centre.group.${group}`)}
              <span className="promo-centre__count">{groups[group].length}</span>
            </h4>
            <ul className="money-records">
              {groups[group].map((entry) => (
                <RewardRow
                  key={entry.activityId}
                  group={group}
                  entry={entry}
                  activity={lookup.activity(entry.activityId)}
                  bonus={lookup.bonus(entry.bonusId)}
                  actions={actions}
                  close={close}
                  goTo={goTo}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

interface RewardRowProps extends CentreLinks {
  group: RewardGroup;
  entry: MyActivity;
  activity: Activity | null;
  bonus: Bonus | null;
  actions: ReturnType<typeof usePromotionActions>;
}

function RewardRow({ group, entry, activity, bonus, actions, close, goTo }: RewardRowProps) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  const title =
    activity?.title ?? bonus?.activityTitle ?? t('promo.centre.activity', { id: String(entry.activityId) });
  const busy = actions.pending !== null;
  const mineBusy = actions.pending?.activityId === entry.activityId;
  const outcome = actions.outcomes[entry.activityId];
  const amount = entry.claimable ? actions.money(entry.claimable) : null;

  let button = null;
  if (entry.status === 'claim')
    button = (
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={busy}
        aria-busy={mineBusy || undefined}
        onClick={() => void actions.run(entry.activityId, 'claim')}
      >
        {mineBusy
          ? t('promo.action.sending')
          : amount
            ? t('promo.action.claimAmount', { amount })
            : t('promo.action.claim')}
      </button>
    );
  else if (entry.status === 'issued' && entry.bonusId !== null)
    button = (
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={busy}
        aria-busy={mineBusy || undefined}
        onClick={() => void actions.run(entry.activityId, 'collect', entry.bonusId)}
      >
        {mineBusy
          ? t('promo.action.sending')
          : amount
            ? t('promo.action.collectAmount', { amount })
            : t('promo.action.collect')}
      </button>
    );
  else if (entry.status === 'process')
    button = (
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => goTo('bonusDetails')}>
        {t('promo.action.bonusDetails')}
      </button>
    );
  else if (entry.status === 'rejected' && activity && isApplicationKind(activity.kind))
    button = (
      <Link to={detailPath(entry.activityId)} className="btn btn--secondary btn--sm" onClick={close}>
        {t('promo.action.applyAgain')}
      </Link>
    );

  return (
    <li className="money-record promo-reward" data-activity={entry.activityId} data-group={group}>
      <div className="money-record__head">
        <Link to={detailPath(entry.activityId)} className="promo-reward__title" onClick={close}>
          {title}
        </Link>
        <StatusChip status={entry.status} />
      </div>
      {amount && group === 'ready' && (
        <p className="promo-reward__amount">
          <span className="money-muted">{t('promo.centre.amount')}</span>{' '}
          <strong className="money-amount">{amount}</strong>
        </p>
      )}
      {group === 'review' && <p className="money-muted">{t('promo.note.applying')}</p>}
      {group === 'rejected' && (
        <p className="promo-reward__reason">
          {entry.reason ? t('promo.note.rejectedReason', { reason: entry.reason }) : t('promo.note.rejected')}
        </p>
      )}
      {group === 'progress' && bonus && (
        <TurnoverBar
          turnover={bonus.turnover}
          currency={currency}
          label={t('promo.turnover.of', { title })}
          compact
        />
      )}
      {button && <div className="money-record__actions">{button}</div>}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
    </li>
  );
}
