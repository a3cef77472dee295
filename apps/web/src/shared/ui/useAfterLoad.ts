import { useEffect, useState } from 'react';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 300);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `callback` once the page has loaded and the browser is idle: for work that should not
 * compete with the first paint. Returns a cancel function.
 */
export function afterLoadIdle(callback: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = whenIdle(callback);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}

/**
 * True once the page has loaded and the browser is idle: for things that should not compete with
 * the first paint (popups and the code they need).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadIdle(() => setReady(true)), []);
  return ready;
}
