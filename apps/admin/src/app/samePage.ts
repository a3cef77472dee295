import type { AdminPage } from '../shared/pageTypes';

/**
 * Where the merchant switcher goes: the same page for the other merchant, that is the longest
 * merchant page path (one without parameters: no other merchant has this member or section) that the
 * open path begins with; the dashboard when none does.
 */
export function samePageFor(
  pathname: string,
  code: string,
  pages: readonly Pick<AdminPage, 'path' | 'scope'>[],
): string {
  const rest = pathname.replace(/^\/m\/[^/]+\/?/, '');
  const match = pages
    .filter((page) => page.scope === 'merchant' && !page.path.includes(':'))
    .filter((page) => rest === page.path || rest.startsWith(`${page.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return `/m/${code}/${match?.path ?? 'dashboard'}`;
}
