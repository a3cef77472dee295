import type { IconName } from '../../shared/ui/iconPaths';
import type { MemberCentrePage } from './useMemberCentre';

export interface MemberCentreEntry {
  page: MemberCentrePage;
  icon: IconName;
  /** Shown only while this module switch is on. */
  module?: string;
  /** Hidden while this module switch is on (credit mode CREDITMAR3 has no deposits or withdrawals). */
  hiddenBy?: string;
  /** The feature that delivers the page; named in its "coming with" state until then. */
  feature: MemberCentreFeature;
}

export type MemberCentreFeature =
  | 'security'
  | 'wallet'
  | 'payments'
  | 'agents'
  | 'records'
  | 'cashback'
  | 'reports'
  | 'promotions'
  | 'referral'
  | 'missions'
  | 'messages';

/**
 * The left menu in the order of docs/product.md §Member centre; the label key is `memberCentre.menu.<page>`.
 */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = [
  { page: 'securityCenter', icon: 'user', feature: 'security' },
  { page: 'transferFund', icon: 'cards', feature: 'wallet' },
  { page: 'depositv2', icon: 'deposit', hiddenBy: 'CREDITMAR3', feature: 'payments' },
  { page: 'withdraw', icon: 'withdraw', hiddenBy: 'CREDITMAR3', feature: 'payments' },
  { page: 'transferUpline', icon: 'users', feature: 'agents' },
  { page: 'personalHistoryCopy', icon: 'receipt', feature: 'records' },
  { page: 'manualRebate', icon: 'cashback', module: 'MANPLAYREB3', feature: 'cashback' },
  { page: 'transactionHistory', icon: 'list', feature: 'records' },
  { page: 'personalProfit', icon: 'chart', feature: 'reports' },
  { page: 'bonusDetails', icon: 'gift', feature: 'promotions' },
  { page: 'rewardCenter', icon: 'star', module: 'REWCEN3', feature: 'promotions' },
  { page: 'referral', icon: 'megaphone', module: 'REFERRAL3', feature: 'referral' },
  { page: 'missionLeaderboard', icon: 'trophy', module: 'COMM3', feature: 'missions' },
  { page: 'messageV2', icon: 'mail', feature: 'messages' },
];

/**
 * The entries this site shows (module switches applied). `ungated` pages show whatever their module
 * switch: an agent's "invite friends" is the agents' invitation page, not the referral programme
 * REFERRAL3 switches.
 */
export function visibleEntries(
  modules: Record<string, boolean>,
  ungated: readonly MemberCentrePage[] = [],
): MemberCentreEntry[] {
  return MEMBER_CENTRE_ENTRIES.filter(
    (entry) =>
      (!entry.module || modules[entry.module] === true || ungated.includes(entry.page)) &&
      (!entry.hiddenBy || modules[entry.hiddenBy] !== true),
  );
}

/** The mission entry's badge: a count only when above 0 (docs/product.md §Member centre). */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
