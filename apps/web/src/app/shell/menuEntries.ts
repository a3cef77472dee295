import type { IconName } from '../../shared/ui/iconPaths';

export type MenuEntry =
  | { kind: 'link'; id: string; icon: IconName; label: string; to: string }
  /** Needs a session: visitors get "not logged in, please login". */
  | { kind: 'member'; id: string; icon: IconName; label: string; module?: string }
  | { kind: 'customerService'; id: string; icon: IconName; label: string };

/** Side-menu entries in the order of spec.md §2 (login/register, language and theme render apart). */
export const ACCOUNT_ENTRIES: MenuEntry[] = [
  { kind: 'member', id: 'deposit', icon: 'deposit', label: 'nav.deposit' },
  { kind: 'member', id: 'withdraw', icon: 'withdraw', label: 'nav.withdraw' },
];

export const MAIN_ENTRIES: MenuEntry[] = [
  { kind: 'link', id: 'home', icon: 'home', label: 'nav.home', to: '/index' },
  { kind: 'link', id: 'promotions', icon: 'gift', label: 'nav.promotions', to: '/promotions' },
  { kind: 'member', id: 'inviteFriends', icon: 'users', label: 'nav.inviteFriends' },
  { kind: 'member', id: 'rewardCenter', icon: 'star', label: 'nav.rewardCenter' },
  { kind: 'member', id: 'cashback', icon: 'cashback', label: 'nav.cashback', module: 'MANPLAYREB3' },
  { kind: 'link', id: 'vip', icon: 'crown', label: 'nav.vip', to: '/vip' },
  { kind: 'member', id: 'bettingRecord', icon: 'receipt', label: 'nav.bettingRecord' },
  { kind: 'member', id: 'accountRecord', icon: 'list', label: 'nav.accountRecord' },
  { kind: 'member', id: 'securityCenter', icon: 'shield', label: 'nav.securityCenter' },
  { kind: 'member', id: 'personalLoss', icon: 'chart', label: 'nav.personalLoss' },
  { kind: 'member', id: 'mail', icon: 'mail', label: 'nav.mail' },
];

export const SUPPORT_ENTRIES: MenuEntry[] = [
  { kind: 'link', id: 'appDownload', icon: 'phone', label: 'nav.appDownload', to: '/download' },
  { kind: 'customerService', id: 'customerService', icon: 'headset', label: 'nav.customerService' },
  { kind: 'link', id: 'help', icon: 'help', label: 'nav.help', to: '/help' },
];
