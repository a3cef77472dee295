import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { formatDateTime } from '../../shared/format/date';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { clearRemembered, readRemembered, type RememberedLogin } from '../../shared/storage/remember';
import { Checkbox } from '../../shared/ui/form/Checkbox';
import { PasswordField } from '../../shared/ui/form/PasswordField';
import { TextField } from '../../shared/ui/form/TextField';
import { AuthErrorAlert } from './AuthErrorAlert';
import { showAuth } from './authStore';
import { CaptchaField } from './CaptchaField';
import { useImageCaptcha } from './useImageCaptcha';
import { asksForCaptcha, useLoginFlow } from './loginFlow';
import { useHumanChallenge } from './useHumanChallenge';
import { validateRequired } from './ruleValidation';

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

interface PasswordLoginFormProps {
  username?: string | undefined;
  error?: unknown;
  captcha?: boolean | undefined;
}

/** Username and password, the captcha after a failure, remember me, and "continue as" for a remembered member. */
export function PasswordLoginForm({
  username,
  error: initialError,
  captcha: initialCaptcha,
}: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const human = useHumanChallenge();
  const captchaModule = useModuleEnabled('CAPTCHA3');
  const [remembered, setRemembered] = useState<RememberedLogin | null>(readRemembered);
  const [captchaOn, setCaptchaOn] = useState(Boolean(initialCaptcha) && captchaModule);
  const captcha = useImageCaptcha(captchaOn);
  const [error, setError] = useState<unknown>(initialError ?? null);
  const [continuing, setContinuing] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      username: username ?? remembered?.username ?? '',
      password: '',
      captcha: '',
      remember: Boolean(remembered),
    },
  });

  const forget = () => {
    if (!remembered) return;
    void callApi(routes.rememberForget, { body: { rememberToken: remembered.token } }).catch(() => null);
    clearRemembered();
    setRemembered(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const password = values.password.trim();
    try {
      const challenge = await human.take();
      await flow.login(
        {
          type: 'username',
          username: values.username.trim(),
          password,
          ...(captchaOn ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
        },
        { method: 'password', password, remember: values.remember },
        challenge,
      );
    } catch (caught) {
      human.reset();
      if (captchaOn) captcha.reload();
      if (asksForCaptcha(caught) && captchaModule) setCaptchaOn(true);
      setValue('captcha', '');
      setError(caught);
    }
  });

  const continueAs = async (entry: RememberedLogin) => {
    setError(null);
    setContinuing(true);
    try {
      await flow.continueRemembered(entry);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'remember.invalid') {
        clearRemembered();
        setRemembered(null);
        setValue('remember', false);
      }
      setError(caught);
    } finally {
      setContinuing(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AuthErrorAlert error={error} onForgot={() => showAuth({ kind: 'forgot' })} />
      {remembered && (
        <div className="remembered">
          <span className="remembered__avatar" aria-hidden="true">
            {remembered.username.slice(0, 1).toUpperCase()}
          </span>
          <div className="remembered__text">
            <button
              type="button"
              className="btn btn--primary remembered__button"
              disabled={continuing}
              onClick={() => void continueAs(remembered)}
            >
              {continuing ? t('form.working') : t('remember.continueAs', { name: remembered.username })}
            </button>
            <p className="remembered__hint">
              {t('remember.until', { time: formatDateTime(remembered.expiresAt) })}
            </p>
          </div>
        </div>
      )}
      {remembered && <p className="auth-divider">{t('remember.orPassword')}</p>}
      <TextField
        label={t('field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username', { validate: validateRequired(t) })}
      />
      <PasswordField
        label={t('field.password')}
        autoComplete="current-password"
        showText={t('form.showPassword')}
        hideText={t('form.hidePassword')}
        error={errors.password?.message}
        {...register('password', { validate: validateRequired(t) })}
      />
      {captchaOn && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          {...register('captcha', { validate: validateRequired(t) })}
        />
      )}
      <Checkbox {...register('remember', { onChange: (event) => !event.target.checked && forget() })}>
        {t('remember.label')}
      </Checkbox>
      <button
        type="submit"
        className="btn btn--primary btn--lg auth-form__submit"
        disabled={isSubmitting || captcha.loading}
      >
        {isSubmitting ? t('form.working') : t('auth.login')}
      </button>
    </form>
  );
}
