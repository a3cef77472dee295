import { useQueryClient } from '@tanstack/react-query';
import type { withdrawAccountInfoSchema } from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Icon } from '../../shared/ui/Icon';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { withdrawAccountsQuery } from './queries';

type AccountInfo = z.infer<typeof withdrawAccountInfoSchema>;
type Kind = 'bank' | 'ewallet';

interface PayoutAccountsProps {
  info: AccountInfo;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Binding needs the payment password, so only members who have one can bind. */
  canBind: boolean;
}

/** Bound bank cards and e-wallets to withdraw to, and the form to bind another. */
export function PayoutAccounts({ info, selectedId, onSelect, canBind }: PayoutAccountsProps) {
  const { t } = useTranslation('money');
  const [binding, setBinding] = useState(false);
  const showForm = canBind && (binding || info.accounts.length === 0);
  return (
    <section className="money-card" aria-labelledby="withdraw-accounts-title">
      <div className="money-card__head">
        <h4 id="withdraw-accounts-title" className="money-card__title">
          {t('withdraw.accounts')}
        </h4>
        {canBind && info.accounts.length > 0 && !binding && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setBinding(true)}>
            {t('withdraw.addAccount')}
          </button>
        )}
      </div>
      {info.accounts.length === 0 ? (
        <p className="money-muted">{t('withdraw.noAccounts')}</p>
      ) : (
        <div className="withdraw-accounts" role="radiogroup" aria-labelledby="withdraw-accounts-title">
          {info.accounts.map((account) => (
            <button
              key={account.id}
              type="button"
              role="radio"
              aria-checked={account.id === selectedId}
              className="withdraw-account"
              onClick={() => onSelect(account.id)}
            >
              <Icon name={account.kind === 'bank' ? 'cards' : 'phone'} size={22} />
              <span className="withdraw-account__text">
                <span className="withdraw-account__bank">{account.bankName}</span>
                <span className="withdraw-account__number">
                  {account.accountNumberMasked} · {account.accountName}
                </span>
              </span>
              {account.isDefault && <span className="money-chip">{t('withdraw.default')}</span>}
            </button>
          ))}
        </div>
      )}
      {showForm && (
        <BindAccountForm
          info={info}
          onDone={(id) => {
            setBinding(false);
            onSelect(id);
          }}
          onCancel={info.accounts.length > 0 ? () => setBinding(false) : undefined}
        />
      )}
    </section>
  );
}

interface BindForm {
  kind: Kind;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  paymentPassword: string;
}

function BindAccountForm({
  info,
  onDone,
  onCancel,
}: {
  info: AccountInfo;
  onDone: (id: number) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  // The account name must be the payee name; once set it cannot change here.
  const payeeLocked = Boolean(info.payeeName);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<BindForm>({
    defaultValues: {
      kind: 'bank',
      bankCode: '',
      accountNumber: '',
      accountName: info.payeeName ?? '',
      paymentPassword: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const options = kind === 'bank' ? info.banks : info.ewallets;

  // Binding carries no request id: binding the same account twice is refused as a duplicate.
  const bind = useMoneyMutation({
    send: (body: MoneyBody<'bindPayoutAccount'>) => callApi(routes.bindPayoutAccount, { body }),
    form: {
      setError,
      fields: ['bankCode', 'accountNumber', 'accountName', 'paymentPassword'],
      codeToField: { 'password.wrong': 'paymentPassword', 'too.many.requests': 'paymentPassword' },
    },
    onSuccess: async (account) => {
      await queryClient.invalidateQueries({ queryKey: withdrawAccountsQuery(token).queryKey });
      onDone(account.id);
    },
  });

  const submit = handleSubmit(async (values) => {
    await bind.submit({
      kind: values.kind,
      bankCode: values.bankCode,
      accountNumber: values.accountNumber.trim(),
      accountName: values.accountName.trim(),
      paymentPassword: values.paymentPassword,
    });
  });

  return (
    <form
      className="money-form withdraw-bind"
      noValidate
      onSubmit={submit}
      aria-labelledby="withdraw-bind-title"
    >
      <h5 id="withdraw-bind-title" className="withdraw-bind__title">
        {t('withdraw.bindTitle')}
      </h5>
      <div className="money-presets" role="radiogroup" aria-label={t('withdraw.kind')}>
        {(['bank', 'ewallet'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={kind === option}
            aria-pressed={kind === option}
            className="money-preset"
            onClick={() => {
              setValue('kind', option);
              setValue('bankCode', '');
            }}
          >
            {t(`withdraw.kind.${option}`)}
          </button>
        ))}
      </div>
      <div className="money-form__row">
        <div className={`field${errors.bankCode ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="withdraw-bank">
            {t(kind === 'bank' ? 'withdraw.bank' : 'withdraw.ewallet')}
          </label>
          <div className="field__box">
            <select
              id="withdraw-bank"
              className="field__input money-select"
              aria-invalid={errors.bankCode ? true : undefined}
              {...register('bankCode', { required: t('withdraw.chooseBank') })}
            >
              <option value="">{t('withdraw.choose')}</option>
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          {errors.bankCode && <p className="field__error">{errors.bankCode.message}</p>}
        </div>
        <TextField
          label={t(kind === 'bank' ? 'withdraw.accountNumber' : 'withdraw.walletNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          error={errors.accountNumber?.message}
          {...register('accountNumber', {
            validate: (value) => /^[0-9]{6,30}$/.test(value.trim()) || t('withdraw.accountNumberRule'),
          })}
        />
      </div>
      <div className="money-form__row">
        <TextField
          label={t('withdraw.accountName')}
          autoComplete="name"
          readOnly={payeeLocked}
          hint={t(payeeLocked ? 'withdraw.payeeLocked' : 'withdraw.payeeFirst')}
          error={errors.accountName?.message}
          {...register('accountName', { validate: (value) => Boolean(value.trim()) || t('money.required') })}
        />
        <TextField
          label={t('money.paymentPassword')}
          type="password"
          autoComplete="off"
          error={errors.paymentPassword?.message}
          {...register('paymentPassword', { required: t('money.required') })}
        />
      </div>
      {bind.status && <FormAlert tone={bind.status.tone}>{bind.status.text}</FormAlert>}
      <div className="money-record__actions">
        <button type="submit" className="btn btn--primary" disabled={bind.pending}>
          {t('withdraw.bind')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
