import { useEffect, useRef } from 'react';

/** At most one page request per this many milliseconds while the end of the list stays in view. */
export const LOAD_MORE_THROTTLE_MS = 200;

interface LoadMoreSentinelProps {
  /** Changes after every page, so a sentinel still in view asks for the next one. */
  pageCount: number;
  enabled: boolean;
  onLoadMore: () => void;
}

/** Infinite scroll: asks for the next page when the end of the list comes near the viewport. */
export function LoadMoreSentinel({ pageCount, enabled, onLoadMore }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastRequest = useRef(0);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const request = () => {
      const wait = lastRequest.current + LOAD_MORE_THROTTLE_MS - Date.now();
      if (wait > 0) {
        window.clearTimeout(timer);
        timer = window.setTimeout(request, wait);
        return;
      }
      lastRequest.current = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) request();
        else window.clearTimeout(timer);
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [enabled, pageCount]);

  return <div ref={ref} className="game-grid__sentinel" aria-hidden="true" />;
}
