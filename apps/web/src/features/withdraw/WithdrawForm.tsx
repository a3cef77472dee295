import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkAmountInput,
  formatAmount,
  formatMinorUnits,
  isPositiveAmount,
  type payoutAccountSchema,
  type withdrawSettingsSchema,
} from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import {
  amountInputMode,
  amountInText,
  amountProblemText,
  ltr,
  useCurrency,
} from '../../shared/money/moneyForm';
import { useMoneyMutation, type MoneyBody } from '../../shared/money/useMoneyMutation';
import { bonusProgressQuery, PROMOTIONS_MODULE } from '../../shared/promotions/queries';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { MONEY_KEY, withdrawChargeQuery } from './queries';
import { turnoverPercent, useDebounced } from './withdrawLogic';

type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;
type PayoutAccount = z.infer<typeof payoutAccountSchema>;

interface WithdrawValues {
  amount: string;
  paymentPassword: string;
}

/**
 * The withdrawal request: amount within the limits, charge and "you receive", turnover, password. A
 * promotion bonus whose turnover is not met holds withdrawals back (REWCEN3): a notice says so ahead,
 * and the server's `withdraw.bonus.turnover` refusal names what remains, both with a way to bonus details.
 */
export function WithdrawForm({
  settings,
  account,
  available,
  onShowRecords,
  onShowBonus,
}: {
  settings: WithdrawSettings;
  account: PayoutAccount;
  available: string;
  onShowRecords: () => void;
  /** Opens bonus details (the bonuses' turnover). */
  onShowBonus: () => void;
}) {
  const { t } = useTranslation('money');
  const token = useSessionToken();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
  const [bonusRefused, setBonusRefused] = useState(false);
  const rewardCentre = useModuleEnabled(PROMOTIONS_MODULE);
  const bonus = useQuery(bonusProgressQuery(token, rewardCentre));
  const bonusHolding = rewardCentre && isPositiveAmount(bonus.data?.remaining);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<WithdrawValues>({ defaultValues: { amount: '', paymentPassword: '' } });

  const limits = {
    decimals: currency.decimals,
    min: settings.minimumAmount,
    max: settings.maximumAmount,
    available,
  };
  const typed = checkAmountInput(useWatch({ control, name: 'amount' }), limits);
  const chargeFor = useDebounced(
    typed.minor === null ? null : formatMinorUnits(typed.minor, currency.decimals),
    400,
  );
  const charge = useQuery(withdrawChargeQuery(token, chargeFor));
  const blocked = isPositiveAmount(settings.turnover.remaining);
  const limitReached = settings.dailyCountLeft <= 0;

  const withdraw = useMoneyMutation({
    send: (body: MoneyBody<'withdraw'>, requestId) =>
      callApi(routes.withdraw, { body: { ...body, requestId } }),
    // The same account and amount sent again after an unknown outcome is the same withdrawal, even
    // with the payment password typed again.
    idOf: ({ accountId, amount }) => ({ accountId, amount }),
    form: {
      setError,
      fields: ['amount', 'paymentPassword'],
      codeToField: { 'password.wrong': 'paymentPassword', 'too.many.requests': 'paymentPassword' },
    },
    onSuccess: ({ orderNo }, body) => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      reset();
      setDone({ orderNo, amount: body.amount });
    },
    onError: (error) => {
      setValue('paymentPassword', '');
      if (isApiError(error) && error.code === 'withdraw.bonus.turnover') {
        setBonusRefused(true);
        // What remains changed since it was read: read it again for the notice.
        void bonus.refetch();
      }
    },
  });

  const submit = handleSubmit(async (values) => {
    setBonusRefused(false);
    await withdraw.submit({
      check: 'v2',
      accountId: account.id,
      amount: values.amount.trim(),
      paymentPassword: values.paymentPassword,
    });
  });

  if (done)
    return (
      <section className="money-card withdraw-done" aria-live="polite">
        <FormAlert tone="success">
          {t('withdraw.done', { amount: amountInText(done.amount, currency), orderNo: ltr(done.orderNo) })}
        </FormAlert>
        <div className="money-record__actions">
          <button type="button" className="btn btn--primary btn--sm" onClick={onShowRecords}>
            {t('withdraw.viewRecords')}
          </button>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDone(null)}>
            {t('withdraw.another')}
          </button>
        </div>
      </section>
    );

  const percent = turnoverPercent(settings.turnover.required, settings.turnover.completed);
  return (
    <form
      className="money-card money-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="withdraw-form-title"
    >
      <h4 id="withdraw-form-title" className="money-card__title">
        {t('withdraw.request')}
      </h4>
      {isPositiveAmount(settings.turnover.required) && (
        <div className="withdraw-turnover" data-blocked={blocked || undefined}>
          <div className="withdraw-turnover__head">
            <span>{t('withdraw.turnover')}</span>
            <span>{percent}%</span>
          </div>
          <div
            className="withdraw-turnover__bar"
            role="progressbar"
            aria-label={t('withdraw.turnover')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ inlineSize: `${percent}%` }} />
          </div>
          <dl className="money-kv">
            <dt>{t('withdraw.turnoverRequired')}</dt>
            <dd>{formatAmount(settings.turnover.required, currency)}</dd>
            <dt>{t('withdraw.turnoverCompleted')}</dt>
            <dd>{formatAmount(settings.turnover.completed, currency)}</dd>
            <dt>{t('withdraw.turnoverRemaining')}</dt>
            <dd data-testid="turnover-remaining">{formatAmount(settings.turnover.remaining, currency)}</dd>
          </dl>
        </div>
      )}
      {blocked && (
        <FormAlert tone="info">
          {t('withdraw.turnoverBlocked', { remaining: amountInText(settings.turnover.remaining, currency) })}
        </FormAlert>
      )}
      {limitReached && <FormAlert tone="info">{t('withdraw.limitReached')}</FormAlert>}
      {bonusHolding && bonus.data && !bonusRefused && (
        <FormAlert tone="info">
          <span className="withdraw-password-note" data-testid="bonus-turnover-note">
            {t('withdraw.bonusTurnover', { remaining: amountInText(bonus.data.remaining, currency) })}
            <button type="button" className="btn btn--secondary btn--sm" onClick={onShowBonus}>
              {t('withdraw.viewBonusTurnover')}
            </button>
          </span>
        </FormAlert>
      )}
      <TextField
        label={t('money.amount')}
        inputMode={amountInputMode(currency)}
        autoComplete="off"
        hint={t('withdraw.limitsHint', {
          min: amountInText(settings.minimumAmount, currency),
          max: amountInText(settings.maximumAmount, currency),
          count: settings.dailyCountLeft,
        })}
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
            const { problem } = checkAmountInput(value, limits);
            return problem ? amountProblemText(t, problem, limits, currency) : true;
          },
        })}
      />
      <dl className="money-kv withdraw-charge" aria-live="polite" aria-busy={charge.isFetching || undefined}>
        <dt>{t('withdraw.charge')}</dt>
        <dd data-testid="withdraw-charge">
          {charge.data && chargeFor ? formatAmount(charge.data.charge, currency) : '—'}
        </dd>
        <dt>{t('withdraw.receive')}</dt>
        <dd data-testid="withdraw-receive" className="money-amount">
          {charge.data && chargeFor ? formatAmount(charge.data.receive, currency) : '—'}
        </dd>
      </dl>
      {settings.freeLeftToday > 0 && (
        <p className="money-muted">{t('withdraw.freeLeft', { count: settings.freeLeftToday })}</p>
      )}
      <TextField
        label={t('money.paymentPassword')}
        type="password"
        autoComplete="off"
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { required: t('money.required') })}
      />
      {withdraw.status && (
        <FormAlert tone={withdraw.status.tone}>
          {bonusRefused ? (
            <span className="withdraw-password-note">
              {withdraw.status.text}
              <button type="button" className="btn btn--secondary btn--sm" onClick={onShowBonus}>
                {t('withdraw.viewBonusTurnover')}
              </button>
            </span>
          ) : (
            withdraw.status.text
          )}
        </FormAlert>
      )}
      <button
        type="submit"
        className="btn btn--primary money-form__submit"
        disabled={withdraw.pending || blocked || limitReached}
      >
        {t('withdraw.submit')}
      </button>
    </form>
  );
}
