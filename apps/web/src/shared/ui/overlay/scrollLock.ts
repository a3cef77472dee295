import { useEffect } from 'react';

/**
 * Page scroll lock shared by every dialog, modal and drawer. Nested locks are counted; the last
 * unlock puts the body back exactly as it was and returns to the same scroll position.
 */
let lockCount = 0;
let saved: { x: number; y: number; style: string | null } | null = null;

export function lockScroll(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const body = document.body;
  const x = window.scrollX;
  const y = window.scrollY;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  saved = { x, y, style: body.getAttribute('style') };
  body.style.position = 'fixed';
  body.style.top = `${-y}px`;
  body.style.left = `${-x}px`;
  body.style.width = '100%';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
}

export function unlockScroll(): void {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0 || !saved) return;
  const { x, y, style } = saved;
  saved = null;
  const body = document.body;
  if (style === null) body.removeAttribute('style');
  else body.setAttribute('style', style);
  window.scrollTo(x, y);
}

export function isScrollLocked(): boolean {
  return lockCount > 0;
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}
