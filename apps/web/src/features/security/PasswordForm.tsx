import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api/client';
import { MEMBER_INFO_KEY } from '../../shared/api/memberInfoQuery';
import { routes } from '../../shared/api/routes';
import { patternMessage } from '../../shared/i18n/patternMessage';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { Field, FormStatus } from './Field';
import { confirmationMessage, newPasswordMessage } from './passwordRules';
import { SECURITY_KEY } from './queries';
import { applyServerError } from './serverErrors';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change the login password (docs/product.md §Security centre). The old password is asked for when the
 * account has one. On success member info reloads, the centre closes and the member goes to /.
 */
export function PasswordForm({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const rules = useSiteInfo().register.username;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dialog = useDialog();
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await callApi(routes.changePassword, {
        body: {
          oldPassword: hasPassword ? values.oldPassword : undefined,
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      });
    } catch (error) {
      setStatus(
        applyServerError(t, error, setError, {
          fields: FIELDS,
          codeToField: { 'password.wrong': 'oldPassword' },
          rules: { newPassword: rules.password },
        }),
      );
      return;
    }
    await queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    onClose();
    void navigate('/');
    void dialog.open({ icon: 'success', message: t('security.password.changed') });
  });

  return (
    <form
      className="security-form"
      noValidate
      onSubmit={submit}
      aria-label={t('security.password.formLabel')}
    >
      {hasPassword && (
        <Field
          label={t('security.password.old')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword', { required: t('security.required') })}
        />
      )}
      <Field
        label={t('security.password.new')}
        type="password"
        autoComplete="new-password"
        hint={patternMessage(t, rules.password.patternId, rules.password.minLength, rules.password.maxLength)}
        error={errors.newPassword?.message}
        {...register('newPassword', { validate: (value) => newPasswordMessage(t, rules.password, value) })}
      />
      <Field
        label={t('security.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword', {
          validate: (value) => confirmationMessage(t, value, getValues('newPassword')),
        })}
      />
      <FormStatus error={status} />
      <div className="security-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('security.password.submit')}
        </button>
      </div>
    </form>
  );
}
