import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/i18n/i18n';
import { Dialog } from '../../shared/ui/Dialog';

/** Asks before deleting; closes only once the server deleted, else shows its refusal in place. */
export function ConfirmDelete({
  open,
  title,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? t('common.sending') : t('content.delete')}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {error ? (
        <p className="note note--error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
