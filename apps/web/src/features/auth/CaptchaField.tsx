import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';
import { TextField } from '../../shared/ui/form/TextField';
import type { ImageCaptcha } from './useImageCaptcha';

interface CaptchaFieldProps {
  captcha: ImageCaptcha;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** The 4-digit picture code with its refresh button. */
export function CaptchaField({ captcha, error, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.captcha')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      error={error}
      {...input}
      end={
        <span className="captcha">
          {captcha.image ? (
            <img
              className="captcha__image"
              src={captcha.image}
              width={96}
              height={32}
              alt={t('captcha.image')}
            />
          ) : (
            <span className="captcha__image captcha__image--empty">{captcha.failed ? '!' : ''}</span>
          )}
          <button
            type="button"
            className="field__adornment-btn"
            aria-label={t('captcha.refresh')}
            title={t('captcha.refresh')}
            onClick={captcha.refresh}
          >
            <Icon name="refresh" size={20} />
          </button>
        </span>
      }
    />
  );
}
