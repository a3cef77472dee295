import { useId, useState } from 'react';
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

/** Floating shortcuts at the inline end: customer service, social link, mail, app download. */
export function RightBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { resources } = useSiteInfo();
  const openCustomerService = useCustomerService();
  const { openMemberFeature } = useAuthPrompts();
  const [expanded, setExpanded] = useState(false);
  const [apps, setApps] = useState({ open: false, used: false });
  const listId = useId();
  const social = firstSocial(resources);
  const showList = !compact || expanded;

  return (
    <aside className={`right-bar${compact ? ' right-bar--compact' : ''}`} aria-label={t('rightBar.label')}>
      {compact && (
        <button
          type="button"
          className="right-bar__btn right-bar__toggle"
          aria-label={t('rightBar.toggle')}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name={expanded ? 'close' : 'headset'} />
        </button>
      )}
      <ul id={listId} className="right-bar__list" hidden={!showList}>
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
        </li>
      </ul>
      {apps.used && <AppsModal open={apps.open} onClose={() => setApps({ open: false, used: true })} />}
    </aside>
  );
}
