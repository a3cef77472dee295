import { useQuery } from '@tanstack/react-query';
import { formatAmount, isPositiveAmount, type vipRankSchema } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { basisPointsPercent } from '../../shared/loyalty/rates';
import { useCurrency } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Tabs } from '../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { PageSpinner } from '../../shared/ui/Spinner';
import { vipRanksQuery } from './queries';
import { rankCategories } from './vipLogic';

type VipRank = z.infer<typeof vipRankSchema>;

/**
 * The VIP ranks for everyone: one tab per rank (a row that scrolls sideways on a phone), showing what
 * reaches and keeps it, its rewards, its cashback and points per game type, and its benefits. A
 * member's own rank is chosen first.
 */
export function RankTable({ myLevel }: { myLevel: number | null }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const language = useLanguage();
  const tabsId = useTabsId();
  const ranks = useQuery(vipRanksQuery(language));
  const [chosen, setChosen] = useState<string | null>(null);

  let body;
  if (ranks.isPending) body = <PageSpinner label={t('common.loading')} />;
  else if (ranks.isError) body = <ErrorState error={ranks.error} onRetry={() => void ranks.refetch()} />;
  else if (ranks.data.ranks.length === 0) body = <EmptyState icon="crown" title={t('vip.empty')} />;
  else {
    const list = ranks.data.ranks;
    const selected =
      list.find((rank) => String(rank.level) === chosen) ??
      list.find((rank) => rank.level === myLevel) ??
      list[0]!;
    body = (
      <>
        <p className="vip-ranks__intro">
          {t('loyalty.vip.rulesPeriod', { days: String(ranks.data.periodDays) })}
        </p>
        <div className="vip-ranks__tabs">
          <Tabs
            idBase={tabsId}
            label={t('loyalty.vip.ranks')}
            value={String(selected.level)}
            onChange={setChosen}
            tabs={list.map((rank) => ({ id: String(rank.level), label: rank.name }))}
          />
        </div>
        <div {...tabPanelProps(tabsId, String(selected.level))} className="vip-rank">
          <RankDetails rank={selected} periodDays={ranks.data.periodDays} mine={selected.level === myLevel} />
        </div>
      </>
    );
  }

  return (
    <section className="card vip-ranks" aria-labelledby="vip-ranks-title">
      <h2 id="vip-ranks-title" className="section-title">
        {t('loyalty.vip.ranks')}
      </h2>
      {body}
    </section>
  );
}

function RankDetails({ rank, periodDays, mine }: { rank: VipRank; periodDays: number; mine: boolean }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const money = (amount: string) => (isPositiveAmount(amount) ? formatAmount(amount, currency) : '—');
  const categories = rankCategories(rank);
  const first =
    rank.level === 0 || (!isPositiveAmount(rank.upgradeDeposit) && !isPositiveAmount(rank.upgradeValidBet));
  const kept = rank.level === 0 || !isPositiveAmount(rank.keepValidBet);
  return (
    <>
      <div className="vip-rank__head">
        <h3 className="vip-rank__name">{rank.name}</h3>
        {mine && <span className="vip-chip">{t('loyalty.vip.yours')}</span>}
      </div>
      <dl className="vip-facts">
        <div className="vip-fact">
          <dt>{t('loyalty.vip.toReach')}</dt>
          {first ? (
            <dd>{t('loyalty.vip.everyone')}</dd>
          ) : (
            <dd>
              <span className="vip-fact__line">
                {t('loyalty.vip.deposits')} <span className="vip-ltr">{money(rank.upgradeDeposit)}</span>
              </span>
              <span className="vip-fact__line">
                {t('loyalty.vip.validBets')} <span className="vip-ltr">{money(rank.upgradeValidBet)}</span>
              </span>
              <span className="vip-fact__hint">{t('loyalty.vip.inDays', { days: String(periodDays) })}</span>
            </dd>
          )}
        </div>
        <div className="vip-fact">
          <dt>{t('loyalty.vip.toKeep')}</dt>
          {kept ? (
            <dd>{t('loyalty.vip.alwaysKept')}</dd>
          ) : (
            <dd>
              <span className="vip-fact__line">
                {t('loyalty.vip.validBets')} <span className="vip-ltr">{money(rank.keepValidBet)}</span>
              </span>
              <span className="vip-fact__hint">
                {t('loyalty.vip.everyDays', { days: String(periodDays) })}
              </span>
            </dd>
          )}
        </div>
        <div className="vip-fact">
          <dt>{t('loyalty.vip.upgradeReward')}</dt>
          <dd className="vip-ltr">{money(rank.upgradeReward)}</dd>
        </div>
        <div className="vip-fact">
          <dt>{t('loyalty.vip.birthdayReward')}</dt>
          <dd className="vip-ltr">{money(rank.birthdayReward)}</dd>
        </div>
      </dl>

      {categories.length === 0 ? (
        <p className="vip-rank__note">{t('loyalty.vip.noRates')}</p>
      ) : (
        <div className="vip-rates__scroll">
          <table className="vip-rates">
            <caption>{t('loyalty.vip.ratesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loyalty.category')}</th>
                <th scope="col">{t('loyalty.vip.cashback')}</th>
                <th scope="col">{t('loyalty.vip.pointsPer', { amount: formatAmount('100', currency) })}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => {
                const rate = rank.cashbackRates[category];
                const points = rank.pointsPerHundred[category];
                return (
                  <tr key={category} data-category={category}>
                    <th scope="row">{t(`loyalty.category.${category}`)}</th>
                    <td>{rate ? basisPointsPercent(rate) : '—'}</td>
                    <td>{points ? String(points) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {rank.benefits && (
        <div className="vip-rank__benefits">
          <h4 className="vip-rank__subtitle">{t('loyalty.vip.benefits')}</h4>
          <p>{rank.benefits}</p>
        </div>
      )}
    </>
  );
}
