import type { FieldErrors, FieldValues, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../shared/ui/form/PasswordField';
import { ruleHint, validateByRule, validateSame } from './ruleValidation';

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

interface NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> {
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
  errors: FieldErrors<T>;
  /** The merchant's password rule (pattern and lengths). */
  rule: Parameters<typeof ruleHint>[1];
  /** A further check of the new password once the rule passes (e.g. "not the old one"). */
  check?: (value: string) => true | string;
}

/** New password and its confirmation, checked by the merchant's rule and against each other. */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>(
  props: NewPasswordFieldsProps<T>,
) {
  const { t } = useTranslation('auth');
  // The two fields exist in every form this serves; the generic form type cannot say so to the library.
  const register = props.register as unknown as UseFormRegister<NewPasswordValues>;
  const getValues = props.getValues as unknown as UseFormGetValues<NewPasswordValues>;
  const errors = props.errors as FieldErrors<NewPasswordValues>;
  const byRule = validateByRule(t, props.rule, { required: true });
  return (
    <>
      <PasswordField
        label={t('field.newPassword')}
        autoComplete="new-password"
        hint={ruleHint(t, props.rule)}
        showText={t('form.showPassword')}
        hideText={t('form.hidePassword')}
        error={errors.newPassword?.message}
        {...register('newPassword', {
          validate: (value) => {
            const result = byRule(value);
            return result === true && props.check ? props.check(value) : result;
          },
          deps: ['confirmNewPassword'],
        })}
      />
      <PasswordField
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        showText={t('form.showPassword')}
        hideText={t('form.hidePassword')}
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword', { validate: validateSame(t, () => getValues('newPassword')) })}
      />
    </>
  );
}
