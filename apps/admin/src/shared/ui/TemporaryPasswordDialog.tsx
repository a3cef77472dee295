import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

/** Shows a temporary password once, after a reset (a member's or an operator's); it is never shown again. */
export function TemporaryPasswordDialog({
  password,
  title,
  explain,
  onClose,
}: {
  password: string | null;
  title: string;
  explain: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={password !== null}
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{explain}</p>
      <p className="mono card" aria-label={title}>
        {password}
      </p>
    </Dialog>
  );
}
