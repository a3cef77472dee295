import { useEffect, useState } from 'react';

export const FADE_MS = 100;

/** Keeps an overlay mounted for the fade-out after `open` turns false. */
export function useFadePresence(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);
  return mounted || open;
}
