import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { Icon } from '../../shared/ui/Icon';
import { dismissWelcome, type WelcomeNotice } from './authStore';

const SHOW_MS = 6000;

/** A small notice after login with the time of the previous one (or a welcome on the first). */
export function WelcomeToast({ notice }: { notice: WelcomeNotice & { id: number } }) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const timer = window.setTimeout(dismissWelcome, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id]);
  return (
    <div className="welcome-toast" role="status">
      <span className="welcome-toast__icon">
        <Icon name="success" size={22} />
      </span>
      <div className="welcome-toast__text">
        <p className="welcome-toast__title">
          {t(notice.lastLoginAt ? 'welcome.back' : 'welcome.first', { name: notice.name })}
        </p>
        {notice.lastLoginAt !== null && (
          <p className="welcome-toast__detail">
            {t('welcome.lastLogin', { time: formatDateTime(notice.lastLoginAt) })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="icon-btn welcome-toast__close"
        aria-label={t('common.close')}
        onClick={dismissWelcome}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
