import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@wps/contracts';
import { isApiError } from '../../shared/api/apiError';
import { useCountdown } from '../../shared/ui/useCountdown';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { retryAfterOf, useAuthErrorText } from './authErrors';

interface SmsCodeButtonProps {
  /**
   * Sends the code and answers its validity in minutes, or null when the form declined to send
   * (it showed why, e.g. an invalid number).
   */
  send: () => Promise<{ expiredMinutes: number } | null>;
  /** Field errors of a refused request (the number), for the form to show under its fields. */
  onFieldErrors?: (fields: Record<string, FieldError>) => void;
  /** Presses closer together than this are ignored (login: 1 s, docs/product.md §Constants and limits). */
  throttleMs?: number;
  label?: string;
}

/**
 * "Send code": after a successful request it stays disabled, counting down expiredMinutes × 60 s
 * (docs/product.md §States), and refuses to send again until the count ends. A refused request
 * shows a warning.
 */
export function SmsCodeButton({ send, onFieldErrors, throttleMs = 0, label }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const dialog = useDialog();
  const errorText = useAuthErrorText();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const lastPress = useRef(0);

  const onClick = async () => {
    const now = Date.now();
    if (sending || countdown.running || now - lastPress.current < throttleMs) return;
    lastPress.current = now;
    setSending(true);
    try {
      const sent = await send();
      if (sent) countdown.start(sent.expiredMinutes * 60);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait !== null) countdown.start(wait);
      if (isApiError(error) && error.fields && onFieldErrors) onFieldErrors(error.fields);
      else void dialog.open({ icon: 'warning', title: t('sms.failedTitle'), message: errorText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="sms-btn"
      disabled={sending || countdown.running}
      aria-live="polite"
      onClick={() => void onClick()}
    >
      {countdown.running
        ? t('sms.resendIn', { seconds: countdown.remaining })
        : sending
          ? t('sms.sending')
          : (label ?? t('sms.send'))}
    </button>
  );
}
