import { operatorPasswordChangeSchema, routes } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { useOperator } from '../../shared/session/operator';
import { AuthFrame } from './AuthFrame';
import './auth.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

/**
 * Change the operator's password: forced after the first login and after a reset (the API refuses
 * every other call until it is done), or chosen from the menu.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const me = useOperator().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { oldPassword: '', newPassword: '', repeat: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    if (values.newPassword !== values.repeat) {
      form.setError('repeat', { message: t('auth.repeatMismatch') });
      return;
    }
    const parsed = operatorPasswordChangeSchema.safeParse(values);
    if (!parsed.success) {
      form.setError('newPassword', { message: t('auth.passwordRule') });
      return;
    }
    try {
      await callApi(routes.operatorChangePassword, { body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: ['operator', 'me'] });
      void navigate('/', { replace: true });
    } catch (error) {
      setRefusal(errorText(error));
    }
  });

  return (
    <AuthFrame title={t('auth.changeTitle')}>
      {me?.mustChangePassword ? <p className="note note--warn">{t('auth.mustChange')}</p> : null}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="password-old">{t('auth.oldPassword')}</label>
          <input
            id="password-old"
            className="input"
            type="password"
            autoComplete="current-password"
            {...form.register('oldPassword', { required: t('auth.required') })}
            aria-invalid={errors.oldPassword ? true : undefined}
            aria-describedby={errors.oldPassword ? 'password-old-error' : undefined}
          />
          {errors.oldPassword ? (
            <span id="password-old-error" className="field__error">
              {errors.oldPassword.message}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="password-new">{t('auth.newPassword')}</label>
          <input
            id="password-new"
            className="input"
            type="password"
            autoComplete="new-password"
            {...form.register('newPassword', { required: t('auth.required') })}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby="password-new-hint"
          />
          <span id="password-new-hint" className={errors.newPassword ? 'field__error' : 'field__hint'}>
            {errors.newPassword?.message ?? t('auth.passwordRule')}
          </span>
        </div>
        <div className="field">
          <label htmlFor="password-repeat">{t('auth.repeatPassword')}</label>
          <input
            id="password-repeat"
            className="input"
            type="password"
            autoComplete="new-password"
            {...form.register('repeat', { required: t('auth.required') })}
            aria-invalid={errors.repeat ? true : undefined}
            aria-describedby={errors.repeat ? 'password-repeat-error' : undefined}
          />
          {errors.repeat ? (
            <span id="password-repeat-error" className="field__error">
              {errors.repeat.message}
            </span>
          ) : null}
        </div>
        {refusal ? (
          <p className="note note--error" role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('common.sending') : t('auth.changeSubmit')}
        </button>
        {me && !me.mustChangePassword ? <Link to="/">{t('common.back')}</Link> : null}
      </form>
    </AuthFrame>
  );
}
