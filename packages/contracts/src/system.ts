import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { whitelabelNodeSchema } from './modules.js';
import { registerSettingsSchema } from './patterns.js';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES, currencySchema, domainRouteSchema } from './settings.js';

/**
 * Root screen by system status (docs/product.md §Routes and screens): 0 normal, 1 maintenance,
 * 2 IP or location restricted.
 */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const publicResourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelName: z.string(),
  labelNameEn: z.string(),
});
export type PublicResource = z.infer<typeof publicResourceSchema>;

export const publicCustomerServiceSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  label: z.string(),
  path: z.string(),
  minRankLevel: z.number().int(),
});
export type PublicCustomerService = z.infer<typeof publicCustomerServiceSchema>;

export const siteInfoSchema = z.object({
  name: z.string(),
  loginedToHomePage: z.boolean(),
  passwordExpiryDays: z.number().int(),
  rememberMeDays: z.number().int(),
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
  vipServiceMinRank: z.number().int(),
  withdrawalAutoReceiveMinutes: z.number().int(),
});

export const systemInfoSchema = z.object({
  merchantCode: z.string(),
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerSettingsSchema,
  customerService: z.array(publicCustomerServiceSchema),
  resources: z.array(publicResourceSchema),
  domainRoute: z.array(domainRouteSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  site: siteInfoSchema,
  currency: currencySchema,
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const locationSchema = z.object({ ip: z.string(), countryCode: z.string().nullable() });

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceInfo: z.object({ message: z.string().nullable(), until: z.string().nullable() }),
  regionRestriction: z.boolean(),
  location: locationSchema,
  info: systemInfoSchema,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const countryEntrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const domainRouteListSchema = z.object({ domainList: z.array(domainRouteSchema) });

/** Public key for the encrypted-payload scheme (see payload-crypto.ts). */
export const publicKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** SubjectPublicKeyInfo, base64 (DER). */
  publicKey: z.string(),
});
export type PublicKeyInfo = z.infer<typeof publicKeySchema>;
