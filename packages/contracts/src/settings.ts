import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { moduleSwitchesSchema } from './modules.js';
import { registerSettingsSchema } from './patterns.js';
import { moneySettingsSchema } from './money.js';

export { localizedSchema } from './localized.js';
import { localizedSchema } from './localized.js';
import { httpUrlSchema } from './links.js';

const httpUrl = httpUrlSchema;

export const siteFlagsSchema = z.object({
  /** Without a session, every route but /login, /register, /register.html, /helpmc, /download goes to /login. */
  loginedToHomePage: z.boolean(),
  /** Days after which a password expires (0 = never); forcing needs PWDEXPFORCECHANGE3. */
  passwordExpiryDays: z.number().int().min(0).max(3650),
  /** Failed logins before the account locks (regulated markets use 3). */
  loginLockThreshold: z.number().int().min(1).max(20),
  loginLockMinutes: z.number().int().min(1).max(1440),
  /** Minutes after which an unconfirmed withdrawal counts as received. */
  withdrawalAutoReceiveMinutes: z.number().int().min(1).max(10080),
  rememberMeDays: z.number().int().min(0).max(30),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  /** VIP customer service is shown to members above this rank level (docs/product.md §Navigation). */
  vipServiceMinRank: z.number().int().min(0).max(100),
});
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(4),
  position: z.enum(['F', 'B']),
  /** Minor units per major unit as a power of ten (2 for cents). */
  decimals: z.number().int().min(0).max(4),
});
export type CurrencySettings = z.infer<typeof currencySchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  message: localizedSchema.optional(),
  /** ISO time the maintenance is expected to end, shown to visitors. */
  until: z.iso.datetime().nullable(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSchema>;

const cidr = z.string().refine((value) => /^[0-9a-fA-F:.]+\/\d{1,3}$|^[0-9a-fA-F:.]+$/.test(value), {
  message: 'must be an IP address or CIDR range',
});

export const regionRestrictionSchema = z.object({
  /** ISO 3166-1 alpha-2 codes refused. */
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
  /** IP addresses or CIDR ranges refused. */
  blockedIpRanges: z.array(cidr).max(1000),
  /** IP addresses or CIDR ranges always let through (office, testers), checked first. */
  allowedIpRanges: z.array(cidr).max(1000),
});
export type RegionRestriction = z.infer<typeof regionRestrictionSchema>;

export const CUSTOMER_SERVICE_TYPES = [
  'LIVECHAT',
  'VIP',
  'WHATSAPP',
  'TELEGRAM',
  'FACEBOOK',
  'LINE',
  'EMAIL',
  'ZALO',
] as const;
export const customerServiceEntrySchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  label: z.string().min(1).max(60),
  path: httpUrl.or(z.string().regex(/^mailto:[^\s]+$/)),
  /** Minimum VIP rank level that sees the entry (0 = everyone). */
  minRankLevel: z.number().int().min(0).max(100),
});
export const customerServiceSchema = z.array(customerServiceEntrySchema).max(30);
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const RESOURCE_TYPES = [
  'IOS',
  'ANDROID',
  'MOBILECONFIG',
  'WHATSAPP',
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'X',
  'LOGO',
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: httpUrl,
  /** Text encoded into the QR code; defaults to url when absent. */
  qrCodeUrl: httpUrl.nullable(),
  label: localizedSchema,
});
export const resourcesSchema = z.array(resourceSchema).max(50);
export type Resource = z.infer<typeof resourceSchema>;

export const domainRouteSchema = z.object({
  domain: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i),
  speed: z.number().int().min(0),
});
export const domainRoutesSchema = z.array(domainRouteSchema).max(100);
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const cdnSchema = z.object({
  imageCDNs: z.array(httpUrl).max(10),
  launchGameCDNs: z.array(httpUrl).max(10),
});
export type CdnSettings = z.infer<typeof cdnSchema>;

/** Whether the runtime knows an IANA time zone name (every modern browser and Node do). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone name ("Asia/Manila", "America/Argentina/Buenos_Aires", "Etc/GMT-8", or "UTC"),
 * as the runtime knows it; abbreviations ("PST") and bare offsets ("+08:00") are refused.
 */
export const timeZoneSchema = z
  .string()
  .max(64)
  .regex(/^(?:UTC|[A-Z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+){1,2})$/, 'must be an IANA time zone name')
  .refine(isKnownTimeZone, 'unknown time zone');

export const merchantProfileSchema = z.object({
  name: z.string().min(1).max(60),
  /** Host names that map to this merchant when a request carries no Merchant header. */
  domains: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i)).max(50),
  mainDomain: z.string().max(200),
  analyticsId: z.string().max(40).nullable(),
  /**
   * The merchant's time zone: its local midnight starts the daily jobs (docs/product.md §Jobs).
   * Left out it is UTC (profiles saved before the setting existed read so too).
   */
  timeZone: timeZoneSchema.default('UTC'),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

/** Every settings section the operator owns, each stored and versioned on its own. */
export const SETTINGS_SECTIONS = {
  profile: merchantProfileSchema,
  modules: moduleSwitchesSchema,
  registerRules: registerSettingsSchema,
  flags: siteFlagsSchema,
  currency: currencySchema,
  maintenance: maintenanceSchema,
  regionRestriction: regionRestrictionSchema,
  customerService: customerServiceSchema,
  resources: resourcesSchema,
  domainRoutes: domainRoutesSchema,
  cdn: cdnSchema,
  money: moneySettingsSchema,
} as const;

export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];
export type SettingsValues = { [K in SettingsSection]: z.infer<(typeof SETTINGS_SECTIONS)[K]> };

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === 'string' && Object.hasOwn(SETTINGS_SECTIONS, value);
}
