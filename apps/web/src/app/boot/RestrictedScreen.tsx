import { useTranslation } from 'react-i18next';
import { tagOf } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useSite } from '../../shared/site/siteContext';
import { StatusScreen } from './StatusScreen';

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Status 2: access refused for the visitor's IP or country. */
export function RestrictedScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { location } = useSite().status;
  return (
    <StatusScreen icon="ban" title={t('status.restrictedTitle')}>
      <p className="status-screen__text">{t('error.access.restricted')}</p>
      <dl className="status-screen__facts">
        <div>
          <dt>{t('status.ip')}</dt>
          <dd dir="ltr">{location.ip}</dd>
        </div>
        <div>
          <dt>{t('status.country')}</dt>
          <dd>{countryName(location.countryCode, tagOf(language)) ?? t('status.unknownCountry')}</dd>
        </div>
      </dl>
    </StatusScreen>
  );
}
