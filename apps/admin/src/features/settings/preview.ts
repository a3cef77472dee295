/** Where "preview on the member site" goes for a merchant, and whether that is reachable from here. */
export interface PreviewTarget {
  /** The merchant's main address (its main domain, else its first domain). */
  url: string;
  /** The host name alone, lower-case, without port. */
  host: string;
  /**
   * True when the address is likely not reachable from this browser: a reserved name (.example,
   * .test, .invalid) or any public name while this back office runs on a local address.
   */
  unreachable: boolean;
  /** The member site on this server, when one of the merchant's domains is this server's host name. */
  local: string | null;
}

const RESERVED_SUFFIXES = ['.example', '.test', '.invalid', '.local'];

export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '0.0.0.0'
  );
}

function hostOf(address: string): string {
  const withoutScheme = address.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const hostAndPort = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : hostAndPort.split(':')[0];
  return (host ?? '').toLowerCase();
}

/**
 * The preview address of a merchant from its profile: `mainDomain` (a host, a host with port, or a
 * full URL) or, when empty, the first of `domains`; null when it has neither.
 */
export function previewTarget(
  profile: { mainDomain: string; domains: readonly string[] },
  here: { hostname: string; origin: string },
): PreviewTarget | null {
  const domain = profile.mainDomain.trim() || profile.domains[0]?.trim() || '';
  if (!domain) return null;
  const host = hostOf(domain);
  const url = /^https?:\/\//i.test(domain)
    ? domain
    : `${isLocalHost(host) ? 'http' : 'https'}://${domain}${domain.includes('/') ? '' : '/'}`;
  const reserved = RESERVED_SUFFIXES.some((suffix) => host.endsWith(suffix)) || !host.includes('.');
  const unreachable = (reserved && !isLocalHost(host)) || (isLocalHost(here.hostname) && !isLocalHost(host));
  const servesHere = profile.domains.some((entry) => hostOf(entry) === here.hostname.toLowerCase());
  const local = unreachable && servesHere ? `${here.origin}/` : null;
  return { url, host, unreachable, local };
}
