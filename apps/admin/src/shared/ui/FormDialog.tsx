import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { FormRefusal } from './FormField';
import type { FormSubmission } from './formState';

/** What a list page gives its create or edit dialog of a `T` (besides the row, null to create one). */
export interface EditDialogProps<T> {
  merchant: string;
  /** After the server accepted (the saved row); the dialog then closes. */
  onDone: (saved: T) => Promise<void> | void;
  /** The list read again after a refusal that says the row changed elsewhere. */
  onRefused?: () => unknown;
  onClose: () => void;
}

/**
 * A create or edit dialog over one form (`submission`: useFormSubmit's): its fields, the form's
 * refusal where it ends, Cancel and the submit button (both off while the form is sent, the button
 * then saying so). `readOnly`: a Close button only.
 */
export function FormDialog({
  id,
  title,
  submitLabel,
  submission: { onSubmit, refusal, busy = false },
  readOnly = false,
  onClose,
  children,
}: {
  id: string;
  title: string;
  submitLabel: string;
  submission: FormSubmission;
  readOnly?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      wide
      title={title}
      onClose={onClose}
      footer={
        readOnly ? (
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
        ) : (
          <>
            <button type="button" className="btn" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={id} className="btn btn--primary" disabled={busy}>
              {busy ? t('common.sending') : submitLabel}
            </button>
          </>
        )
      }
    >
      <form id={id} className="stack" noValidate onSubmit={onSubmit}>
        {children}
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}
