import { useQueryClient } from '@tanstack/react-query';
import { checkAmountInput, formatAmount, type CurrencyDisplay } from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { depositBreakdown, percentText, type MemberDepositChannel } from './depositLogic';
import {
  amountInputMode,
  amountInText,
  amountProblemText,
  ltr,
  useCurrency,
} from '../../shared/money/moneyForm';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { ProofPicker } from '../../shared/money/ProofPicker';
import { MONEY_KEY } from './queries';

export interface GatewayOrder {
  orderNo: string;
  payUrl: string;
  qrContent: string | null;
  expiresAt: number;
}

interface AmountValues {
  amount: string;
}

function amountLimits(channel: MemberDepositChannel, currency: CurrencyDisplay) {
  return { decimals: currency.decimals, min: channel.minAmount, max: channel.maxAmount };
}

/** The amount with its limits, the channel's fixed amounts as chips, and what the fee leaves. */
function AmountField<F extends AmountValues>({
  form,
  channel,
}: {
  form: UseFormReturn<F>;
  channel: MemberDepositChannel;
}) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const limits = amountLimits(channel, currency);
  // react-hook-form's generic paths: this field is always `amount`.
  const { register, setValue, control, formState } = form as unknown as UseFormReturn<AmountValues>;
  const amount = useWatch({ control, name: 'amount' });
  const checked = checkAmountInput(amount, limits);
  const fixedOnly = channel.fixedAmountOnly && channel.fixedAmounts.length > 0;
  return (
    <div className="deposit-amount">
      {channel.fixedAmounts.length > 0 && (
        <div className="deposit-chips" role="group" aria-label={t('deposit.fixedAmounts')}>
          {channel.fixedAmounts.map((value) => {
            const selected =
              checkAmountInput(value, limits).minor === checked.minor && checked.minor !== null;
            return (
              <button
                key={value}
                type="button"
                className="deposit-chip"
                aria-pressed={selected}
                onClick={() => setValue('amount', value, { shouldValidate: true })}
              >
                {formatAmount(value, currency)}
              </button>
            );
          })}
        </div>
      )}
      <TextField
        label={t('money.amount')}
        inputMode={amountInputMode(currency)}
        autoComplete="off"
        readOnly={fixedOnly}
        placeholder={fixedOnly ? t('deposit.pickAmount') : undefined}
        hint={
          fixedOnly
            ? t('deposit.fixedOnly')
            : t('money.limits', {
                min: amountInText(channel.minAmount, currency),
                max: amountInText(channel.maxAmount, currency),
              })
        }
        error={formState.errors.amount?.message}
        {...register('amount', {
          validate: (value) => {
            const result = checkAmountInput(value, limits);
            if (result.problem) return amountProblemText(t, result.problem, limits, currency);
            if (
              fixedOnly &&
              !channel.fixedAmounts.some((fixed) => checkAmountInput(fixed, limits).minor === result.minor)
            )
              return t('deposit.fixedOnly');
            return true;
          },
        })}
      />
      {checked.minor !== null && channel.feeBasisPoints > 0 && (
        <dl className="money-kv deposit-breakdown" aria-live="polite">
          <dt>{t('deposit.fee', { rate: percentText(channel.feeBasisPoints) })}</dt>
          <dd>
            {formatAmount(
              depositBreakdown(checked.minor, channel.feeBasisPoints, currency.decimals).fee,
              currency,
            )}
          </dd>
          <dt>{t('deposit.credited')}</dt>
          <dd>
            {formatAmount(
              depositBreakdown(checked.minor, channel.feeBasisPoints, currency.decimals).credited,
              currency,
            )}
          </dd>
        </dl>
      )}
    </div>
  );
}

interface GatewayForm {
  amount: string;
  bankCode: string;
}

/** Payment-gateway deposit: creates the order, then the member pays on the gateway's page or QR. */
export function GatewayDepositForm({
  channel,
  onCreated,
}: {
  channel: MemberDepositChannel;
  onCreated: (order: GatewayOrder, amount: string) => void;
}) {
  const { t } = useTranslation('money');
  const form = useForm<GatewayForm>({ defaultValues: { amount: '', bankCode: '' } });
  const { register, handleSubmit, setError } = form;
  const deposit = useMoneyMutation({
    send: (body: MoneyBody<'depositByGateway'>, requestId) =>
      callApi(routes.depositByGateway, { body: { ...body, requestId } }),
    form: { setError, fields: ['amount', 'bankCode'] },
    onSuccess: (order, body) => {
      // Still within the click's user activation: the gateway's cashier opens in a new tab.
      if (!order.qrContent) window.open(order.payUrl, '_blank', 'noopener');
      onCreated(order, body.amount);
    },
  });

  const submit = handleSubmit(async (values) => {
    await deposit.submit({
      channelId: channel.id,
      amount: values.amount.trim(),
      ...(values.bankCode ? { bankCode: values.bankCode } : {}),
    });
  });

  return (
    <form
      className="money-card money-form"
      noValidate
      onSubmit={submit}
      aria-label={t('deposit.gatewayForm')}
    >
      <AmountField form={form} channel={channel} />
      {channel.banks.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor="deposit-bank">
            {t('deposit.bank')}
            <span className="field__optional">{t('money.optional')}</span>
          </label>
          <div className="field__box">
            <select id="deposit-bank" className="field__input money-select" {...register('bankCode')}>
              <option value="">{t('deposit.anyBank')}</option>
              {channel.banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {deposit.status && <FormAlert tone={deposit.status.tone}>{deposit.status.text}</FormAlert>}
      <button type="submit" className="btn btn--primary money-form__submit" disabled={deposit.pending}>
        {t('deposit.payNow')}
      </button>
    </form>
  );
}

interface ManualForm {
  amount: string;
  reference: string;
  payerName: string;
}

/** Manual bank transfer: where to send the money, then the member reports it for review. */
export function ManualDepositForm({
  channel,
  onShowRecords,
}: {
  channel: MemberDepositChannel;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [proof, setProof] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
  const form = useForm<ManualForm>({ defaultValues: { amount: '', reference: '', payerName: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const report = useMoneyMutation({
    send: (body: MoneyBody<'depositManual'>, requestId) =>
      callApi(routes.depositManual, { body: { ...body, requestId } }),
    form: { setError, fields: ['amount', 'reference', 'payerName'] },
    onSuccess: ({ orderNo }, body) => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      setDone({ orderNo, amount: body.amount });
    },
    onError: (error) => {
      const fields = (error as { fields?: Record<string, unknown> | null }).fields;
      if (fields?.proofImage) setProofError(t('proof.problem.invalid'));
    },
  });

  const submit = handleSubmit(async (values) => {
    setProofError(undefined);
    await report.submit({
      channelId: channel.id,
      amount: values.amount.trim(),
      reference: values.reference.trim(),
      payerName: values.payerName.trim(),
      ...(proof ? { proofImage: proof } : {}),
    });
  });

  if (done)
    return (
      <div className="money-card deposit-done">
        <FormAlert tone="success">
          {t('deposit.manualDone', {
            amount: amountInText(done.amount, currency),
            orderNo: ltr(done.orderNo),
          })}
        </FormAlert>
        <div className="money-record__actions">
          <button type="button" className="btn btn--primary btn--sm" onClick={onShowRecords}>
            {t('deposit.viewRecords')}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => {
              reset();
              setProof(null);
              setDone(null);
            }}
          >
            {t('deposit.another')}
          </button>
        </div>
      </div>
    );

  const account = channel.receivingAccount;
  return (
    <form className="money-card money-form" noValidate onSubmit={submit} aria-label={t('deposit.manualForm')}>
      {account && (
        <section className="deposit-account" aria-labelledby="deposit-account-title">
          <h5 id="deposit-account-title" className="deposit-account__title">
            {t('deposit.sendTo')}
          </h5>
          <dl className="deposit-account__list">
            <CopyRow label={t('deposit.bankName')} value={account.bankName} />
            <CopyRow label={t('deposit.accountName')} value={account.accountName} />
            <CopyRow label={t('deposit.accountNumber')} value={account.accountNumber} />
          </dl>
          <p className="money-muted">{t('deposit.manualHint')}</p>
        </section>
      )}
      <AmountField form={form} channel={channel} />
      <div className="money-form__row">
        <TextField
          label={t('deposit.reference')}
          autoComplete="off"
          maxLength={64}
          hint={t('deposit.referenceHint')}
          error={errors.reference?.message}
          {...register('reference', { validate: (value) => Boolean(value.trim()) || t('money.required') })}
        />
        <TextField
          label={t('deposit.payerName')}
          autoComplete="name"
          maxLength={80}
          error={errors.payerName?.message}
          {...register('payerName', { validate: (value) => Boolean(value.trim()) || t('money.required') })}
        />
      </div>
      <ProofPicker
        label={t('deposit.proof')}
        optional
        value={proof}
        error={proofError}
        onChange={(value) => {
          setProof(value);
          setProofError(undefined);
        }}
      />
      {report.status && <FormAlert tone={report.status.tone}>{report.status.text}</FormAlert>}
      <button type="submit" className="btn btn--primary money-form__submit" disabled={report.pending}>
        {t('deposit.submitManual')}
      </button>
    </form>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('money');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="deposit-account__row">
      <dt>{label}</dt>
      <dd>
        <span className="deposit-account__value">{value}</span>
        <button
          type="button"
          className="btn btn--ghost btn--sm deposit-account__copy"
          aria-label={t('deposit.copyField', { field: label })}
          onClick={() => void copy()}
        >
          {copied === null ? t('deposit.copy') : copied ? t('deposit.copied') : t('deposit.copyFailed')}
        </button>
      </dd>
    </div>
  );
}
