import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { Icon } from '../../../shared/ui/Icon';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { QueryResult } from '../DataTable';
import { agentNoticesQuery } from '../queries';

/** Announcement: the site's notices for agents (`/wps/agent/announcements`), newest first. */
export function AnnouncementPage() {
  const { t } = useTranslation('agents');
  const language = useLanguage();
  const token = useSessionToken();
  const notices = useQuery(agentNoticesQuery(token, language));
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.announcement')}</h3>
      <p className="money-muted">{t('announcement.intro')}</p>
      <QueryResult
        query={notices}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'megaphone', title: t('announcement.empty') }}
      >
        {(data) => (
          <ul className="agents-notices">
            {data.list.map((notice) => {
              const open = openId === notice.id;
              const panelId = `${baseId}-${notice.id}`;
              return (
                <li key={notice.id} className={`agents-notice${open ? ' is-open' : ''}`}>
                  <button
                    type="button"
                    className="agents-notice__head"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : notice.id)}
                  >
                    <span className="agents-notice__title">{notice.title}</span>
                    <time className="agents-notice__date money-ltr" dateTime={notice.date}>
                      {formatDateTime(notice.date)}
                    </time>
                    <Icon name="chevronDown" size={18} className="agents-notice__chevron" />
                  </button>
                  <div id={panelId} className="agents-notice__body" hidden={!open}>
                    {open && <SafeHtml html={notice.content} />}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryResult>
    </div>
  );
}
