import type { DOMPurify } from 'dompurify';

/** DOMPurify is loaded on first use so it stays out of the initial bundle. */
let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => {
    const instance = module.default;
    instance.addHook('afterSanitizeAttributes', (node) => {
      // Links in operator content open in a new tab without handing over window.opener.
      if (node instanceof HTMLAnchorElement && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifier = instance;
    return instance;
  });
  return loading;
}

export function readySanitizer(): DOMPurify | null {
  return purifier;
}

export function sanitizeHtml(instance: DOMPurify, html: string): string {
  return instance.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
