import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkAmountInput, formatAmount, type WalletBalance } from '@wps/contracts';
import type { Ref, SelectHTMLAttributes } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Icon } from '../../shared/ui/Icon';
import { PageSpinner } from '../../shared/ui/Spinner';
import { amountInputMode, amountInText, amountProblemText, useCurrency } from '../../shared/money/moneyForm';
import { useMoneyMutation } from '../../shared/money/useMoneyMutation';
import { MONEY_KEY, merchantWalletQuery, walletBalanceQuery } from './queries';
import { gameWallets, mainWalletCode, otherWallet, transferChoices } from './walletTransfer';
import '../../shared/money/money-page.css';
import { useAskedRefresh } from '../../shared/money/useAskedRefresh';
import './wallet.css';

/** My wallet (member centre `transferFund`): total and per-wallet balances; transfers in transfer mode. */
export function WalletPage() {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const balance = useQuery(walletBalanceQuery(token));
  const mode = useQuery(merchantWalletQuery(token));
  const { refreshing, refresh } = useAskedRefresh(balance);

  const failed = balance.error ?? mode.error;
  return (
    <div className="money-page wallet-page">
      <h3 className="money-page__title">{t('wallet.title')}</h3>
      {balance.data && mode.data ? (
        <>
          <BalanceCard balance={balance.data} refreshing={refreshing} onRefresh={refresh} />
          {mode.data.isSingle ? (
            <FormAlert tone="info">{t('wallet.singleMode')}</FormAlert>
          ) : (
            <TransferCard balance={balance.data} />
          )}
        </>
      ) : failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void balance.refetch();
            void mode.refetch();
          }}
        />
      ) : (
        <PageSpinner label={t('common.loading')} />
      )}
    </div>
  );
}

function BalanceCard({
  balance,
  refreshing,
  onRefresh,
}: {
  balance: WalletBalance;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  return (
    <section className="money-card wallet-summary" aria-labelledby="wallet-total-label">
      <div className="wallet-summary__head">
        <div>
          <p id="wallet-total-label" className="wallet-summary__label">
            {t('wallet.total')}
          </p>
          <p className="wallet-summary__total" data-testid="wallet-total" aria-busy={refreshing || undefined}>
            {refreshing ? <span className="money-placeholder" /> : formatAmount(balance.sumBalance, currency)}
          </p>
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={onRefresh}
          disabled={refreshing}
        >
          <Icon name="refresh" size={18} />
          {t('balance.refresh')}
        </button>
      </div>
      <ul className="wallet-list">
        {balance.balance.map((wallet) => (
          <li key={wallet.wallet} className="wallet-list__item" data-wallet={wallet.wallet}>
            <span className="wallet-list__name">{wallet.name}</span>
            <span className="wallet-list__amount">{formatAmount(wallet.availBalance, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TransferForm {
  from: string;
  to: string;
  amount: string;
}

/** Transfer-wallet mode: move money between the main wallet and a game wallet, or sweep all back. */
function TransferCard({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const vendors = gameWallets(balance);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<TransferForm>({
    defaultValues: { from: mainWalletCode(balance), to: vendors[0]?.wallet ?? '', amount: '' },
  });
  const from = useWatch({ control, name: 'from' });
  const to = useWatch({ control, name: 'to' });
  const choices = transferChoices(balance, from);
  const available = balance.balance.find((wallet) => wallet.wallet === from)?.availBalance ?? '0';

  const showBalance = (value: WalletBalance) => {
    queryClient.setQueryData(walletBalanceQuery(token).queryKey, value);
    void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
  };
  const transfer = useMoneyMutation({
    send: (body: TransferForm, requestId) => callApi(routes.walletTransfer, { body: { ...body, requestId } }),
    form: { setError, fields: ['from', 'to', 'amount'] },
    onSuccess: (answer, body) => {
      showBalance(answer);
      setValue('amount', '');
      return t('wallet.transferDone', { amount: amountInText(body.amount, currency) });
    },
  });
  const sweep = useMoneyMutation({
    // The same balances swept again after an unknown outcome reuse the request id.
    send: (_balances: string[], requestId) => callApi(routes.walletReturn, { body: { requestId } }),
    onSuccess: (answer) => {
      showBalance(answer);
      return t('wallet.sweepDone');
    },
  });
  const busy = transfer.pending || sweep.pending;
  const status = transfer.status ?? sweep.status;

  const submit = handleSubmit(async (values) => {
    sweep.clearStatus();
    await transfer.submit({ from: values.from, to: values.to, amount: values.amount.trim() });
  });
  const sweepAll = async () => {
    transfer.clearStatus();
    await sweep.submit(balance.balance.map((wallet) => wallet.availBalance));
  };

  if (vendors.length === 0) return <FormAlert tone="info">{t('wallet.noGameWallets')}</FormAlert>;

  return (
    <section className="money-card" aria-labelledby="wallet-transfer-title">
      <div className="money-card__head">
        <h4 id="wallet-transfer-title" className="money-card__title">
          {t('wallet.transferTitle')}
        </h4>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void sweepAll()}
          disabled={busy}
        >
          {t('wallet.sweep')}
        </button>
      </div>
      <form className="money-form" noValidate onSubmit={submit} aria-labelledby="wallet-transfer-title">
        <div className="wallet-route">
          <SelectField
            label={t('wallet.from')}
            error={errors.from?.message}
            {...register('from', {
              onChange: (event: { target: { value: string } }) => {
                // Keep one side the main wallet.
                const next = otherWallet(balance, event.target.value, to);
                if (next !== to) setValue('to', next);
              },
            })}
          >
            {balance.balance.map((wallet) => (
              <option key={wallet.wallet} value={wallet.wallet}>
                {wallet.name}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="icon-btn wallet-route__swap"
            aria-label={t('wallet.swap')}
            title={t('wallet.swap')}
            onClick={() => {
              setValue('from', to);
              setValue('to', from);
            }}
          >
            <Icon name="refresh" size={20} />
          </button>
          <SelectField label={t('wallet.to')} error={errors.to?.message} {...register('to')}>
            {choices.map((wallet) => (
              <option key={wallet.wallet} value={wallet.wallet}>
                {wallet.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('money.amount')}
          inputMode={amountInputMode(currency)}
          autoComplete="off"
          hint={t('wallet.available', { amount: amountInText(available, currency) })}
          error={errors.amount?.message}
          end={
            <button
              type="button"
              className="field__adornment-btn money-all"
              onClick={() => setValue('amount', available, { shouldValidate: true })}
            >
              {t('wallet.all')}
            </button>
          }
          {...register('amount', {
            validate: (value) => {
              const limits = { decimals: currency.decimals, available };
              const { problem } = checkAmountInput(value, limits);
              return problem ? amountProblemText(t, problem, limits, currency) : true;
            },
          })}
        />
        {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
        <button type="submit" className="btn btn--primary money-form__submit" disabled={busy}>
          {t('wallet.transfer')}
        </button>
      </form>
    </section>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

function SelectField({ label, error, id, children, ref, ...select }: SelectFieldProps) {
  const inputId = id ?? `wallet-${select.name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__box">
        <select
          ref={ref}
          id={inputId}
          className="field__input money-select"
          aria-invalid={error ? true : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
