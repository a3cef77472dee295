import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { Modal } from '../../shared/ui/Modal';
import { AuthErrorAlert } from './AuthErrorAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { closeAuth, showAuth, type AuthView } from './authStore';
import { fieldErrorText } from './ruleValidation';
import { useRegisterRules } from './useRegisterRules';

type ResetView = Extract<AuthView, { kind: 'reset' }> & { open: boolean };

interface Values {
  newPassword: string;
  confirmNewPassword: string;
}

/** The mailed reset link (`?resetToken=`): a new password twice, then the login with the username. */
export function ResetPasswordDialog({ view }: { view: ResetView }) {
  const { t } = useTranslation('auth');
  const dialog = useDialog();
  const rule = useRegisterRules().username.password;
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { username } = await callApi(routes.resetPassword, { body: { token: view.token, ...values } });
      await dialog.open({ icon: 'success', title: t('reset.doneTitle'), message: t('reset.done') });
      showAuth({ kind: 'login', username });
    } catch (caught) {
      const field = isApiError(caught) ? caught.fields?.newPassword : undefined;
      if (field)
        setFieldError('newPassword', { message: fieldErrorText(t, field, rule) }, { shouldFocus: true });
      else setError(caught);
    }
  });

  return (
    <Modal open={view.open} title={t('reset.title')} onClose={closeAuth} width={460} className="auth-modal">
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="auth-form__intro">{t('reset.intro')}</p>
        <AuthErrorAlert error={error} />
        <NewPasswordFields register={register} getValues={getValues} errors={errors} rule={rule} />
        <button type="submit" className="btn btn--primary btn--lg auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.working') : t('reset.submit')}
        </button>
      </form>
    </Modal>
  );
}
