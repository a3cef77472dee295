import {
  defaultModuleSwitches,
  RULE_FIELDS,
  type RegisterRule,
  type RegisterRules,
  type RuleField,
  type SettingsValues,
} from '@wps/contracts';

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: number,
  acceptedPattern: string,
  min: number,
  max: number,
): RegisterRule => ({
  enabled,
  required,
  patternId,
  acceptedPattern,
  minLength: min,
  maxLength: max,
});

const USERNAME_FORM: Record<RuleField, RegisterRule> = {
  username: rule(true, true, 2, '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
  password: rule(true, true, 4, '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 8, 32),
  payeeName: rule(false, false, 0, '*', 2, 60),
  paymentPassword: rule(false, false, 5, '^[0-9]+$', 6, 6),
  qqNum: rule(false, false, 5, '^[0-9]+$', 5, 12),
  line: rule(false, false, 8, '^\\S+$', 4, 40),
  whatsapp: rule(false, false, 5, '^[0-9]+$', 7, 15),
  facebook: rule(false, false, 8, '^\\S+$', 4, 60),
  wechat: rule(false, false, 8, '^\\S+$', 4, 40),
  idNumber: rule(false, false, 3, '^[A-Za-z0-9]+$', 6, 20),
  email: rule(true, false, 10, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 60),
  mobileNum: rule(true, false, 5, '^[0-9]+$', 7, 15),
  affiliateCode: rule(true, false, 3, '^[A-Za-z0-9]+$', 4, 16),
  recommenderId: rule(false, false, 3, '^[A-Za-z0-9]+$', 4, 16),
  captcha: rule(true, true, 5, '^[0-9]+$', 4, 4),
};

function mobileForm(): RegisterRules {
  const rules = structuredClone(USERNAME_FORM);
  rules.mobileNum = { ...rules.mobileNum, required: true };
  rules.username = { ...rules.username, enabled: false, required: false };
  return rules;
}

/** Settings a new merchant starts with; every section can then be changed by the operator. */
export function defaultSettings(): SettingsValues {
  if (RULE_FIELDS.length !== Object.keys(USERNAME_FORM).length) throw new Error('rule defaults out of date');
  return {
    profile: { name: 'New site', domains: [], mainDomain: '', analyticsId: null, timeZone: 'UTC' },
    modules: defaultModuleSwitches(),
    registerRules: { username: structuredClone(USERNAME_FORM), mobile: mobileForm() },
    flags: {
      loginedToHomePage: false,
      passwordExpiryDays: 0,
      loginLockThreshold: 3,
      loginLockMinutes: 15,
      withdrawalAutoReceiveMinutes: 60,
      rememberMeDays: 1,
      defaultLanguage: 'EN',
      languages: ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'],
      vipServiceMinRank: 4,
    },
    currency: { code: 'PHP', symbol: 'P', position: 'F', decimals: 2 },
    maintenance: { enabled: false, until: null },
    regionRestriction: { blockedCountries: [], blockedIpRanges: [], allowedIpRanges: [] },
    customerService: [],
    resources: [],
    domainRoutes: [],
    cdn: { imageCDNs: [], launchGameCDNs: [] },
    money: {
      singleWallet: true,
      vendorWallets: [],
      withdrawal: {
        enabled: true,
        minAmount: '100.00',
        maxAmount: '50000.00',
        dailyCount: 5,
        dailyMaxAmount: '200000.00',
        freePerDay: 3,
        chargeBasisPoints: 100,
        chargeFixed: '0.00',
        secondApprovalAbove: '20000.00',
        turnoverMultiple: 1,
      },
      transfer: { uplineEnabled: true, downlineEnabled: true, minAmount: '10.00', maxAmount: '100000.00' },
      trialBalance: '2000.00',
      adjustmentSecondApprovalAbove: '10000.00',
    },
  };
}
