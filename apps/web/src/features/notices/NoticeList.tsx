import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@wps/contracts';
import { formatDateTime } from '../../shared/format/date';
import { Icon } from '../../shared/ui/Icon';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import './notices.css';

interface NoticeListProps {
  notices: Notice[];
  initialOpenId?: number | null;
}

/** Title and date per notice; its sanitised HTML content expands on click. */
export function NoticeList({ notices, initialOpenId = null }: NoticeListProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() =>
    initialOpenId === null ? new Set() : new Set([initialOpenId]),
  );
  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="notice-list" aria-label={t('notice.listLabel')}>
      {notices.map((notice) => {
        const open = openIds.has(notice.id);
        const panelId = `${baseId}-${notice.id}`;
        return (
          <li key={notice.id} className={`notice-item${open ? ' is-open' : ''}`}>
            <button
              type="button"
              className="notice-item__head"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => toggle(notice.id)}
            >
              <span className="notice-item__title">{notice.title}</span>{' '}
              <time className="notice-item__date" dateTime={notice.date}>
                {formatDateTime(notice.date)}
              </time>
              <Icon name="chevronDown" size={18} className="notice-item__chevron" />
            </button>
            <div id={panelId} className="notice-item__body" hidden={!open}>
              {open && <SafeHtml html={notice.content} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
