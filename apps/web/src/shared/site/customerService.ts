import type { PublicCustomerService } from '@wps/contracts';

/**
 * Which customer-service channel to open: VIP service for members ranked above the site's
 * threshold, otherwise live chat; the first entry when neither exists.
 */
export function pickCustomerService(
  entries: readonly PublicCustomerService[],
  rankLevel: number,
  vipServiceMinRank: number,
): PublicCustomerService | null {
  const wanted = rankLevel > vipServiceMinRank ? 'VIP' : 'LIVECHAT';
  return entries.find((entry) => entry.csType === wanted) ?? entries[0] ?? null;
}

/** Opens the channel in a pop-up window (mail links in the mail client). */
export function openCustomerServiceWindow(entry: PublicCustomerService): void {
  if (entry.path.startsWith('mailto:')) {
    window.location.href = entry.path;
    return;
  }
  const width = Math.min(420, window.screen.availWidth);
  const height = Math.min(680, window.screen.availHeight);
  window.open(entry.path, 'customer-service', `popup,noopener,noreferrer,width=${width},height=${height}`);
}
