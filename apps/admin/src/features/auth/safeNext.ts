/**
 * Where to go after signing in: only a page of the back office itself, as a router path (a full
 * `/admin/…` address is taken too).
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const path = next === '/admin' || next.startsWith('/admin/') ? next.slice('/admin'.length) || '/' : next;
  return path.startsWith('/login') ? '/' : path;
}
