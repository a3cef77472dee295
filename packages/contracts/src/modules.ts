import { z } from 'zod';

/**
 * The white-label module switch tree. A module is effectively on only when it and every ancestor
 * are on. Ids are those of the original platform (docs/product.md §Roles); GOOGLELOGIN3 and
 * FBLOGIN3 are ours for its social-login switches, which had none.
 *
 * A switch defaults to on only when its feature exists: feedback, inbox, chat room, cashback, the
 * reward centre with referrals, and points default to off until the issue that builds each one turns
 * its own default on (migration 0027 switched them off where earlier versions stored them on; agent
 * contracts came with issue 13, and migration 0034 switched them back on).
 */
export interface ModuleDefinition {
  id: string;
  description: string;
  defaultEnabled: boolean;
  children?: ModuleDefinition[];
}

const m = (
  id: string,
  description: string,
  defaultEnabled = true,
  children?: ModuleDefinition[],
): ModuleDefinition =>
  children ? { id, description, defaultEnabled, children } : { id, description, defaultEnabled };

export const MODULE_TREE: ModuleDefinition[] = [
  m('COMM3', 'Common calls: login, logout, member info, status, balance, notices', true, [
    m('PASS3', 'Change password', true, [
      m('PWDEXPFORCECHANGE3', 'Force a password change when it has expired', false),
      m('CHNGPASSVERIF3', 'Forgot password by e-mail', true),
      m('PWRESETSMS3', 'Forgot password by phone (SMS)', true),
    ]),
    m('VERIFICATION3', 'SMS verification codes', true, [m('MOBILEVERCODELOGIN3', 'Login by SMS code', true)]),
    m('LOGINIPVERF3', 'Extra verification on login from a new address or device', false),
    m('CAPTCHA3', 'Image captcha', true),
    m('GEETEST3', 'Human challenge before login and registration', true),
    m('FREEPLAY3', 'Free-play (trial) login', true),
    m('GOOGLELOGIN3', 'Social login with Google', false),
    m('FBLOGIN3', 'Social login with Facebook', false),
    m('PROFPIC3', 'Profile picture', true),
    m('FEEDBACK3', 'Feedback form', false),
    m('INBOX3', 'Inbox and messages', false),
    m('CBS3', 'Chat room', false),
    m('MEMTRANS3', 'Member transaction details', true),
  ]),
  m('REG3', 'Registration', true, [
    m('USERNAMEREG3', 'Register with a username', true),
    m('MOBILENUMREG3', 'Register with a mobile number', true, [
      m('MOBILENUMPASSREG3', 'Password field on mobile registration', true),
    ]),
    m('REGMOBVERF3', 'SMS verification code on username registration', false),
    m('DIRECTREG3', 'Direct registration without an invitation code', true),
    m('AFFMAN3', 'Affiliate code check', true),
  ]),
  m('GAMELO3', 'Game list and launch', true, [
    m('GAMELOHOT3', 'Hot games', true),
    m('GAMELOREC3', 'Recent games', true),
    m('GAMELOFAV3', 'Favourite games', true),
    m('AGEANNOUNCE3', 'Lottery popular and opened numbers', true),
  ]),
  m('FUNDTRANS3', 'Wallet transfer', true),
  m('DPSTBAS3', 'Deposit', true),
  m('CREDITMAR3', 'Credit mode: hides deposit and withdrawal', false),
  m('PLYRBT', 'Player betting rebate', true),
  m('MANPLAYREB3', 'Manual rebate (cashback claimed by the member)', true),
  m('AGENTPOLICY3', 'Agent policy and contracts', true, [
    m('SIGNCONDIV3', 'Signed contract dividend', true),
    m('DAILYSALCONT3', 'Daily salary contract', true),
    m('HOURSAL3', 'Hourly salary', true),
    m('RTSALARY3', 'Real-time salary', true),
  ]),
  m('REWCEN3', 'Reward centre, promotions, raffles', true, [m('REFERRAL3', 'Referral rebate', true)]),
  m('PTSYS3', 'Points system', true),
];

function flatten(nodes: ModuleDefinition[], out: ModuleDefinition[] = []): ModuleDefinition[] {
  for (const node of nodes) {
    out.push(node);
    if (node.children) flatten(node.children, out);
  }
  return out;
}

export const MODULE_IDS = flatten(MODULE_TREE).map((node) => node.id);
export type ModuleId = string;

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && MODULE_IDS.includes(value);
}

/** Stored switches: one boolean per module id (missing ids take the default). */
export const moduleSwitchesSchema = z.record(z.string(), z.boolean());
export type ModuleSwitches = z.infer<typeof moduleSwitchesSchema>;

export function defaultModuleSwitches(): ModuleSwitches {
  return Object.fromEntries(flatten(MODULE_TREE).map((node) => [node.id, node.defaultEnabled]));
}

/** Wire shape of the tree, as the original platform sends it: enabled is "1" or "0". */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export function toWhitelabelTree(
  switches: ModuleSwitches,
  nodes: ModuleDefinition[] = MODULE_TREE,
): WhitelabelNode[] {
  return nodes.map((node) => ({
    modId: node.id,
    enabled: (switches[node.id] ?? node.defaultEnabled) ? '1' : '0',
    childrenNodes: toWhitelabelTree(switches, node.children ?? []),
  }));
}

/** Flattens the wire tree into `{ MODID: effectivelyEnabled }`, a child being off when its parent is. */
export function flattenWhitelabel(
  tree: WhitelabelNode[],
  parentOn = true,
  out: Record<string, boolean> = {},
) {
  for (const node of tree) {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    flattenWhitelabel(node.childrenNodes, on, out);
  }
  return out;
}

export function isModuleEnabled(switches: ModuleSwitches, moduleId: ModuleId): boolean {
  return flattenWhitelabel(toWhitelabelTree(switches))[moduleId] ?? false;
}
