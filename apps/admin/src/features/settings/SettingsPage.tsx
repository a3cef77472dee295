import { isSettingsSection, type MerchantProfile } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { useMerchantCode, useMerchants } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PreviewLink } from './PreviewLink';
import { SectionEditor } from './SectionEditor';
import { SECTION_ORDER } from './sections';
import { settingsErrorText, settingsQuery } from './settingsQuery';
import './settings.css';

/**
 * A merchant's settings (/admin/m/:merchant/settings/:section): the sections on the left, the chosen
 * section's form on the right.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { section: param } = useParams();
  const merchantCode = useMerchantCode();
  const merchants = useMerchants();
  const canEdit = useCan('admin');
  const settings = useQuery({ ...settingsQuery(merchantCode), enabled: merchantCode !== '' });
  if (!param) return <Navigate to={`/m/${merchantCode}/settings/${SECTION_ORDER[0]}`} replace />;
  const section = isSettingsSection(param) ? param : null;
  const merchant = merchants.data?.find((entry) => entry.code === merchantCode);
  const profile = settings.data?.profile.value as MerchantProfile | undefined;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description', {
          merchant: merchant ? `${merchant.name} (${merchant.code})` : merchantCode,
        })}
      />
      <PreviewLink profile={profile} />
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t('settings.sectionsNav')}>
          <ul>
            {SECTION_ORDER.map((entry) => (
              <li key={entry}>
                <NavLink className="settings-nav__link" to={`/m/${merchantCode}/settings/${entry}`}>
                  {t(`settings.sections.${entry}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-main">
          {merchantCode === '' ? (
            <p className="note">{t('settings.noMerchant')}</p>
          ) : section === null ? (
            <p className="note note--error" role="alert">
              {t('settings.unknownSection', { section: param })}
            </p>
          ) : settings.isPending ? (
            <p className="card muted" aria-busy="true">
              {t('settings.loadingSettings')}
            </p>
          ) : settings.data === undefined ? (
            <div className="note note--error row" role="alert">
              <span>{settingsErrorText(settings.error)}</span>
              <span className="spacer" />
              <button type="button" className="btn btn--small" onClick={() => void settings.refetch()}>
                {t('settings.retry')}
              </button>
            </div>
          ) : (
            <>
              {/* A failed refresh keeps the form (and its edits) as loaded. */}
              {settings.isError ? (
                <p className="note note--warn" role="status">
                  {t('settings.refreshFailed', { error: settingsErrorText(settings.error) })}
                </p>
              ) : null}
              <SectionEditor
                key={`${merchantCode}:${section}`}
                merchantCode={merchantCode}
                section={section}
                latest={settings.data[section]}
                canEdit={canEdit}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
