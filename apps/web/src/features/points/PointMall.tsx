import { useQuery } from '@tanstack/react-query';
import type { pointRewardSchema } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../shared/i18n/useLanguage';
import {
  updatePointMallState,
  usePointMallState,
  type PointMallTab,
} from '../../shared/loyalty/pointMallState';
import { useRequestIds } from '../../shared/money/moneyForm';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Tabs } from '../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { Icon } from '../../shared/ui/Icon';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ConvertDialog } from './ConvertDialog';
import { PointDetails } from './PointDetails';
import { PointRules } from './PointRules';
import { formatPoints } from './pointsLogic';
import { pointBalanceQuery, pointConfigQuery, pointRewardsQuery } from './queries';
import { RedeemDialog } from './RedeemDialog';
import { RedemptionHistory } from './RedemptionHistory';
import { RewardsGrid } from './RewardsGrid';

type PointReward = z.infer<typeof pointRewardSchema>;

/**
 * The mall for a signed-in member: current points (convert, rules), and the rewards, redeem history,
 * points details and rules tabs. The tab, the open dialog and the list pages are the shared point
 * mall state, which closing the member centre clears.
 */
export function PointMall({
  token,
  onSetPaymentPassword,
}: {
  token: string;
  onSetPaymentPassword?: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const language = useLanguage();
  const tabsId = useTabsId();
  const state = usePointMallState();
  const balance = useQuery(pointBalanceQuery(token));
  const config = useQuery(pointConfigQuery(token, language));
  const rewards = useQuery(pointRewardsQuery(token, language));
  // Kept while the page lives, so a retry after an unknown outcome reuses its request id even if
  // the dialog was closed and opened again.
  const redeemIds = useRequestIds();
  const convertIds = useRequestIds();

  const points = balance.data?.points ?? null;
  const setTab = (tab: PointMallTab) => updatePointMallState({ tab });
  const closeDialog = () => updatePointMallState({ dialog: null });
  // The security centre opens in the member centre: this page's dialog closes first.
  const setPaymentPassword = onSetPaymentPassword
    ? () => {
        closeDialog();
        onSetPaymentPassword();
      }
    : undefined;
  const openRedeem = (reward: PointReward) =>
    updatePointMallState({ dialog: { kind: 'redeem', rewardId: reward.id } });

  const { dialog } = state;
  const redeeming =
    dialog?.kind === 'redeem'
      ? (rewards.data?.list.find((reward) => reward.id === dialog.rewardId) ?? null)
      : null;

  let panel;
  switch (state.tab) {
    case 'rewards':
      panel = rewards.isError ? (
        <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data ? (
        <RewardsGrid rewards={rewards.data.list} balance={points} onRedeem={openRedeem} />
      ) : (
        <PageSpinner label={t('common.loading')} />
      );
      break;
    case 'history':
      panel = <RedemptionHistory token={token} page={state.historyPage} />;
      break;
    case 'details':
      panel = <PointDetails token={token} page={state.detailsPage} />;
      break;
    case 'rules':
      panel = config.isError ? (
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      ) : config.data ? (
        <PointRules config={config.data} />
      ) : (
        <PageSpinner label={t('common.loading')} />
      );
      break;
  }

  return (
    <>
      <section className="card points-balance" aria-labelledby="points-balance-title">
        <div className="points-balance__figure">
          <h2 id="points-balance-title" className="points-balance__label">
            {t('loyalty.points.current')}
          </h2>
          {balance.isError ? (
            <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />
          ) : (
            <strong className="points-balance__value" data-testid="points-balance">
              {points === null ? (
                <span className="money-placeholder" aria-hidden="true" />
              ) : (
                formatPoints(points)
              )}
            </strong>
          )}
          <span className="points-balance__note">{t('loyalty.rules.neverExpire')}</span>
        </div>
        <div className="points-balance__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={points === null || !config.data}
            onClick={() => updatePointMallState({ dialog: { kind: 'convert' } })}
          >
            <Icon name="cashback" size={18} />
            {t('loyalty.convert.open')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setTab('rules')}>
            <Icon name="info" size={18} />
            {t('loyalty.points.seeRules')}
          </button>
        </div>
      </section>

      <section className="card points-tabs" aria-label={t('points.title')}>
        <Tabs
          idBase={tabsId}
          label={t('points.title')}
          value={state.tab}
          onChange={setTab}
          tabs={[
            { id: 'rewards', label: t('loyalty.points.rewards') },
            { id: 'history', label: t('loyalty.history.title') },
            { id: 'details', label: t('loyalty.details.title') },
            { id: 'rules', label: t('loyalty.rules.title') },
          ]}
        />
        <div {...tabPanelProps(tabsId, state.tab)} className="points-panel">
          {panel}
        </div>
      </section>

      {redeeming && points !== null && (
        <RedeemDialog
          reward={redeeming}
          balance={points}
          requestIds={redeemIds}
          onClose={closeDialog}
          onShowHistory={() => updatePointMallState({ dialog: null, tab: 'history', historyPage: 1 })}
          onSetPaymentPassword={setPaymentPassword}
        />
      )}
      {dialog?.kind === 'convert' && points !== null && config.data && (
        <ConvertDialog
          pointsPerUnit={config.data.pointsPerUnit}
          minConvert={config.data.minConvert}
          balance={points}
          requestIds={convertIds}
          onClose={closeDialog}
          onSetPaymentPassword={setPaymentPassword}
        />
      )}
    </>
  );
}
