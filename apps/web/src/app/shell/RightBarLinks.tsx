import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicResource } from '@wps/contracts';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useCustomerService } from '../../shared/site/useCustomerService';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { Icon } from '../../shared/ui/Icon';

const AppsModal = lazyWidget(() => import('./AppsModal').then((module) => ({ default: module.AppsModal })));

const SOCIAL_TYPES = ['WHATSAPP', 'TELEGRAM', 'FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'X'] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL_TYPES)[number], string> = {
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  X: 'X',
};

function firstSocial(resources: readonly PublicResource[]) {
  for (const type of SOCIAL_TYPES) {
    const resource = resources.find((entry) => entry.resourceType === type);
    if (resource) return { resource, name: SOCIAL_NAMES[type] };
  }
  return null;
}

/** The right bar's shortcuts (items of its list): customer service, social link, mail, app download. */
export function RightBarLinks() {
  const { t } = useTranslation();
  const { resources } = useSiteInfo();
  const openCustomerService = useCustomerService();
  const { openMemberFeature } = useAuthPrompts();
  const [apps, setApps] = useState({ open: false, used: false });
  const social = firstSocial(resources);

  return (
    <>
      <li>
        <button
          type="button"
          className="right-bar__btn"
          aria-label={t('nav.customerService')}
          title={t('nav.customerService')}
          onClick={openCustomerService}
        >
          <Icon name="headset" />
        </button>
      </li>
      {social && (
        <li>
          <a
            className="right-bar__btn"
            href={social.resource.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('rightBar.social', { name: social.name })}
            title={social.name}
          >
            <Icon name="chat" />
          </a>
        </li>
      )}
      <li>
        <button
          type="button"
          className="right-bar__btn"
          aria-label={t('nav.mail')}
          title={t('nav.mail')}
          onClick={() => void openMemberFeature(t('nav.mail'))}
        >
          <Icon name="mail" />
        </button>
      </li>
      <li>
        <button
          type="button"
          className="right-bar__btn"
          aria-label={t('nav.appDownload')}
          title={t('nav.appDownload')}
          aria-haspopup="dialog"
          onClick={() => setApps({ open: true, used: true })}
        >
          <Icon name="qr" />
        </button>
        {apps.used && <AppsModal open={apps.open} onClose={() => setApps({ open: false, used: true })} />}
      </li>
    </>
  );
}
