import { useTranslation } from 'react-i18next';
import { AppQrList } from '../../features/download/AppQrList';
import { Modal } from '../../shared/ui/Modal';

/** App download QR codes opened from the right bar. */
export function AppsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('download.title')} onClose={onClose} width={760}>
      <AppQrList />
    </Modal>
  );
}
