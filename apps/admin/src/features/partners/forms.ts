import {
  paymentGatewayCreateSchema,
  paymentGatewayUpdateSchema,
  partnerVendorCreateSchema,
  partnerVendorUpdateSchema,
  payoutBankInputSchema,
  type GameCategory,
  type PartnerVendor,
  type PaymentGateway,
  type PayoutBank,
} from '@wps/contracts';
import type { z } from 'zod';

/*
 * The partners pages' forms: what an edit starts from, and the body sent, checked with the very
 * schemas the server uses. A secret left empty is left out: the server keeps the one it has.
 */

/** The first problem of each field of a failed check, by its first path segment. */
export function problemFields(error: z.ZodError): string[] {
  const fields: string[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}

type Checked<T> = { ok: true; body: T } | { ok: false; fields: string[] };
const checked = <S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, fields: problemFields(parsed.error) };
};
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

// Game vendors

export interface VendorForm {
  code: string;
  name: string;
  baseUrl: string;
  walletMode: PartnerVendor['walletMode'];
  categories: GameCategory[];
  enabled: boolean;
  secret: string;
  remark: string;
}

export function vendorForm(vendor: PartnerVendor | null): VendorForm {
  return {
    code: vendor?.code ?? '',
    name: vendor?.name ?? '',
    baseUrl: vendor?.baseUrl ?? '',
    walletMode: vendor?.walletMode ?? 'seamless',
    categories: vendor?.categories ?? [],
    enabled: vendor?.enabled ?? true,
    secret: '',
    remark: '',
  };
}

export function vendorCreateBody(form: VendorForm) {
  return checked(partnerVendorCreateSchema, { ...form, remark: optional(form.remark) });
}

export function vendorUpdateBody(form: VendorForm) {
  const { code: _code, secret, ...rest } = form;
  return checked(partnerVendorUpdateSchema, {
    ...rest,
    ...(secret === '' ? {} : { secret }),
    remark: optional(form.remark),
  });
}

// Payment gateways

export interface GatewayForm {
  code: string;
  name: string;
  baseUrl: string;
  gatewayMerchantId: string;
  /** Comma-separated. */
  channels: string;
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
  secret: string;
  remark: string;
}

export function gatewayForm(gateway: PaymentGateway | null): GatewayForm {
  return {
    code: gateway?.code ?? '',
    name: gateway?.name ?? '',
    baseUrl: gateway?.baseUrl ?? '',
    gatewayMerchantId: gateway?.gatewayMerchantId ?? '',
    channels: gateway?.channels.join(', ') ?? '',
    minAmount: gateway?.minAmount ?? '',
    maxAmount: gateway?.maxAmount ?? '',
    enabled: gateway?.enabled ?? true,
    secret: '',
    remark: '',
  };
}

function gatewayInput(form: GatewayForm) {
  return {
    ...form,
    channels: form.channels
      .split(/[\s,]+/)
      .map((channel) => channel.trim())
      .filter(Boolean),
    minAmount: optional(form.minAmount) ?? null,
    maxAmount: optional(form.maxAmount) ?? null,
    remark: optional(form.remark),
  };
}

export function gatewayCreateBody(form: GatewayForm) {
  return checked(paymentGatewayCreateSchema, gatewayInput(form));
}

export function gatewayUpdateBody(form: GatewayForm) {
  const { code: _code, secret, ...rest } = gatewayInput(form);
  return checked(paymentGatewayUpdateSchema, { ...rest, ...(secret === '' ? {} : { secret }) });
}

// Payout banks

export interface BankForm {
  country: string;
  code: string;
  name: string;
  type: PayoutBank['type'];
  accountNumberPattern: string;
  enabled: boolean;
  displayOrder: string;
  remark: string;
}

export function bankForm(
  bank: PayoutBank | null,
  defaults: { country: string; displayOrder: number },
): BankForm {
  return {
    country: bank?.country ?? defaults.country,
    code: bank?.code ?? '',
    name: bank?.name ?? '',
    type: bank?.type ?? 'bank',
    accountNumberPattern: bank?.accountNumberPattern ?? '',
    enabled: bank?.enabled ?? true,
    displayOrder: String(bank?.displayOrder ?? defaults.displayOrder),
    remark: '',
  };
}

export function bankBody(form: BankForm) {
  const order = form.displayOrder.trim();
  return checked(payoutBankInputSchema, {
    ...form,
    country: form.country.trim().toUpperCase(),
    code: form.code.trim().toUpperCase(),
    accountNumberPattern: optional(form.accountNumberPattern) ?? null,
    displayOrder: /^\d{1,6}$/.test(order) ? Number(order) : Number.NaN,
    remark: optional(form.remark),
  });
}
