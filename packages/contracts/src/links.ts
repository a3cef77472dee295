import { z } from 'zod';

/** A URL scheme at the start of a link, as a browser reads it (it drops whitespace and controls). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a link an operator enters is safe to render as `href` or `src`: an http(s) URL, or a path
 * or address without a scheme (relative to the site or its CDN). `javascript:`, `data:`, `vbscript:`
 * and every other scheme are refused, also when hidden behind whitespace or control characters.
 */
export function isSafeLink(value: string, extraSchemes: readonly string[] = []): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters from a scheme
  const seen = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = SCHEME.exec(seen)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || extraSchemes.includes(scheme);
}

const SAFE_LINK_MESSAGE = 'must be an http(s) URL or a path';

/**
 * A link or image address an operator enters (checked on the server, not only by React).
 * `extraSchemes`: our own schemes the server resolves before any page sees them (`vendor:` icons).
 */
export const safeLinkSchema = (max = 2000, extraSchemes: readonly string[] = []) =>
  z
    .string()
    .max(max)
    .refine((value) => isSafeLink(value, extraSchemes), { message: SAFE_LINK_MESSAGE });

/** An absolute http(s) URL or a path starting with "/" (settings: resources, customer service, CDNs). */
export const httpUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => /^(https?:\/\/|\/)/.test(value) && isSafeLink(value), {
    message: 'must be an http(s) URL or a path starting with /',
  });
