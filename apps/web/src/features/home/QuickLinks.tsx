import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerService } from '../../shared/site/useCustomerService';
import { Icon } from '../../shared/ui/Icon';
import type { IconName } from '../../shared/ui/iconPaths';

const LINKS: { to: string; icon: IconName; label: string }[] = [
  { to: '/promotions', icon: 'gift', label: 'nav.promotions' },
  { to: '/vip', icon: 'crown', label: 'nav.vip' },
  { to: '/download', icon: 'phone', label: 'nav.appDownload' },
  { to: '/help', icon: 'help', label: 'nav.help' },
];

/** Shortcuts to real sections of the site. */
export function QuickLinks({ onOpenNotices }: { onOpenNotices: () => void }) {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  return (
    <nav className="quick-links" aria-label={t('home.shortcuts')}>
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className="quick-link">
          <span className="quick-link__icon">
            <Icon name={link.icon} />
          </span>
          <span className="quick-link__label">{t(link.label)}</span>
        </Link>
      ))}
      <button type="button" className="quick-link" onClick={onOpenNotices}>
        <span className="quick-link__icon">
          <Icon name="bell" />
        </span>
        <span className="quick-link__label">{t('notice.title')}</span>
      </button>
      <button type="button" className="quick-link" onClick={openCustomerService}>
        <span className="quick-link__icon">
          <Icon name="headset" />
        </span>
        <span className="quick-link__label">{t('nav.customerService')}</span>
      </button>
    </nav>
  );
}
