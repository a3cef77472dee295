import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTabKey, useFocusTrap } from './focusTrap';
import { useScrollLock } from './scrollLock';
import './overlay.css';

export interface OverlayFrameProps {
  /** False while the 100 ms fade-out runs. */
  open: boolean;
  width: number;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  className?: string;
  onCoverClick?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Shared body of dialogs and modals: cover, centred panel, focus trap, scroll lock, fade. */
export function OverlayFrame({
  open,
  width,
  labelledBy,
  label,
  describedBy,
  className,
  onCoverClick,
  onKeyDown,
  initialFocus,
  children,
}: OverlayFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panel, open, initialFocus);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented) trapTabKey(event, panel.current);
    event.stopPropagation();
  };

  return createPortal(
    <div className={`overlay${open ? '' : ' is-closing'}`} data-testid="overlay">
      <div className="overlay__cover" data-testid="overlay-cover" aria-hidden="true" onClick={onCoverClick} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`overlay__panel ${className ?? ''}`}
        style={{ '--overlay-width': `${width}px` } as CSSProperties}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
