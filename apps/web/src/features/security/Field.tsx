import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField, type TextFieldProps } from '../../shared/ui/form/TextField';

type FieldProps = Omit<TextFieldProps, 'hint'> & { hint?: string };

/** The shared text field; password fields get a show/hide toggle. */
export function Field({ type, ...props }: FieldProps) {
  const { t } = useTranslation('account');
  const [revealed, setRevealed] = useState(false);
  if (type !== 'password') return <TextField type={type} {...props} />;
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="field__adornment-btn security-reveal"
          aria-label={t(revealed ? 'security.hidePassword' : 'security.showPassword', { field: props.label })}
          aria-pressed={revealed}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? t('security.hide') : t('security.show')}
        </button>
      }
    />
  );
}

/** The outcome of a form: refused with the reason, or accepted once the server said so. */
export function FormStatus({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}): ReactNode {
  if (error) return <FormAlert tone="error">{error}</FormAlert>;
  if (success) return <FormAlert tone="success">{success}</FormAlert>;
  return null;
}
