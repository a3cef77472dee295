import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Popup } from '@wps/contracts';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { readItem, writeItem } from '../../shared/storage/storage';
import { Modal } from '../../shared/ui/Modal';
import { SafeHtml } from '../../shared/ui/SafeHtml';

/** Before-login popups (execution B), shown once per browser session (sessionStorage index_notice). */
export function HomePopups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readItem('session', SESSION_KEYS.indexNotice) !== null);
  const [index, setIndex] = useState(0);
  const popup = popups[index];
  if (dismissed || !popup) return null;

  const close = () => {
    writeItem('session', SESSION_KEYS.indexNotice, '1');
    setDismissed(true);
  };
  const last = index >= popups.length - 1;
  return (
    <Modal
      open
      title={popup.title}
      onClose={close}
      className="popup-modal"
      footer={
        <>
          {popups.length > 1 && (
            <span className="popup-modal__count">
              {t('home.popupCount', { index: index + 1, total: popups.length })}
            </span>
          )}
          {last ? (
            <button type="button" className="btn btn--primary" onClick={close}>
              {t('common.close')}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => setIndex(index + 1)}>
              {t('common.next')}
            </button>
          )}
        </>
      }
    >
      <SafeHtml key={popup.id} html={popup.content} />
    </Modal>
  );
}
