import type { Activity } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { ltr } from '../../shared/money/moneyForm';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { PageSpinner } from '../../shared/ui/Spinner';
import type { PromotionAuth } from './auth';
import { isApplicationKind, needsJoining, type StatusView } from './statusActions';
import type { usePromotionActions } from './usePromotionActions';

type Actions = ReturnType<typeof usePromotionActions>;

interface ActionAreaProps {
  activity: Activity;
  view: StatusView;
  actions: Actions;
  auth: PromotionAuth;
  loggedIn: boolean;
  /** The member's state is still loading: no button yet. */
  loading: boolean;
  onApply: () => void;
}

/** The note for a status, in the member's words. */
function useStatusNote(activity: Activity, view: StatusView, loggedIn: boolean): string[] {
  const { t } = useTranslation('promotions');
  const applies = isApplicationKind(activity.kind);
  switch (view.status) {
    case 'join':
      return [
        t(
          !loggedIn
            ? 'promo.note.login'
            : applies
              ? 'promo.note.apply'
              : needsJoining(activity.kind)
                ? 'promo.note.join'
                : 'promo.note.qualify',
        ),
      ];
    case 'joined':
      return [t('promo.note.joined')];
    case 'claim':
      return [t('promo.note.claim')];
    case 'applying':
      return [t('promo.note.applying')];
    case 'rejected': {
      const lines = [
        view.reason ? t('promo.note.rejectedReason', { reason: view.reason }) : t('promo.note.rejected'),
      ];
      if (applies) lines.push(t('promo.note.applyAgain'));
      return lines;
    }
    case 'issued':
      return [t('promo.note.issued')];
    case 'process':
      return [t('promo.note.process')];
    case 'claimed':
      return [t('promo.note.claimed')];
    case 'closed':
      return [t('promo.note.closed')];
    case 'coming_soon':
      return [t('promo.note.comingSoon', { time: ltr(formatDateTime(activity.startsAt)) })];
  }
}

/** The action area of an activity's page: what the member's status means, and its button. */
export function ActionArea({ activity, view, actions, auth, loggedIn, loading, onApply }: ActionAreaProps) {
  const { t } = useTranslation('promotions');
  const notes = useStatusNote(activity, view, loggedIn);
  const busy = actions.pending !== null;
  const mine = actions.pending?.activityId === activity.id;
  const outcome = actions.outcomes[activity.id];
  const amount = view.amount ? actions.money(view.amount) : null;

  let button = null;
  switch (view.button) {
    case 'login':
      button = (
        <button type="button" className="btn btn--primary" onClick={auth.openLogin}>
          {t('promo.action.login')}
        </button>
      );
      break;
    case 'join':
      button = (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={mine || undefined}
          onClick={() => void actions.run(activity.id, 'join')}
        >
          {mine ? t('promo.action.sending') : t('promo.action.join')}
        </button>
      );
      break;
    case 'apply':
      button = (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={onApply}>
          {t(view.status === 'rejected' ? 'promo.action.applyAgain' : 'promo.action.apply')}
        </button>
      );
      break;
    case 'claim':
      button = (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={mine || undefined}
          onClick={() => void actions.run(activity.id, 'claim')}
        >
          {mine
            ? t('promo.action.sending')
            : amount
              ? t('promo.action.claimAmount', { amount })
              : t('promo.action.claim')}
        </button>
      );
      break;
    case 'collect':
      button = (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={mine || undefined}
          onClick={() => void actions.run(activity.id, 'collect', view.bonusId)}
        >
          {mine
            ? t('promo.action.sending')
            : amount
              ? t('promo.action.collectAmount', { amount })
              : t('promo.action.collect')}
        </button>
      );
      break;
    case 'bonusDetails':
      button = (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => auth.openMemberCentre('bonusDetails')}
        >
          {t('promo.action.bonusDetails')}
        </button>
      );
      break;
    case null:
      break;
  }

  return (
    <section className="card promo-action" aria-label={t('promo.detail.takePart')} data-status={view.status}>
      {loading ? (
        <PageSpinner label={t('common.loading')} />
      ) : (
        <>
          <div className="promo-action__head">
            <div className="promo-action__notes">
              {notes.map((note) => (
                <p key={note} className="promo-action__note">
                  {note}
                </p>
              ))}
              {view.progress && view.status === 'joined' && (
                <p className="promo-action__progress">
                  {t(
                    activity.kind === 'loss_rebate'
                      ? 'promo.note.progressLoss'
                      : activity.kind === 'turnover_reward'
                        ? 'promo.note.progressBets'
                        : 'promo.note.progress',
                    { amount: actions.money(view.progress) },
                  )}
                </p>
              )}
            </div>
            {button && <div className="promo-action__button">{button}</div>}
          </div>
          {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
        </>
      )}
    </section>
  );
}
