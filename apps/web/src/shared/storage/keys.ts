/** sessionStorage keys (docs/product.md §Entities, browser storage). */
export const SESSION_KEYS = {
  token: 'token',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  customerId: 'customerId',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  cpw: 'cpw',
  settings: 'settings',
  validate: 'validate',
  routers: 'routers',
  gameVendor: 'gameVendor',
  favGames: 'favGames',
  indexNotice: 'index_notice',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  iframeUrl: 'iframeUrl',
  /** Invitation codes from the link the visitor arrived with (`?ref=`, `?affiliateCode=`). */
  invite: 'invite',
  /** The red-envelope rain button was closed: it stays hidden for this browser session. */
  envelopeRainDismissed: 'envelopeRainDismissed',
} as const;

/** localStorage keys. */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
  theme: 'theme',
  /** Random id of this browser, sent with logins for the new-device check. */
  deviceId: 'deviceId',
  /** Remember-me: the username and a revocable token with their expiry, never the password. */
  rememberedLogin: 'rememberedLogin',
} as const;

/** Keys removed when the session ends (logout or HTTP 401 login.not.session). */
export const SESSION_ONLY_KEYS = [
  SESSION_KEYS.token,
  SESSION_KEYS.account,
  SESSION_KEYS.customerId,
  SESSION_KEYS.isAgent,
  SESSION_KEYS.memberLabel,
  SESSION_KEYS.cpw,
  SESSION_KEYS.consolidated,
  SESSION_KEYS.enableSalary,
  SESSION_KEYS.enableContract,
] as const;
