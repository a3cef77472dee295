import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { MEMBER_INFO_KEY } from '../../shared/api/memberInfoQuery';
import { routes } from '../../shared/api/routes';
import { clearRemembered } from '../../shared/storage/remember';
import { setPasswordChangeNeeded } from '../../shared/storage/session';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { PasswordField } from '../../shared/ui/form/PasswordField';
import { Modal } from '../../shared/ui/Modal';
import { AuthErrorAlert } from './AuthErrorAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { closeAuth, type AuthView } from './authStore';
import { forgetTypedPassword, takeTypedPassword } from './loginFlow';
import { fieldErrorText, validateRequired } from './ruleValidation';
import { useAuthPrompts } from './useAuthPrompts';
import { useRegisterRules } from './useRegisterRules';

type ForcedView = Extract<AuthView, { kind: 'forcedChange' }> & { open: boolean };

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The forced password change after login (expired, default or operator-set password). The old
 * password field shows only when the password typed at login is not in memory (docs/product.md §States).
 */
export function ForcedPasswordDialog({ view }: { view: ForcedView }) {
  const { t } = useTranslation('auth');
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { logout } = useAuthPrompts();
  const rule = useRegisterRules().username.password;
  const [typed] = useState(takeTypedPassword);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { oldPassword: typed ?? '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await callApi(routes.changePassword, { body: values });
    } catch (caught) {
      const fields = isApiError(caught) ? caught.fields : null;
      if (isApiError(caught) && caught.code === 'password.wrong' && !typed)
        setFieldError('oldPassword', { message: t('error.password.wrong') }, { shouldFocus: true });
      else if (fields?.newPassword)
        setFieldError(
          'newPassword',
          { message: fieldErrorText(t, fields.newPassword, rule) },
          { shouldFocus: true },
        );
      else setError(caught);
      return;
    }
    forgetTypedPassword();
    setPasswordChangeNeeded(false);
    // The server ended every remember-me token with the change.
    clearRemembered();
    await queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
    closeAuth();
    void navigate('/');
    void dialog.open({ icon: 'success', message: t('forced.done'), autoCloseMs: 3000 });
  });

  return (
    <Modal open={view.open} title={t('forced.title')} showClose={false} width={460} className="auth-modal">
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="auth-form__intro">{t('forced.intro')}</p>
        <AuthErrorAlert error={error} />
        {!typed && (
          <PasswordField
            label={t('field.oldPassword')}
            autoComplete="current-password"
            showText={t('form.showPassword')}
            hideText={t('form.hidePassword')}
            error={errors.oldPassword?.message}
            {...register('oldPassword', { validate: validateRequired(t) })}
          />
        )}
        <NewPasswordFields
          register={register}
          getValues={getValues}
          errors={errors}
          rule={rule}
          check={(value) => (value === getValues('oldPassword') ? t('forced.samePassword') : true)}
        />
        <div className="auth-form__actions">
          <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
            {t('logout.action')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? t('form.working') : t('forced.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
