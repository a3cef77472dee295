import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { useAuthErrorText } from './authErrors';

/** A refused login, registration or reset, with the way out of a lock (reset the password, or wait). */
export function AuthErrorAlert({ error, onForgot }: { error: unknown; onForgot?: () => void }) {
  const { t } = useTranslation('auth');
  const text = useAuthErrorText();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Long forms scroll inside the dialog: bring the message into view.
    if (error) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  if (!error) return null;
  const locked = isApiError(error) && error.code === 'account.locked';
  return (
    <div ref={box}>
      <FormAlert>
        <span>{text(error)}</span>
        {locked && onForgot && (
          <>
            {' '}
            <button type="button" className="link-btn" onClick={onForgot}>
              {t('login.lockedReset')}
            </button>
          </>
        )}
      </FormAlert>
    </div>
  );
}
