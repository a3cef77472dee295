import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkAmountInput, formatAmount } from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { PageSpinner } from '../../shared/ui/Spinner';
import {
  amountInputMode,
  amountInText,
  amountProblemText,
  ltr,
  useCurrency,
} from '../../shared/money/moneyForm';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { mainWalletBalance } from '../../shared/money/queries';
import { MONEY_KEY, transferEnabledQuery, walletBalanceQuery } from './queries';
import '../../shared/money/money-page.css';
import './transfer.css';

/** What the member centre gives its pages, as far as this page needs it. */
interface CentreLinks {
  goTo: (page: 'securityCenter') => void;
}

interface UplineForm {
  amount: string;
  paymentPassword: string;
  remark: string;
}

const REMARK_MAX = 140;

/** Transfer to upline (member centre `transferUpline`), open only when the server says so. */
export function TransferUplinePage({ goTo }: CentreLinks) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const enabled = useQuery(transferEnabledQuery(token));
  const balance = useQuery(walletBalanceQuery(token));
  const failed = enabled.error ?? balance.error;
  return (
    <div className="money-page transfer-page">
      <h3 className="money-page__title">{t('transfer.title')}</h3>
      {failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void enabled.refetch();
            void balance.refetch();
          }}
        />
      ) : !enabled.data || !balance.data ? (
        <PageSpinner label={t('common.loading')} />
      ) : !enabled.data.upline ? (
        <EmptyState icon="users" title={t('money.unavailable')} description={t('transfer.closed')} />
      ) : (
        <UplineForm available={mainWalletBalance(balance.data)} goTo={goTo} />
      )}
    </div>
  );
}

function UplineForm({ available, goTo }: CentreLinks & { available: string }) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [needsPassword, setNeedsPassword] = useState(false);
  const [done, setDone] = useState<{ orderNo: string; balance: string; amount: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<UplineForm>({ defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const limits = { decimals: currency.decimals, available };
  const remark = useWatch({ control, name: 'remark' });

  const transfer = useMoneyMutation({
    send: (body: MoneyBody<'transferUpline'>, requestId) =>
      callApi(routes.transferUpline, { body: { ...body, requestId } }),
    // The payment password is not part of what makes it the same transfer.
    idOf: ({ paymentPassword: _password, ...transfer }) => transfer,
    form: {
      setError,
      fields: ['amount', 'paymentPassword', 'remark'],
      codeToField: { 'password.wrong': 'paymentPassword', 'too.many.requests': 'paymentPassword' },
    },
    onSuccess: (answer, body) => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      reset();
      setDone({ ...answer, amount: body.amount });
    },
    onError: (error) => {
      setValue('paymentPassword', '');
      if (isApiError(error) && error.code === 'payment.password.missing') setNeedsPassword(true);
    },
  });

  const submit = handleSubmit(async (values) => {
    setNeedsPassword(false);
    await transfer.submit({
      amount: values.amount.trim(),
      ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      paymentPassword: values.paymentPassword,
    });
  });

  if (done)
    return (
      <section className="money-card" aria-live="polite">
        <FormAlert tone="success">
          {t('transfer.done', { amount: amountInText(done.amount, currency), orderNo: ltr(done.orderNo) })}
        </FormAlert>
        <dl className="money-kv">
          <dt>{t('transfer.newBalance')}</dt>
          <dd className="money-amount" data-testid="transfer-balance">
            {formatAmount(done.balance, currency)}
          </dd>
        </dl>
        <button
          type="button"
          className="btn btn--secondary btn--sm money-form__submit"
          onClick={() => setDone(null)}
        >
          {t('transfer.another')}
        </button>
      </section>
    );

  return (
    <form className="money-card money-form" noValidate onSubmit={submit} aria-label={t('transfer.title')}>
      <p className="money-muted">{t('transfer.intro')}</p>
      <TextField
        label={t('money.amount')}
        inputMode={amountInputMode(currency)}
        autoComplete="off"
        hint={t('wallet.available', { amount: amountInText(available, currency) })}
        error={errors.amount?.message}
        {...register('amount', {
          validate: (value) => {
            const { problem } = checkAmountInput(value, limits);
            return problem ? amountProblemText(t, problem, limits, currency) : true;
          },
        })}
      />
      <TextField
        label={t('money.paymentPassword')}
        type="password"
        autoComplete="off"
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('money.required') })}
      />
      <TextField
        label={t('transfer.remark')}
        optionalText={t('money.optional')}
        autoComplete="off"
        maxLength={REMARK_MAX}
        hint={t('transfer.remarkCount', { count: remark.length, max: REMARK_MAX })}
        error={errors.remark?.message}
        {...register('remark', { maxLength: { value: REMARK_MAX, message: t('transfer.remarkTooLong') } })}
      />
      {transfer.status && <FormAlert tone={transfer.status.tone}>{transfer.status.text}</FormAlert>}
      {needsPassword && (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => goTo('securityCenter')}>
          {t('withdraw.setPaymentPassword')}
        </button>
      )}
      <button type="submit" className="btn btn--primary money-form__submit" disabled={transfer.pending}>
        {t('transfer.submit')}
      </button>
    </form>
  );
}
