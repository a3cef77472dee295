import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { patternMessage } from '../../shared/i18n/patternMessage';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Field, FormStatus } from './Field';
import { confirmationMessage, newPasswordMessage, paymentPasswordRule } from './passwordRules';
import { SECURITY_KEY } from './queries';
import { applyServerError } from './serverErrors';

export type PaymentPasswordMode = 'set' | 'change' | 'reset';

interface PaymentForm {
  oldPaymentPassword: string;
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}
const FIELDS = ['oldPaymentPassword', 'password', 'paymentPassword', 'confirmPaymentPassword'] as const;

/** Set the payment password (twice), change it (old + new twice) or reset it with the login password. */
export function PaymentPasswordForm({ mode, onDone }: { mode: PaymentPasswordMode; onDone: () => void }) {
  const { t } = useTranslation('account');
  const rule = paymentPasswordRule(useSiteInfo().register.username.paymentPassword);
  const digitsOnly = rule.patternId === 5;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PaymentForm>({
    defaultValues: { oldPaymentPassword: '', password: '', paymentPassword: '', confirmPaymentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    const pair = {
      paymentPassword: values.paymentPassword,
      confirmPaymentPassword: values.confirmPaymentPassword,
    };
    try {
      if (mode === 'set') await callApi(routes.paymentPasswordSet, { body: pair });
      else if (mode === 'change')
        await callApi(routes.paymentPasswordChange, {
          body: { oldPaymentPassword: values.oldPaymentPassword, ...pair },
        });
      else await callApi(routes.paymentPasswordReset, { body: { password: values.password, ...pair } });
    } catch (error) {
      setStatus(
        applyServerError(t, error, setError, {
          fields: FIELDS,
          codeToField: { 'password.wrong': mode === 'reset' ? 'password' : 'oldPaymentPassword' },
          rules: { paymentPassword: rule },
        }),
      );
      return;
    }
    await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    onDone();
  });

  const pinProps = digitsOnly ? { inputMode: 'numeric' as const, maxLength: rule.maxLength } : {};
  return (
    <form
      className="security-form"
      noValidate
      onSubmit={submit}
      aria-label={t(`security.payment.${mode}Title`)}
    >
      {mode === 'change' && (
        <Field
          label={t('security.payment.old')}
          type="password"
          autoComplete="off"
          {...pinProps}
          error={errors.oldPaymentPassword?.message}
          {...register('oldPaymentPassword', { required: t('security.required') })}
        />
      )}
      {mode === 'reset' && (
        <Field
          label={t('security.payment.loginPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: t('security.required') })}
        />
      )}
      <Field
        label={t('security.payment.new')}
        type="password"
        autoComplete="off"
        {...pinProps}
        hint={patternMessage(t, rule.patternId, rule.minLength, rule.maxLength)}
        error={errors.paymentPassword?.message}
        {...register('paymentPassword', { validate: (value) => newPasswordMessage(t, rule, value) })}
      />
      <Field
        label={t('security.payment.confirm')}
        type="password"
        autoComplete="off"
        {...pinProps}
        error={errors.confirmPaymentPassword?.message}
        {...register('confirmPaymentPassword', {
          validate: (value) => confirmationMessage(t, value, getValues('paymentPassword')),
        })}
      />
      <FormStatus error={status} />
      <div className="security-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(`security.payment.${mode}Submit`)}
        </button>
      </div>
    </form>
  );
}
