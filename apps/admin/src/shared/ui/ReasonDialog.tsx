import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/i18n';
import { Dialog } from './Dialog';

/**
 * Asks for the reason of an operator action (it lands in the audit log with the action), sends it,
 * and shows the server's refusal in place; closes only once the server accepted.
 */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  danger = false,
  children,
  onConfirm,
  onClose,
  reasonRequired = true,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  reasonRequired?: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (reasonRequired && !reason.trim()) {
      setError(t('common.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
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
          <button
            type="button"
            className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy ? t('common.sending') : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <div className="field">
        <label htmlFor="action-reason">{t('common.reason')}</label>
        <textarea
          id="action-reason"
          className="input"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error !== null && !reason.trim()}
        />
        <span className="field__hint">{t('common.reasonHint')}</span>
      </div>
      {error ? (
        <p className="note note--error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * A ReasonDialog over what an action is about (`subject`: a row and the action chosen for it), open
 * while there is one: its title, button and text are worked out from it, and so is the action.
 */
export function SubjectReasonDialog<T>({
  subject,
  title,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  children,
}: {
  subject: T | null;
  title: (subject: T) => string;
  confirmLabel: (subject: T) => string;
  danger?: (subject: T) => boolean;
  onConfirm: (subject: T, reason: string) => Promise<unknown>;
  onClose: () => void;
  children?: (subject: T) => ReactNode;
}) {
  return (
    <ReasonDialog
      open={subject !== null}
      title={subject !== null ? title(subject) : ''}
      confirmLabel={subject !== null ? confirmLabel(subject) : ''}
      danger={subject !== null && danger !== undefined && danger(subject)}
      onClose={onClose}
      onConfirm={(reason) => (subject !== null ? onConfirm(subject, reason) : Promise.resolve())}
    >
      {subject !== null && children ? children(subject) : null}
    </ReasonDialog>
  );
}
