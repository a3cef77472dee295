import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FooterHelp } from '../../features/help/FooterHelp';
import { useSiteInfo } from '../../shared/site/siteContext';

export function Footer() {
  const { t } = useTranslation();
  const { site } = useSiteInfo();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <FooterHelp />
        <nav className="footer__links" aria-label={t('footer.links')}>
          <Link to="/noticePage">{t('notice.title')}</Link>
          <Link to="/help">{t('nav.help')}</Link>
          <Link to="/download">{t('nav.appDownload')}</Link>
          <Link to="/join">{t('join.title')}</Link>
        </nav>
        <div className="footer__legal">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>{t('footer.age')}</p>
        </div>
        <p className="footer__copy">
          {t('footer.copyright', { year: new Date().getFullYear(), site: site.name })}
        </p>
      </div>
    </footer>
  );
}
