import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While active: moves focus into the container (the preferred element, else the first focusable,
 * else the container) and, when it ends, gives focus back to the element that had it before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  preferred?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root) {
      const target = preferred?.current ?? focusableIn(root)[0] ?? root;
      target.focus({ preventScroll: true });
    }
    return () => {
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, container, preferred]);
}

/** Keeps Tab and Shift+Tab cycling inside the container. Call from its onKeyDown. */
export function trapTabKey(event: ReactKeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = focusableIn(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first?.focus();
  }
}
