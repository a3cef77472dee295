import { operatorLoginSchema, routes } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { useToken } from '../../shared/session/operator';
import { setToken } from '../../shared/session/token';
import { AuthFrame } from './AuthFrame';
import { safeNext } from './safeNext';
import './auth.css';

interface Values {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } });
  const next = safeNext(params.get('next'));
  if (token) return <Navigate to={next} replace />;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = operatorLoginSchema.safeParse(values);
    if (!parsed.success) {
      setRefusal(t('auth.fillBoth'));
      return;
    }
    try {
      const session = await callApi(routes.operatorLogin, { body: parsed.data });
      queryClient.setQueryData(['operator', 'me'], session.operator);
      setToken(session.token);
      void navigate(session.operator.mustChangePassword ? '/password' : next, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'operator.locked') {
        const until = (error.value as { lockedUntil?: string } | null)?.lockedUntil;
        setRefusal(
          until ? t('auth.lockedUntil', { time: new Date(until).toLocaleString() }) : errorText(error),
        );
      } else setRefusal(errorText(error));
      form.setValue('password', '');
    }
  });

  return (
    <AuthFrame title={t('auth.title')}>
      {params.get('ended') ? <p className="note note--warn">{t('auth.sessionEnded')}</p> : null}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="login-username">{t('auth.username')}</label>
          <input
            id="login-username"
            className="input"
            autoComplete="username"
            autoFocus
            {...form.register('username', { required: true })}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('auth.password')}</label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            {...form.register('password', { required: true })}
          />
        </div>
        {refusal ? (
          <p className="note note--error" role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('common.sending') : t('auth.signIn')}
        </button>
      </form>
    </AuthFrame>
  );
}
