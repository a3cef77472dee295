import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { OverlayFrame } from '../overlay/OverlayFrame';
import { SafeHtml } from '../SafeHtml';
import type { DialogButton, DialogOptions } from './types';
import './dialog.css';

interface DialogViewProps {
  options: DialogOptions;
  closing: boolean;
  onClose: (value: string | null) => void;
}

/** Elements that handle Enter themselves; elsewhere Enter presses the default button. */
const OWN_ENTER = new Set(['BUTTON', 'A', 'TEXTAREA', 'SELECT', 'SUMMARY']);

export function DialogView({ options, closing, onClose }: DialogViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const defaultButton = useRef<HTMLButtonElement>(null);
  const clickToClose = options.clickToClose ?? true;
  const buttons: DialogButton[] = options.buttons?.length
    ? options.buttons
    : [{ label: t('common.ok'), value: 'ok', variant: 'primary', isDefault: true }];
  const defaultIndex = Math.max(
    0,
    buttons.findIndex((button) => button.isDefault),
  );

  const { autoCloseMs } = options;
  useEffect(() => {
    if (!autoCloseMs || closing) return;
    const timer = window.setTimeout(() => onClose(null), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs, closing, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (closing) return;
    if (event.key === 'Escape' && clickToClose) {
      event.preventDefault();
      onClose(null);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const target = event.target as HTMLElement;
      if (target !== defaultButton.current && OWN_ENTER.has(target.tagName)) return;
      event.preventDefault();
      const button = buttons[defaultIndex];
      if (button) onClose(button.value);
    }
  };

  return (
    <OverlayFrame
      open={!closing}
      width={options.width ?? 400}
      labelledBy={options.title ? titleId : undefined}
      label={options.title ? undefined : t('dialog.label')}
      describedBy={options.html || options.message ? bodyId : undefined}
      className="dialog"
      onCoverClick={clickToClose ? () => onClose(null) : undefined}
      onKeyDown={onKeyDown}
      initialFocus={defaultButton}
    >
      <div className="dialog__content">
        {options.icon && (
          <span className={`dialog__icon dialog__icon--${options.icon}`}>
            <Icon name={options.icon} size={30} />
          </span>
        )}
        {options.title && (
          <h2 className="dialog__title" id={titleId}>
            {options.title}
          </h2>
        )}
        {options.html ? (
          <SafeHtml className="dialog__body" id={bodyId} html={options.html} />
        ) : options.message ? (
          <p className="dialog__body" id={bodyId}>
            {options.message}
          </p>
        ) : null}
      </div>
      <div className="dialog__buttons">
        {buttons.map((button, index) => (
          <button
            key={`${button.value}-${index}`}
            ref={index === defaultIndex ? defaultButton : undefined}
            type="button"
            className={`btn btn--${button.variant ?? (index === defaultIndex ? 'primary' : 'secondary')}`}
            onClick={() => onClose(button.value)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </OverlayFrame>
  );
}
