import type { LoginCheckMethod } from '@wps/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { TextField } from '../../shared/ui/form/TextField';
import { Modal } from '../../shared/ui/Modal';
import { AuthErrorAlert } from './AuthErrorAlert';
import { closeAuth, showAuth, type AuthView } from './authStore';
import { useLoginFlow } from './loginFlow';
import { validateRequired } from './ruleValidation';
import { SmsCodeButton } from './SmsCodeButton';

type LoginCheckView = Extract<AuthView, { kind: 'loginCheck' }> & { open: boolean };

/** Methods whose code the server sends on request. */
const SENT: ReadonlySet<LoginCheckMethod> = new Set(['sms', 'email']);

/**
 * The second login step (two-factor, or a login from a new address or device): the member picks one
 * of the offered methods, asks for a code where it is sent, and enters it (docs/product.md §Identity).
 */
export function LoginCheckDialog({ view }: { view: LoginCheckView }) {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const { check } = view;
  const [method, setMethod] = useState<LoginCheckMethod>(check.methods[0]!);
  const [error, setError] = useState<unknown>(null);
  const groupName = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const destination = method === 'sms' ? check.mobile : method === 'email' ? check.email : null;

  const choose = (next: LoginCheckMethod) => {
    setMethod(next);
    setError(null);
    reset({ code: '' });
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const value = await callApi(routes.loginCheckVerify, {
        body: { ticket: check.ticket, method, code: code.trim() },
      });
      await flow.complete(value, view.intent);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'verification.ticket.invalid') {
        showAuth({ kind: 'login', username: view.username, error: caught });
        return;
      }
      if (
        isApiError(caught) &&
        (caught.code === 'verification.code.invalid' || caught.code === 'twofactor.code.invalid')
      )
        setFieldError('code', { message: t(`error.${caught.code}`) }, { shouldFocus: true });
      else setError(caught);
    }
  });

  return (
    <Modal
      open={view.open}
      title={t(check.reason === 'twoFactor' ? 'check.titleTwoFactor' : 'check.titleNewDevice')}
      onClose={closeAuth}
      width={480}
      className="auth-modal"
    >
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="auth-form__intro">
          {t(check.reason === 'twoFactor' ? 'check.introTwoFactor' : 'check.introNewDevice')}
        </p>
        <AuthErrorAlert error={error} />
        {check.methods.length > 1 && (
          <fieldset className="method-list">
            <legend className="field__label">{t('check.chooseMethod')}</legend>
            {check.methods.map((option) => (
              <label key={option} className="method-list__item">
                <input
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={option === method}
                  onChange={() => choose(option)}
                />
                <span>{t(`check.method.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {destination && <p className="auth-form__note">{t('check.sendTo', { destination })}</p>}
        <TextField
          key={method}
          label={t(`check.code.${method}`)}
          inputMode={method === 'bankName' ? 'text' : 'numeric'}
          autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
          maxLength={255}
          error={errors.code?.message}
          end={
            SENT.has(method) ? (
              <SmsCodeButton
                send={() =>
                  callApi(routes.loginCheckSend, {
                    body: { ticket: check.ticket, method: method as 'sms' | 'email' },
                  })
                }
              />
            ) : undefined
          }
          {...register('code', { validate: validateRequired(t) })}
        />
        <button type="submit" className="btn btn--primary btn--lg auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.working') : t('check.submit')}
        </button>
      </form>
    </Modal>
  );
}
