import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { Tabs } from '../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useCurrency } from '../../shared/money/moneyForm';
import { mainWalletBalance } from '../../shared/money/queries';
import { PayoutAccounts } from './PayoutAccounts';
import { walletBalanceQuery, withdrawAccountsQuery, withdrawSettingsQuery } from './queries';
import { WithdrawalRecords } from './WithdrawalRecords';
import { WithdrawForm } from './WithdrawForm';
import '../../shared/money/money-page.css';
import './withdraw.css';

type Tab = 'withdraw' | 'records';

/** What the member centre gives its pages, as far as this page needs it. */
interface CentreLinks {
  /**
   * Switches the member centre to the security centre (payment password), or to bonus details (a
   * promotion bonus's turnover that holds withdrawals back).
   */
  goTo: (page: 'securityCenter' | 'bonusDetails') => void;
}

/** Withdraw (member centre `withdraw`): bound accounts, the request with its checks, and records. */
export function WithdrawPage({ goTo }: CentreLinks) {
  const { t } = useTranslation('money');
  const tabsId = useTabsId();
  const [tab, setTab] = useState<Tab>('withdraw');
  const creditMode = useModuleEnabled('CREDITMAR3');
  return (
    <div className="money-page withdraw-page">
      <h3 className="money-page__title">{t('withdraw.title')}</h3>
      {creditMode ? (
        <EmptyState icon="withdraw" title={t('money.unavailable')} description={t('money.creditMode')} />
      ) : (
        <>
          <Tabs
            idBase={tabsId}
            label={t('withdraw.title')}
            value={tab}
            onChange={setTab}
            tabs={[
              { id: 'withdraw', label: t('withdraw.tabWithdraw') },
              { id: 'records', label: t('withdraw.tabRecords') },
            ]}
          />
          <div {...tabPanelProps(tabsId, tab)}>
            {tab === 'withdraw' ? (
              <WithdrawPanel goTo={goTo} onShowRecords={() => setTab('records')} />
            ) : (
              <WithdrawalRecords />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function WithdrawPanel({ goTo, onShowRecords }: CentreLinks & { onShowRecords: () => void }) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const accounts = useQuery(withdrawAccountsQuery(token));
  const settings = useQuery(withdrawSettingsQuery(token));
  const balance = useQuery(walletBalanceQuery(token));
  const currency = useCurrency();
  const [accountId, setAccountId] = useState<number | null>(null);

  const failed = accounts.error ?? settings.error ?? balance.error;
  if (failed)
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void accounts.refetch();
          void settings.refetch();
          void balance.refetch();
        }}
      />
    );
  if (!accounts.data || !settings.data || !balance.data) return <PageSpinner label={t('common.loading')} />;
  if (!settings.data.enabled)
    return <EmptyState icon="withdraw" title={t('money.unavailable')} description={t('withdraw.closed')} />;

  const main = mainWalletBalance(balance.data);
  const selected =
    accounts.data.accounts.find((account) => account.id === accountId) ??
    accounts.data.accounts.find((account) => account.isDefault) ??
    accounts.data.accounts[0] ??
    null;

  return (
    <div className="withdraw-panel">
      <div className="money-card withdraw-balance">
        <span className="money-muted">{t('withdraw.available')}</span>
        <span className="money-amount withdraw-balance__amount" data-testid="withdraw-available">
          {formatAmount(main, currency)}
        </span>
      </div>
      {!settings.data.hasPaymentPassword && (
        <FormAlert tone="info">
          <span className="withdraw-password-note">
            {t('withdraw.needPaymentPassword')}
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => goTo('securityCenter')}
            >
              {t('withdraw.setPaymentPassword')}
            </button>
          </span>
        </FormAlert>
      )}
      <PayoutAccounts
        info={accounts.data}
        selectedId={selected?.id ?? null}
        onSelect={setAccountId}
        canBind={settings.data.hasPaymentPassword}
      />
      {selected && settings.data.hasPaymentPassword && (
        <WithdrawForm
          settings={settings.data}
          account={selected}
          available={main}
          onShowRecords={onShowRecords}
          onShowBonus={() => goTo('bonusDetails')}
        />
      )}
    </div>
  );
}
