import { createHash } from 'node:crypto';

/** The policy of every answer that is not a page (API JSON, files): nothing may run or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS for answers that came over TLS (directly, or through a trusted proxy that says so). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** SHA-256 sources of the inline scripts of a page (the theme script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The scheme, host and port of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

export interface PagePolicyInput {
  /** Hash sources of the page's inline scripts. */
  scriptHashes: string[];
  /** Where images come from besides the site: the merchant's image CDNs, the vendors (game icons). */
  imageUrls: string[];
  /** What the site frames: the vendors' game pages and the merchant's game-launch CDNs. */
  frameUrls: string[];
}

/**
 * The Content-Security-Policy of a member-site page. Scripts only from the site and the hashed
 * inline theme script (never 'unsafe-inline'); styles also inline (React style props, sanitised
 * operator content); frames only the vendors' game origins; nothing frames the site but itself.
 */
export function pagePolicy(input: PagePolicyInput): string {
  const images = unique(input.imageUrls.map(originOf));
  const frames = unique(input.frameUrls.map(originOf));
  return [
    "default-src 'self'",
    `script-src 'self' ${input.scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images.join(' ')}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Powerful features off; fullscreen for the site and the game frames it delegates it to. */
export function permissionsPolicy(frameUrls: string[]): string {
  const frames = unique(frameUrls.map(originOf)).map((origin) => `"${origin}"`);
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    `fullscreen=(${['self', ...frames].join(' ')})`,
  ].join(', ');
}
