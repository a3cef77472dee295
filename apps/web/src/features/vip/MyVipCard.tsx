import { useQuery } from '@tanstack/react-query';
import { formatAmount, type vipProgressSchema } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../shared/format/date';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { useCustomerService } from '../../shared/site/useCustomerService';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { Icon } from '../../shared/ui/Icon';
import { PageSpinner } from '../../shared/ui/Spinner';
import { vipProgressQuery } from './queries';
import { useLabelRefresh } from './useLabelRefresh';
import { amountLeft, progressPercent } from './vipLogic';

type VipProgress = z.infer<typeof vipProgressSchema>;

/**
 * "My VIP" (members): the rank and since when, the period's deposits and valid bets against the
 * next rank's upgrade rule, the keep rule with the review date, and VIP customer service when the
 * rank has it (spec §6).
 */
export function MyVipCard({ token }: { token: string }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const progress = useQuery(vipProgressQuery(token));
  useLabelRefresh(token, progress.data);

  if (progress.isPending)
    return (
      <section className="card vip-card" aria-label={t('loyalty.vip.myVip')}>
        <PageSpinner label={t('common.loading')} />
      </section>
    );
  if (progress.isError)
    return (
      <section className="card vip-card" aria-label={t('loyalty.vip.myVip')}>
        <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />
      </section>
    );
  return <ProgressCard progress={progress.data} />;
}

function ProgressCard({ progress }: { progress: VipProgress }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const openCustomerService = useCustomerService();
  const { next, keep } = progress;
  return (
    <section className="card vip-card" aria-labelledby="vip-my-title" data-level={progress.level}>
      <div className="vip-card__hero">
        <div className="vip-card__who">
          <h2 id="vip-my-title" className="vip-card__title">
            {t('loyalty.vip.myVip')}
          </h2>
          <strong className="vip-card__rank" data-testid="vip-rank">
            {progress.name}
          </strong>
          <span className="vip-card__since">
            {progress.since
              ? t('loyalty.vip.since', { date: ltr(formatDate(progress.since)) })
              : t('loyalty.vip.sinceJoined')}
          </span>
        </div>
        <Icon name="crown" size={44} className="vip-card__crown" />
      </div>

      <p className="vip-card__period">
        {t('loyalty.vip.period', {
          date: ltr(formatDate(progress.periodFrom)),
          deposits: amountInText(progress.deposits, currency),
          validBet: amountInText(progress.validBet, currency),
        })}
      </p>

      {next ? (
        <div className="vip-card__block">
          <h3 className="vip-card__subtitle">{t('loyalty.vip.toNext', { name: next.name })}</h3>
          <ProgressRow
            label={t('loyalty.vip.deposits')}
            barLabel={t('loyalty.vip.depositsTowards', { name: next.name })}
            have={progress.deposits}
            need={next.deposit}
            left={next.depositLeft}
          />
          <ProgressRow
            label={t('loyalty.vip.validBets')}
            barLabel={t('loyalty.vip.validBetsTowards', { name: next.name })}
            have={progress.validBet}
            need={next.validBet}
            left={next.validBetLeft}
          />
        </div>
      ) : (
        <p className="vip-card__top">{t('loyalty.vip.topRank')}</p>
      )}

      {keep && (
        <div className="vip-card__block">
          <h3 className="vip-card__subtitle">{t('loyalty.vip.keepTitle', { name: progress.name })}</h3>
          <p className="vip-card__note">
            {t('loyalty.vip.keepRule', { amount: amountInText(keep.validBet, currency) })}
          </p>
          <ProgressRow
            label={t('loyalty.vip.validBets')}
            barLabel={t('loyalty.vip.validBetsToKeep', { name: progress.name })}
            have={progress.validBet}
            need={keep.validBet}
            left={formatAmount(amountLeft(progress.validBet, keep.validBet, currency.decimals), currency)}
            leftFormatted
          />
          {keep.reviewAt && (
            <p className="vip-card__note" data-testid="vip-review">
              {t('loyalty.vip.reviewAt', { date: ltr(formatDate(keep.reviewAt)) })}
            </p>
          )}
        </div>
      )}

      {progress.vipService && (
        <FormAlert tone="info">
          <span className="vip-card__service">
            {t('loyalty.vip.service')}
            <button type="button" className="btn btn--secondary btn--sm" onClick={openCustomerService}>
              <Icon name="headset" size={18} />
              {t('loyalty.vip.contactService')}
            </button>
          </span>
        </FormAlert>
      )}
    </section>
  );
}

interface ProgressRowProps {
  label: string;
  /** The bar's accessible name (what it counts towards). */
  barLabel: string;
  have: string;
  need: string;
  /** What is still missing: a wire amount, or already formatted with `leftFormatted`. */
  left: string;
  leftFormatted?: boolean;
}

function ProgressRow({ label, barLabel, have, need, left, leftFormatted = false }: ProgressRowProps) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const percent = progressPercent(have, need);
  const done = percent >= 100;
  return (
    <div className="vip-progress" data-done={done || undefined}>
      <div className="vip-progress__head">
        <span className="vip-progress__label">{label}</span>
        <span className="vip-progress__percent">{percent}%</span>
      </div>
      <div
        className="vip-progress__bar"
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="vip-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="vip-progress__figures">
        <span className="vip-progress__ltr">
          {t('loyalty.vip.haveOfNeed', {
            have: amountInText(have, currency),
            need: amountInText(need, currency),
          })}
        </span>
        <span className={done ? 'vip-progress__met' : undefined}>
          {done
            ? t('loyalty.vip.met')
            : t('loyalty.vip.left', { amount: leftFormatted ? ltr(left) : amountInText(left, currency) })}
        </span>
      </div>
    </div>
  );
}
