/** Absolute addresses pass through; paths are served from the first image CDN when there is one. */
export function resolveImageUrl(url: string, imageCDNs: readonly string[]): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return url;
  const cdn = imageCDNs[0];
  if (!cdn) return url;
  return `${cdn.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
