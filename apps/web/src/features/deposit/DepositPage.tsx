import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Tabs } from '../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DepositRecords } from './DepositRecords';
import { defaultMethod, percentText, usableMethods, type MemberDepositMethod } from './depositLogic';
import { GatewayDepositForm, ManualDepositForm, type GatewayOrder } from './DepositForms';
import { useCurrency } from '../../shared/money/moneyForm';
import { PendingPayment } from './PendingPayment';
import { depositChannelsQuery, depositSettingsQuery } from './queries';
import '../../shared/money/money-page.css';
import './deposit.css';

type Tab = 'deposit' | 'records';

/** Deposit (member centre `depositv2`): methods, channels, gateway or manual transfer, and records. */
export function DepositPage() {
  const { t } = useTranslation('money');
  const tabsId = useTabsId();
  const [tab, setTab] = useState<Tab>('deposit');
  // Credit mode (CREDITMAR3) has no deposits or withdrawals at all.
  const creditMode = useModuleEnabled('CREDITMAR3');
  return (
    <div className="money-page deposit-page">
      <h3 className="money-page__title">{t('deposit.title')}</h3>
      {creditMode ? (
        <EmptyState icon="deposit" title={t('money.unavailable')} description={t('money.creditMode')} />
      ) : (
        <>
          <Tabs
            idBase={tabsId}
            label={t('deposit.title')}
            value={tab}
            onChange={setTab}
            tabs={[
              { id: 'deposit', label: t('deposit.tabDeposit') },
              { id: 'records', label: t('deposit.tabRecords') },
            ]}
          />
          <div {...tabPanelProps(tabsId, tab)}>
            {tab === 'deposit' ? (
              <DepositPanel onShowRecords={() => setTab('records')} />
            ) : (
              <DepositRecords />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function DepositPanel({ onShowRecords }: { onShowRecords: () => void }) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const settings = useQuery(depositSettingsQuery(token));
  const channels = useQuery(depositChannelsQuery(token));
  const failed = settings.error ?? channels.error;
  if (failed)
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void settings.refetch();
          void channels.refetch();
        }}
      />
    );
  if (!settings.data || !channels.data) return <PageSpinner label={t('common.loading')} />;
  const methods = usableMethods(channels.data);
  if (!settings.data.allowDeposit || methods.length === 0)
    return <EmptyState icon="deposit" title={t('money.unavailable')} description={t('deposit.noMethods')} />;
  return <DepositChooser methods={methods} onShowRecords={onShowRecords} />;
}

function DepositChooser({
  methods,
  onShowRecords,
}: {
  methods: MemberDepositMethod[];
  onShowRecords: () => void;
}) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const [methodCode, setMethodCode] = useState(() => defaultMethod(methods)!.code);
  const method = methods.find((entry) => entry.code === methodCode) ?? methods[0]!;
  const [channelId, setChannelId] = useState<number | null>(null);
  const channel = method.channels.find((entry) => entry.id === channelId) ?? method.channels[0]!;
  const [order, setOrder] = useState<{ order: GatewayOrder; amount: string } | null>(null);

  if (order)
    return <PendingPayment order={order.order} amount={order.amount} onDone={() => setOrder(null)} />;

  return (
    <div className="deposit-chooser">
      <section aria-labelledby="deposit-methods-title" className="deposit-step">
        <h4 id="deposit-methods-title" className="deposit-step__title">
          {t('deposit.method')}
        </h4>
        <div className="deposit-methods" role="radiogroup" aria-labelledby="deposit-methods-title">
          {methods.map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="radio"
              aria-checked={entry.code === method.code}
              className="deposit-method"
              data-method={entry.code}
              onClick={() => {
                setMethodCode(entry.code);
                setChannelId(null);
              }}
            >
              {entry.icon ? (
                <img className="deposit-method__icon" src={entry.icon} alt="" />
              ) : (
                <span className="deposit-method__icon deposit-method__icon--letter" aria-hidden="true">
                  {entry.name.slice(0, 1)}
                </span>
              )}
              <span className="deposit-method__name">{entry.name}</span>
              {entry.recommended && <span className="deposit-method__badge">{t('deposit.recommended')}</span>}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="deposit-channels-title" className="deposit-step">
        <h4 id="deposit-channels-title" className="deposit-step__title">
          {t('deposit.channel')}
        </h4>
        <div className="deposit-channels" role="radiogroup" aria-labelledby="deposit-channels-title">
          {method.channels.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="radio"
              aria-checked={entry.id === channel.id}
              className="deposit-channel"
              onClick={() => setChannelId(entry.id)}
            >
              <span className="deposit-channel__name">{entry.name}</span>
              <span className="deposit-channel__limits">
                {formatAmount(entry.minAmount, currency)} – {formatAmount(entry.maxAmount, currency)}
              </span>
            </button>
          ))}
        </div>
        <p className="money-muted deposit-fee-note">
          {channel.feeBasisPoints > 0
            ? t('deposit.feeRate', { rate: percentText(channel.feeBasisPoints) })
            : t('deposit.noFee')}
        </p>
      </section>

      {channel.kind === 'gateway' ? (
        <GatewayDepositForm
          key={channel.id}
          channel={channel}
          onCreated={(created, amount) => setOrder({ order: created, amount })}
        />
      ) : (
        <ManualDepositForm key={channel.id} channel={channel} onShowRecords={onShowRecords} />
      )}
    </div>
  );
}
