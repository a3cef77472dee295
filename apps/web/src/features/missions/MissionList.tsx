import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { MISSIONS_KEY } from '../../shared/loyalty/keys';
import { missionSummaryQuery } from '../../shared/loyalty/missionSummary';
import { refusalText } from '../../shared/loyalty/refusal';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { PageSpinner } from '../../shared/ui/Spinner';
import {
  formatCount,
  groupMissions,
  missionState,
  nextEnd,
  progressPercent,
  rewardParts,
  timeLeft,
  type Mission,
} from './missionsLogic';
import { useMissionClaim, type ClaimResult } from './useMissionClaim';
import { useNow } from './useNow';

type Outcome = { tone: 'success' | 'error'; text: string };

/** The missions grouped by period, each with its progress, reward, time left and Claim. */
export function MissionList({ token }: { token: string }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const summary = useQuery(missionSummaryQuery(token, language));
  const { claim, pending } = useMissionClaim(token);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const now = useNow(30_000);
  const titleId = useId();

  // A period that ended on screen has new missions (or the same, reset): ask again.
  const soonest = summary.data ? nextEnd(summary.data.missions) : null;
  const ended = soonest !== null && soonest <= now;
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
  }, [ended, soonest, queryClient]);

  const outcomeOf = (result: ClaimResult): Outcome => {
    if (!result.ok) return { tone: 'error', text: refusalText(t, result.error) };
    const parts = rewardParts({ money: result.answer.money, points: result.answer.points });
    const money = parts.money === null ? null : amountInText(parts.money, currency);
    const points = parts.points === null ? null : ltr(formatCount(String(parts.points)));
    let text;
    if (money && points) text = t('loyalty.missions.claimedBoth', { money, points });
    else if (points) text = t('loyalty.missions.claimedPoints', { points });
    else text = t('loyalty.missions.claimedMoney', { money: money ?? amountInText('0', currency) });
    return { tone: 'success', text };
  };

  const onClaim = async (missionId: number) => {
    setOutcomes((current) => {
      const next = { ...current };
      delete next[missionId];
      return next;
    });
    const result = await claim(missionId);
    if (result) setOutcomes((current) => ({ ...current, [missionId]: outcomeOf(result) }));
  };

  let body;
  if (summary.isError && !summary.data)
    body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <PageSpinner label={t('common.loading')} />;
  else if (summary.data.missions.length === 0)
    body = (
      <EmptyState
        icon="trophy"
        title={t('loyalty.missions.empty')}
        description={t('loyalty.missions.emptyHint')}
      />
    );
  else
    body = groupMissions(summary.data.missions).map((group) => (
      <MissionGroup
        key={group.period}
        title={t(`loyalty.missions.period.${group.period}`)}
        missions={group.missions}
        now={now}
        pending={pending}
        outcomes={outcomes}
        onClaim={(missionId) => void onClaim(missionId)}
      />
    ));

  const claimable = summary.data?.claimable ?? 0;
  return (
    <section className="money-card missions" aria-labelledby={titleId}>
      <div className="money-card__head">
        <h4 id={titleId} className="money-card__title">
          {t('loyalty.missions.list')}
        </h4>
        {claimable > 0 && (
          <span className="money-chip money-chip--ok" data-testid="missions-claimable">
            {t('loyalty.missions.claimableCount', { number: claimable })}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

interface MissionGroupProps {
  title: string;
  missions: Mission[];
  now: number;
  pending: ReadonlySet<number>;
  outcomes: Record<number, Outcome>;
  onClaim: (missionId: number) => void;
}

function MissionGroup({ title, missions, now, pending, outcomes, onClaim }: MissionGroupProps) {
  const headingId = useId();
  return (
    <div className="missions__group">
      <h5 id={headingId} className="missions__group-title">
        {title}
      </h5>
      <ul className="missions__list" aria-labelledby={headingId}>
        {missions.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            now={now}
            pending={pending.has(mission.id)}
            outcome={outcomes[mission.id] ?? null}
            onClaim={() => onClaim(mission.id)}
          />
        ))}
      </ul>
    </div>
  );
}

interface MissionCardProps {
  mission: Mission;
  now: number;
  pending: boolean;
  outcome: Outcome | null;
  onClaim: () => void;
}

const STATE_TONE = { claimable: 'ok', claimed: 'ok', inProgress: 'wait' } as const;

function MissionCard({ mission, now, pending, outcome, onClaim }: MissionCardProps) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const titleId = useId();
  const state = missionState(mission);
  const percent = progressPercent(mission.progress, mission.target);
  const figures =
    mission.metric === 'rounds'
      ? t('loyalty.missions.roundsOf', {
          progress: formatCount(mission.progress),
          target: formatCount(mission.target),
        })
      : t('loyalty.missions.amountOf', {
          progress: amountInText(mission.progress, currency),
          target: amountInText(mission.target, currency),
        });
  return (
    <li className="mission" data-mission={mission.id} data-state={state}>
      <div className="mission__head">
        <div className="mission__name">
          <h6 id={titleId} className="mission__title">
            {mission.title}
          </h6>
          <span className="mission__metric">{t(`loyalty.missions.metric.${mission.metric}`)}</span>
        </div>
        <span className={`money-chip money-chip--${STATE_TONE[state]}`}>
          {t(`loyalty.missions.state.${state}`)}
        </span>
      </div>

      <div className="mission__progress">
        <div
          className="mission__bar"
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% · ${figures}`}
        >
          <span className="mission__fill" style={{ inlineSize: `${percent}%` }} />
        </div>
        <div className="mission__figures">
          <span className="mission__ltr" data-testid="mission-figures">
            {figures}
          </span>
          <span className="mission__percent">{percent}%</span>
        </div>
      </div>

      <div className="mission__foot">
        <dl className="mission__facts">
          <div>
            <dt>{t('loyalty.missions.reward')}</dt>
            <dd data-testid="mission-reward">
              <Reward reward={mission.reward} />
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('loyalty.missions.timeLeft')}</dt>
            <dd className="mission__left" data-testid="mission-left">
              <TimeLeftText endsAt={mission.endsAt} now={now} />
            </dd>
          </div>
        </dl>
        {state === 'claimable' && (
          <button
            type="button"
            className="btn btn--primary btn--sm mission__claim"
            disabled={pending}
            aria-busy={pending || undefined}
            aria-describedby={titleId}
            onClick={onClaim}
          >
            {pending ? t('loyalty.sending') : t('loyalty.missions.claim')}
          </button>
        )}
      </div>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
    </li>
  );
}

function Reward({ reward }: { reward: Mission['reward'] }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const parts = rewardParts(reward);
  const points =
    parts.points === null
      ? null
      : t('loyalty.points.pointsCount', { points: ltr(formatCount(String(parts.points))) });
  return (
    <span className="mission__reward">
      {parts.money !== null && <span className="money-amount">{formatAmount(parts.money, currency)}</span>}
      {parts.money !== null && points && ' + '}
      {points && <span className="mission__points">{points}</span>}
    </span>
  );
}

function TimeLeftText({ endsAt, now }: { endsAt: number; now: number }) {
  const { t } = useTranslation('loyalty');
  const left = timeLeft(endsAt, now);
  if (!left) return <>{t('loyalty.missions.ended')}</>;
  const { days, hours, minutes } = left;
  if (days > 0) return <>{t('loyalty.missions.leftDays', { days, hours })}</>;
  if (hours > 0) return <>{t('loyalty.missions.leftHours', { hours, minutes })}</>;
  return <>{t('loyalty.missions.leftMinutes', { minutes })}</>;
}
