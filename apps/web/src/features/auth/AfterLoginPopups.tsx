import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../../shared/api/queries';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Modal } from '../../shared/ui/Modal';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { closeAuth, type AuthView } from './authStore';

type AfterLoginView = Extract<AuthView, { kind: 'afterLogin' }> & { open: boolean };

/**
 * The after-login modal: the operator's popups of execution F on a first login, then those of
 * execution A (docs/product.md §Dialogs). Closes by itself when there are none.
 */
export function AfterLoginPopups({ view }: { view: AfterLoginView }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const first = useQuery({ ...announcementsQuery(language, 'F'), enabled: view.firstLogin });
  const after = useQuery(announcementsQuery(language, 'A'));
  const [index, setIndex] = useState(0);
  const settled = !after.isPending && (!view.firstLogin || !first.isPending);
  const popups = [
    ...(view.firstLogin ? (first.data?.popup.filter((popup) => popup.execution === 'F') ?? []) : []),
    ...(after.data?.popup.filter((popup) => popup.execution === 'A') ?? []),
  ];
  const popup = popups[index];

  useEffect(() => {
    if (settled && popups.length === 0) closeAuth();
  }, [settled, popups.length]);

  if (!popup) return null;
  const last = index >= popups.length - 1;
  return (
    <Modal
      open={view.open}
      title={popup.title}
      onClose={closeAuth}
      className="after-login"
      footer={
        <>
          {popups.length > 1 && (
            <span className="after-login__count">
              {t('home.popupCount', { index: index + 1, total: popups.length })}
            </span>
          )}
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => (last ? closeAuth() : setIndex(index + 1))}
          >
            {t(last ? 'common.close' : 'common.next')}
          </button>
        </>
      }
    >
      <SafeHtml key={popup.id} html={popup.content} />
    </Modal>
  );
}
