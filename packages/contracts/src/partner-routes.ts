import { z } from 'zod';
import { GAME_CATEGORIES, vendorCodeSchema, WALLET_MODES } from './games.js';
import { moneyInputSchema, moneySchema, PAYOUT_ACCOUNT_KINDS } from './money.js';
import { route } from './route.js';

/*
 * Partners as configuration (docs/product.md §Partners): the game vendors of the deployment, each
 * merchant's payment gateways and its payout banks and e-wallets by country. Secrets are write-only:
 * an answer says whether one is set and shows its last 4 characters, never more.
 */

const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });

/** A secret shared with a partner: 16 to 200 printable characters, no spaces. */
export const partnerSecretSchema = z
  .string()
  .regex(/^[\x21-\x7e]{16,200}$/, 'Expected 16 to 200 printable characters without spaces');

/** The base of a partner's HTTP API: an absolute http(s) URL without query or fragment. */
export const partnerBaseUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Expected an http(s) URL' })
  .max(300)
  .refine((value) => !/[?#]/.test(value), { message: 'No query or fragment' });

/** Why the change was made: kept in the audit entry. */
const remarkSchema = z.string().trim().max(200).optional();

/** What every answer says of a write-only secret. */
const secretStateSchema = {
  secretSet: z.boolean(),
  /** The last 4 characters of the secret, or null when none is set or it is not shown. */
  secretLast4: z.string().max(4).nullable(),
};

// ---------------------------------------------------------------------------------------------
// Game vendors (deployment-wide: the wallet protocol names a vendor, never a merchant)

export const partnerVendorSchema = z.object({
  code: vendorCodeSchema,
  name: z.string().min(1).max(60),
  baseUrl: z.string().nullable(),
  walletMode: z.enum(WALLET_MODES),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  enabled: z.boolean(),
  ...secretStateSchema,
  /** Set up by the deployment's configuration (the in-house vendor): shown, not edited here. */
  builtIn: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PartnerVendor = z.infer<typeof partnerVendorSchema>;

const vendorFields = {
  name: z.string().trim().min(1).max(60),
  baseUrl: partnerBaseUrlSchema,
  walletMode: z.enum(WALLET_MODES),
  categories: z
    .array(z.enum(GAME_CATEGORIES))
    .min(1)
    .max(GAME_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each category once' }),
  enabled: z.boolean(),
  remark: remarkSchema,
};
export const partnerVendorCreateSchema = z.object({
  code: vendorCodeSchema,
  ...vendorFields,
  secret: partnerSecretSchema,
});
/** Left out, the secret stays as it is; given, it replaces the old one (rotation). */
export const partnerVendorUpdateSchema = z.object({
  ...vendorFields,
  secret: partnerSecretSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Payment gateways (per merchant; they speak the sandbox gateway's signed protocol)

/** The gateway's name in channels and in its callback path `/wps/payment/notify/<code>`. */
export const gatewayCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{1,39}$/, '2 to 40 small letters, digits, _ or -, starting with a letter');
const gatewayChannelSchema = z.string().regex(/^[a-z0-9_]{1,40}$/, 'Small letters, digits or _');

export const paymentGatewaySchema = z.object({
  code: gatewayCodeSchema,
  name: z.string().min(1).max(60),
  baseUrl: z.string().nullable(),
  /** Our merchant id at the gateway. */
  gatewayMerchantId: z.string(),
  /** The gateway's channels the merchant's deposit channels may name (`bank_redirect`, `qr`, …). */
  channels: z.array(z.string()),
  /** The gateway's bounds of one order in the merchant's currency; null: none. */
  minAmount: moneySchema.nullable(),
  maxAmount: moneySchema.nullable(),
  enabled: z.boolean(),
  ...secretStateSchema,
  /** Where the gateway posts its callbacks (give it to the gateway). */
  notifyUrl: z.string(),
  /** Set up by the deployment's configuration (the sandbox gateway), shared by every merchant. */
  builtIn: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

const gatewayFields = {
  name: z.string().trim().min(1).max(60),
  baseUrl: partnerBaseUrlSchema,
  gatewayMerchantId: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 printable characters'),
  channels: z
    .array(gatewayChannelSchema)
    .min(1)
    .max(20)
    .refine((list) => new Set(list).size === list.length, { message: 'Each channel once' }),
  minAmount: moneyInputSchema.nullable(),
  maxAmount: moneyInputSchema.nullable(),
  enabled: z.boolean(),
  remark: remarkSchema,
};
export const paymentGatewayCreateSchema = z.object({
  code: gatewayCodeSchema,
  ...gatewayFields,
  secret: partnerSecretSchema,
});
/** Left out, the secret stays as it is; given, it replaces the old one (rotation). */
export const paymentGatewayUpdateSchema = z.object({
  ...gatewayFields,
  secret: partnerSecretSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Payout banks and e-wallets (per merchant and country)

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166)');

/**
 * Whether an account-number pattern an operator enters is usable: a regular expression that
 * compiles, without a repeated group that itself repeats (`(\d+)+`), which could take a very long
 * time on a number that does not match.
 */
export function isSafeAccountPattern(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return false;
  }
  return !/\([^()]*[+*}][^()]*\)[+*{]/.test(pattern) && !/\\[1-9]/.test(pattern);
}

export const accountNumberPatternSchema = z
  .string()
  .min(1)
  .max(120)
  .refine(isSafeAccountPattern, { message: 'A regular expression without nested repetition' });

export const payoutBankSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PAYOUT_ACCOUNT_KINDS),
  /** The whole account number must match it; null: any 6 to 30 digits. */
  accountNumberPattern: z.string().nullable(),
  enabled: z.boolean(),
  displayOrder: z.number().int(),
  updatedAt: z.string(),
});
export type PayoutBank = z.infer<typeof payoutBankSchema>;

export const payoutBankInputSchema = z.object({
  country: countryCodeSchema,
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,20}$/, '2 to 20 capitals, digits or _'),
  name: z.string().trim().min(1).max(80),
  type: z.enum(PAYOUT_ACCOUNT_KINDS),
  accountNumberPattern: accountNumberPatternSchema.nullable(),
  enabled: z.boolean(),
  displayOrder: z.number().int().min(0).max(100_000),
  remark: remarkSchema,
});
export type PayoutBankInput = z.infer<typeof payoutBankInputSchema>;

const payoutBankParams = merchantParams.extend({ id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------

export const partnerRoutes = {
  operatorPartnerVendors: route({
    id: 'operatorPartnerVendors',
    method: 'GET',
    path: '/wps/admin/partners/vendors',
    summary: 'Game vendors of the deployment: the in-house one and those configured (secrets never shown)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    value: z.object({ list: z.array(partnerVendorSchema) }),
  }),
  operatorPartnerVendorCreate: route({
    id: 'operatorPartnerVendorCreate',
    method: 'POST',
    path: '/wps/admin/partners/vendors',
    summary: 'Adds a third-party game vendor: its API, signing secret (write-only) and wallet mode (audited)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    body: partnerVendorCreateSchema,
    value: partnerVendorSchema,
  }),
  operatorPartnerVendorUpdate: route({
    id: 'operatorPartnerVendorUpdate',
    method: 'PUT',
    path: '/wps/admin/partners/vendors/:code',
    summary: 'Changes a configured vendor; a secret given replaces the old one (audited, never recorded)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: z.object({ code: vendorCodeSchema }),
    body: partnerVendorUpdateSchema,
    value: partnerVendorSchema,
  }),
  operatorPaymentGateways: route({
    id: 'operatorPaymentGateways',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/payment-gateways',
    summary: "Payment gateways the merchant's channels may use (secrets never shown)",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    value: z.object({ list: z.array(paymentGatewaySchema) }),
  }),
  operatorPaymentGatewayCreate: route({
    id: 'operatorPaymentGatewayCreate',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/payment-gateways',
    summary: 'Adds a payment gateway of the signed sandbox protocol for the merchant (audited)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: merchantParams,
    body: paymentGatewayCreateSchema,
    value: paymentGatewaySchema,
  }),
  operatorPaymentGatewayUpdate: route({
    id: 'operatorPaymentGatewayUpdate',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/payment-gateways/:code',
    summary: "Changes one of the merchant's gateways; a secret given replaces the old one (audited)",
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: merchantParams.extend({ code: gatewayCodeSchema }),
    body: paymentGatewayUpdateSchema,
    value: paymentGatewaySchema,
  }),
  operatorPayoutBanks: route({
    id: 'operatorPayoutBanks',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/payout-banks',
    summary: 'Banks and e-wallets members may bind, by country, enabled or not',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: z.object({ country: countryCodeSchema.optional() }),
    value: z.object({ list: z.array(payoutBankSchema) }),
  }),
  operatorPayoutBankCreate: route({
    id: 'operatorPayoutBankCreate',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/payout-banks',
    summary: 'Adds a bank or e-wallet members of a country may bind (audited)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: merchantParams,
    body: payoutBankInputSchema,
    value: payoutBankSchema,
  }),
  operatorPayoutBankUpdate: route({
    id: 'operatorPayoutBankUpdate',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/payout-banks/:id',
    summary: 'Changes a bank or e-wallet (audited); accounts already bound keep their bank name',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: payoutBankParams,
    body: payoutBankInputSchema,
    value: payoutBankSchema,
  }),
  operatorPayoutBankEnabled: route({
    id: 'operatorPayoutBankEnabled',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/payout-banks/:id/enabled',
    summary: 'Offers a bank or e-wallet to members again, or stops offering it (audited)',
    module: null,
    auth: 'operator',
    minRole: 'admin',
    open: true,
    params: payoutBankParams,
    body: z.object({ enabled: z.boolean(), remark: remarkSchema }),
    value: payoutBankSchema,
  }),
} as const;
