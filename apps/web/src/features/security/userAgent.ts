import type { TFunction } from 'i18next';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  kind: 'mobile' | 'tablet' | 'desktop' | 'unknown';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 120 on Windows" from a user agent; good enough to recognise one's own devices. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, kind: 'unknown' };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const kind = /iPad|Tablet/.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android/.test(userAgent)
      ? 'mobile'
      : browser || os
        ? 'desktop'
        : 'unknown';
  return { browser, os, kind };
}

/** "Chrome 120 on Windows", or what is known of it. */
export function deviceText(t: TFunction, userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('security.device.browserOn', { browser, os });
  return browser ?? os ?? t('security.device.unknown');
}
