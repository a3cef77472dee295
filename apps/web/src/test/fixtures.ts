import { RULE_FIELDS, toWhitelabelTree, type RegisterRule, type SystemStatus } from '@wps/contracts';

const rule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 32,
};
const rules = Object.fromEntries(RULE_FIELDS.map((field) => [field, rule])) as Record<
  (typeof RULE_FIELDS)[number],
  RegisterRule
>;

/** A boot status value like the server's, for component tests. */
export function systemStatusFixture(
  overrides: Partial<SystemStatus> = {},
  site: Partial<SystemStatus['info']['site']> = {},
): SystemStatus {
  return {
    status: 0,
    maintenance: false,
    maintenanceInfo: { message: null, until: null },
    regionRestriction: false,
    location: { ip: '198.51.100.4', countryCode: 'PH' },
    info: {
      merchantCode: 'demo',
      whitelabel: toWhitelabelTree({}),
      register: { username: rules, mobile: rules },
      customerService: [
        { csType: 'TELEGRAM', label: 'Telegram', path: 'https://t.me/demo', minRankLevel: 0 },
        { csType: 'LIVECHAT', label: 'Live chat', path: 'https://chat.example/live', minRankLevel: 0 },
      ],
      resources: [],
      domainRoute: [{ domain: 'alt.example', speed: 0 }],
      imageCDNs: [],
      launchGameCDNs: [],
      mainDomain: 'demo.example',
      analytics: { gtagId: null },
      site: {
        name: 'Demo Site',
        loginedToHomePage: false,
        passwordExpiryDays: 0,
        rememberMeDays: 1,
        languages: ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'],
        defaultLanguage: 'EN',
        vipServiceMinRank: 4,
        withdrawalAutoReceiveMinutes: 60,
        ...site,
      },
      currency: { code: 'PHP', symbol: '₱', position: 'F', decimals: 2 },
    },
    ...overrides,
  };
}

export const emptyAnnouncements = { banners: [], player: [], popup: [], promotion: [], help: [] };
