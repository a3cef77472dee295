import { useEffect, useState } from 'react';
import { loadSanitizer, readySanitizer, sanitizeHtml } from './sanitizer';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/** Renders operator-written HTML after DOMPurify has cleaned it (nothing before that). */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const [purifier, setPurifier] = useState(readySanitizer);
  useEffect(() => {
    if (purifier) return;
    let live = true;
    void loadSanitizer().then((instance) => {
      if (live) setPurifier(() => instance);
    });
    return () => {
      live = false;
    };
  }, [purifier]);
  if (!purifier) return <div className={className} id={id} aria-busy="true" />;
  return (
    <div
      className={`rich-text ${className ?? ''}`}
      id={id}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(purifier, html) }}
    />
  );
}
