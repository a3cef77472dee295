import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerService } from '../../shared/site/useCustomerService';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Icon } from '../../shared/ui/Icon';
import type { IconName } from '../../shared/ui/iconPaths';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { LanguageChooser } from '../shell/LanguageChooser';
import { ThemeToggle } from '../shell/ThemeToggle';
import './status-screen.css';

interface StatusScreenProps {
  icon: IconName;
  title: string;
  children: ReactNode;
}

/** Full-page notice used by maintenance and restriction, with Contact Us. */
export function StatusScreen({ icon, title, children }: StatusScreenProps) {
  const { t } = useTranslation();
  const { site } = useSiteInfo();
  const openCustomerService = useCustomerService();
  useDocumentTitle(title);
  return (
    <div className="status-page">
      <header className="status-page__bar">
        <span className="status-page__site">{site.name}</span>
        <div className="status-page__tools">
          <LanguageChooser />
          <ThemeToggle />
        </div>
      </header>
      <main className="status-screen" id="main">
        <div className="status-screen__card">
          <span className="status-screen__icon">
            <Icon name={icon} size={40} />
          </span>
          <h1 className="status-screen__title">{title}</h1>
          {children}
          <button type="button" className="btn btn--primary btn--lg" onClick={openCustomerService}>
            <Icon name="headset" size={20} />
            {t('status.contactUs')}
          </button>
        </div>
      </main>
    </div>
  );
}
