import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal';
import { NoticeBoard } from './NoticeBoard';

interface NoticeModalProps {
  open: boolean;
  focusId: number | null;
  onClose: () => void;
}

/** Player notices in the generic modal (docs/product.md §Dialogs). */
export function NoticeModal({ open, focusId, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('notice.title')} onClose={onClose} className="notice-modal">
      {open && <NoticeBoard initialOpenId={focusId} />}
    </Modal>
  );
}
