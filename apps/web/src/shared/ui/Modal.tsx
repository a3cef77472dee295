import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { OverlayFrame } from './overlay/OverlayFrame';
import { useFadePresence } from './overlay/useFadePresence';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Shows the close button; Escape also closes then. Outside clicks never close a modal. */
  showClose?: boolean;
  onClose?: () => void;
  /** Default 600 px; shrinks to the viewport on phones. */
  width?: number;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Modal({
  open,
  title,
  label,
  showClose = true,
  onClose,
  width = 600,
  footer,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const mounted = useFadePresence(open);
  if (!mounted) return null;
  const closable = showClose && Boolean(onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closable && open) {
      event.preventDefault();
      onClose?.();
    }
  };

  return (
    <OverlayFrame
      open={open}
      width={width}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : (label ?? t('dialog.label'))}
      className={`modal ${className ?? ''}`}
      onKeyDown={onKeyDown}
    >
      {(title || closable) && (
        <div className="modal__header">
          {title ? (
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {closable && (
            <button
              type="button"
              className="icon-btn modal__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
      )}
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </OverlayFrame>
  );
}
