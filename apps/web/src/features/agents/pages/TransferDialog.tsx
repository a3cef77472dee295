import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkAmountInput, formatAmount } from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import {
  amountInText,
  amountInputMode,
  amountProblemText,
  ltr,
  useCurrency,
} from '../../../shared/money/moneyForm';
import { MONEY_KEY, mainWalletBalance, walletBalanceQuery } from '../../../shared/money/queries';
import { useMoneyMutation, type MoneyBody } from '../../../shared/money/useMoneyMutation';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { Modal } from '../../../shared/ui/Modal';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { AGENTS_KEY, transferEnabledQuery } from '../queries';

interface TransferValues {
  amount: string;
  paymentPassword: string;
  remark: string;
}

const REMARK_MAX = 140;

/** Sends money from the agent's main wallet to a direct downline (`transferDownline`, payment password). */
export function TransferDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const enabled = useQuery(transferEnabledQuery(token));
  const balance = useQuery(walletBalanceQuery(token));
  const failed = enabled.error ?? balance.error;
  return (
    <Modal
      open
      title={t('downlineTransfer.title', { username })}
      onClose={onClose}
      width={480}
      className="agents-dialog"
    >
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
      ) : !enabled.data.downline ? (
        <FormAlert tone="info">{t('downlineTransfer.closed')}</FormAlert>
      ) : (
        <TransferForm username={username} available={mainWalletBalance(balance.data)} onClose={onClose} />
      )}
    </Modal>
  );
}

function TransferForm({
  username,
  available,
  onClose,
}: {
  username: string;
  available: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  // Amount, password and remark texts are the money pages' own.
  const { t: money } = useTranslation('money');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ orderNo: string; balance: string; amount: string } | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<TransferValues>({ defaultValues: { amount: '', paymentPassword: '', remark: '' } });
  const remark = useWatch({ control, name: 'remark' });
  const limits = { decimals: currency.decimals, available };

  const transfer = useMoneyMutation({
    // The request id is the hook's: fresh for each new transfer, the same when an uncertain one is sent again.
    send: (body: MoneyBody<'transferDownline'>, requestId) =>
      callApi(routes.transferDownline, { body: { ...body, requestId } }),
    idOf: ({ paymentPassword: _password, ...content }) => content,
    form: {
      setError,
      fields: ['amount', 'paymentPassword', 'remark'],
      codeToField: { 'password.wrong': 'paymentPassword', 'too.many.requests': 'paymentPassword' },
    },
    onSuccess: (answer, body) => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
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
      downlineUsername: username,
      amount: values.amount.trim(),
      paymentPassword: values.paymentPassword,
      ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    });
  });

  if (done)
    return (
      <div className="money-form" aria-live="polite">
        <FormAlert tone="success">
          {t('downlineTransfer.done', {
            amount: amountInText(done.amount, currency),
            username,
            orderNo: ltr(done.orderNo),
          })}
        </FormAlert>
        <dl className="money-kv">
          <dt>{money('transfer.newBalance')}</dt>
          <dd className="money-amount">{formatAmount(done.balance, currency)}</dd>
        </dl>
        <button type="button" className="btn btn--primary money-form__submit" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    );

  return (
    <form className="money-form" noValidate onSubmit={submit} aria-label={t('downlineTransfer.formLabel')}>
      <TextField
        label={money('money.amount')}
        inputMode={amountInputMode(currency)}
        autoComplete="off"
        hint={money('wallet.available', { amount: amountInText(available, currency) })}
        error={errors.amount?.message}
        {...register('amount', {
          validate: (value) => {
            const { problem } = checkAmountInput(value, limits);
            return problem ? amountProblemText(money, problem, limits, currency) : true;
          },
        })}
      />
      <TextField
        label={money('money.paymentPassword')}
        type="password"
        autoComplete="off"
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: money('money.required') })}
      />
      <TextField
        label={money('transfer.remark')}
        optionalText={money('money.optional')}
        autoComplete="off"
        maxLength={REMARK_MAX}
        hint={money('transfer.remarkCount', { count: remark.length, max: REMARK_MAX })}
        error={errors.remark?.message}
        {...register('remark', {
          maxLength: { value: REMARK_MAX, message: money('transfer.remarkTooLong') },
        })}
      />
      {transfer.status && <FormAlert tone={transfer.status.tone}>{transfer.status.text}</FormAlert>}
      {needsPassword && <FormAlert tone="info">{t('downlineTransfer.setPaymentPassword')}</FormAlert>}
      <button type="submit" className="btn btn--primary money-form__submit" disabled={transfer.pending}>
        {t('downlineTransfer.submit')}
      </button>
    </form>
  );
}
