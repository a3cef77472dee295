import type { MemberCentrePage } from '../../features/member-centre/useMemberCentre';
import type { IconName } from '../../shared/ui/iconPaths';

export type MenuEntry =
  | { kind: 'link'; id: string; icon: IconName; label: string; to: string }
  /** Opens a member-centre page; visitors are asked to log in, trial accounts are refused. */
  | {
      kind: 'member';
      id: string;
      icon: IconName;
      label: string;
      page: MemberCentrePage;
      /** Shown only while this module switch is on. */
      module?: string;
      /** Hidden while this module switch is on. */
      hiddenBy?: string;
      /** Shown to agents whatever `module` (their page there is the agents' own). */
      agentsAlways?: boolean;
    }
  | { kind: 'customerService'; id: string; icon: IconName; label: string }
  /** Opens the agent centre; shown only to agent types (trial accounts are refused on opening). */
  | { kind: 'agentCentre'; id: string; icon: IconName; label: string };

/**
 * Side-menu entries in the order of docs/product.md §Navigation (login/register, language, theme
 * and logout render apart).
 */
export const ACCOUNT_ENTRIES: MenuEntry[] = [
  // Credit mode (CREDITMAR3) has no deposits or withdrawals.
  {
    kind: 'member',
    id: 'deposit',
    icon: 'deposit',
    label: 'nav.deposit',
    page: 'depositv2',
    hiddenBy: 'CREDITMAR3',
  },
  {
    kind: 'member',
    id: 'withdraw',
    icon: 'withdraw',
    label: 'nav.withdraw',
    page: 'withdraw',
    hiddenBy: 'CREDITMAR3',
  },
];

export const MAIN_ENTRIES: MenuEntry[] = [
  { kind: 'link', id: 'home', icon: 'home', label: 'nav.home', to: '/index' },
  { kind: 'link', id: 'promotions', icon: 'gift', label: 'nav.promotions', to: '/promotions' },
  // The referral programme (REFERRAL3); an agent's invite page is their invitation links, always on.
  {
    kind: 'member',
    id: 'inviteFriends',
    icon: 'users',
    label: 'nav.inviteFriends',
    page: 'referral',
    module: 'REFERRAL3',
    agentsAlways: true,
  },
  { kind: 'agentCentre', id: 'inviteAndEarn', icon: 'megaphone', label: 'nav.inviteAndEarn' },
  {
    kind: 'member',
    id: 'rewardCenter',
    icon: 'star',
    label: 'nav.rewardCenter',
    page: 'rewardCenter',
    module: 'REWCEN3',
  },
  {
    kind: 'member',
    id: 'cashback',
    icon: 'cashback',
    label: 'nav.cashback',
    page: 'manualRebate',
    module: 'MANPLAYREB3',
  },
  { kind: 'link', id: 'vip', icon: 'crown', label: 'nav.vip', to: '/vip' },
  {
    kind: 'member',
    id: 'bettingRecord',
    icon: 'receipt',
    label: 'nav.bettingRecord',
    page: 'personalHistoryCopy',
  },
  {
    kind: 'member',
    id: 'accountRecord',
    icon: 'list',
    label: 'nav.accountRecord',
    page: 'transactionHistory',
  },
  {
    kind: 'member',
    id: 'securityCenter',
    icon: 'shield',
    label: 'nav.securityCenter',
    page: 'securityCenter',
  },
  { kind: 'member', id: 'personalLoss', icon: 'chart', label: 'nav.personalLoss', page: 'personalProfit' },
  { kind: 'member', id: 'mail', icon: 'mail', label: 'nav.mail', page: 'messageV2' },
];

export const SUPPORT_ENTRIES: MenuEntry[] = [
  { kind: 'link', id: 'appDownload', icon: 'phone', label: 'nav.appDownload', to: '/download' },
  { kind: 'customerService', id: 'customerService', icon: 'headset', label: 'nav.customerService' },
  { kind: 'link', id: 'help', icon: 'help', label: 'nav.help', to: '/help' },
];

/** Whether an entry shows on this site (its module switches applied) to this member. */
export function entryVisible(entry: MenuEntry, modules: Record<string, boolean>, isAgent = false): boolean {
  if (entry.kind !== 'member') return true;
  if (entry.module && !modules[entry.module] && !(entry.agentsAlways && isAgent)) return false;
  return !(entry.hiddenBy && modules[entry.hiddenBy]);
}
