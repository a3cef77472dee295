import {
  depositMethodsInputSchema,
  LANGUAGES,
  minorUnitsOf,
  type DepositMethod,
  type Language,
} from '@wps/contracts';
import type { z } from 'zod';

/*
 * The payment-methods editor's form values and their conversion to and from the API: amounts, orders
 * and fees are edited as text, fixed amounts as one line ("100, 200"), banks one per line
 * ("CODE Name"), the receiving account as three fields.
 */

export type Names = Record<Language, string>;

export interface ChannelForm {
  /** Kept for existing channels (the server keeps their id); absent for new ones. */
  id?: number | undefined;
  name: Names;
  kind: 'gateway' | 'manual';
  provider: string;
  providerChannel: string;
  minAmount: string;
  maxAmount: string;
  fixedAmounts: string;
  fixedAmountOnly: boolean;
  feeBasisPoints: string;
  banks: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  displayOrder: string;
  enabled: boolean;
}

export interface MethodForm {
  code: string;
  name: Names;
  icon: string;
  recommended: boolean;
  displayOrder: string;
  enabled: boolean;
  channels: ChannelForm[];
}

export interface MethodsForm {
  methods: MethodForm[];
}

export type MethodsInput = z.output<typeof depositMethodsInputSchema>;

function names(value: Partial<Record<Language, string | undefined>> | undefined): Names {
  return Object.fromEntries(LANGUAGES.map((language) => [language, value?.[language] ?? ''])) as Names;
}

export function emptyChannel(displayOrder: number): ChannelForm {
  return {
    name: names(undefined),
    kind: 'manual',
    provider: '',
    providerChannel: '',
    minAmount: '100',
    maxAmount: '50000',
    fixedAmounts: '',
    fixedAmountOnly: false,
    feeBasisPoints: '0',
    banks: '',
    bankName: '',
    accountName: '',
    accountNumber: '',
    displayOrder: String(displayOrder),
    enabled: true,
  };
}

export function emptyMethod(displayOrder: number): MethodForm {
  return {
    code: '',
    name: names(undefined),
    icon: '',
    recommended: false,
    displayOrder: String(displayOrder),
    enabled: true,
    channels: [emptyChannel(1)],
  };
}

/** The form values of the methods the API answered. */
export function toForm(methods: DepositMethod[]): MethodsForm {
  return {
    methods: methods.map((method) => ({
      code: method.code,
      name: names(method.name),
      icon: method.icon ?? '',
      recommended: method.recommended,
      displayOrder: String(method.displayOrder),
      enabled: method.enabled,
      channels: method.channels.map((channel) => ({
        id: channel.id,
        name: names(channel.name),
        kind: channel.kind,
        provider: channel.provider ?? '',
        providerChannel: channel.providerChannel ?? '',
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
        fixedAmounts: channel.fixedAmounts.join(', '),
        fixedAmountOnly: channel.fixedAmountOnly,
        feeBasisPoints: String(channel.feeBasisPoints),
        banks: channel.banks.map((bank) => `${bank.code} ${bank.name}`).join('\n'),
        bankName: channel.receivingAccount?.bankName ?? '',
        accountName: channel.receivingAccount?.accountName ?? '',
        accountNumber: channel.receivingAccount?.accountNumber ?? '',
        displayOrder: String(channel.displayOrder),
        enabled: channel.enabled,
      })),
    })),
  };
}

/** Whole numbers as typed; anything else stays text so the schema refuses it. */
function integer(text: string): number | string {
  return /^-?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text;
}

function localized(value: Names): Record<string, string> {
  const out: Record<string, string> = { EN: value.EN.trim() };
  for (const language of LANGUAGES)
    if (language !== 'EN' && value[language].trim()) out[language] = value[language].trim();
  return out;
}

/** "100, 200 500" as ["100", "200", "500"]. */
export function readFixedAmounts(text: string): string[] {
  return text
    .split(/[\s,，;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One bank a line: its code, a space, its name ("BDO BDO Unibank"). */
export function readBanks(text: string): { code: string; name: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const space = line.search(/\s/);
      return space < 0
        ? { code: line, name: line }
        : { code: line.slice(0, space), name: line.slice(space).trim() };
    });
}

/** The API body of the form values (not yet checked). */
export function fromForm(form: MethodsForm): unknown {
  return form.methods.map((method) => ({
    code: method.code.trim(),
    name: localized(method.name),
    icon: method.icon.trim() || null,
    recommended: method.recommended,
    displayOrder: integer(method.displayOrder),
    enabled: method.enabled,
    channels: method.channels.map((channel) => ({
      ...(channel.id !== undefined ? { id: channel.id } : {}),
      name: localized(channel.name),
      kind: channel.kind,
      provider: channel.kind === 'gateway' ? channel.provider.trim() || null : null,
      providerChannel: channel.kind === 'gateway' ? channel.providerChannel.trim() || null : null,
      minAmount: channel.minAmount.trim(),
      maxAmount: channel.maxAmount.trim(),
      fixedAmounts: readFixedAmounts(channel.fixedAmounts),
      fixedAmountOnly: channel.fixedAmountOnly,
      feeBasisPoints: integer(channel.feeBasisPoints),
      banks: readBanks(channel.banks),
      receivingAccount:
        channel.kind === 'manual'
          ? {
              bankName: channel.bankName.trim(),
              accountName: channel.accountName.trim(),
              accountNumber: channel.accountNumber.trim(),
            }
          : null,
      displayOrder: integer(channel.displayOrder),
      enabled: channel.enabled,
    })),
  }));
}

/** The form field a problem belongs to (`methods.0.channels.1.minAmount`). */
function fieldOf(path: readonly PropertyKey[]): string {
  const [method, ...rest] = path;
  const prefix = `methods.${String(method)}`;
  if (rest[0] !== 'channels' || rest.length < 2) {
    const field = rest[0] === 'name' ? 'name.EN' : String(rest[0] ?? 'code');
    return `${prefix}.${field}`;
  }
  const channel = `${prefix}.channels.${String(rest[1])}`;
  const field = rest[2];
  if (field === 'name') return `${channel}.name.EN`;
  if (field === 'receivingAccount') return `${channel}.${String(rest[3] ?? 'bankName')}`;
  if (field === 'fixedAmounts' || field === 'banks') return `${channel}.${field}`;
  return `${channel}.${String(field ?? 'kind')}`;
}

/** What is wrong with a field, as a key under `finance.methods.problem`. */
export type MethodProblem =
  | 'required'
  | 'code'
  | 'amount'
  | 'order'
  | 'fee'
  | 'integer'
  | 'link'
  | 'duplicate'
  | 'receiving'
  | 'tooMany'
  | 'invalid';

function problemOf(field: string, code: string): MethodProblem {
  const last = field.split('.').at(-1) ?? '';
  if (code === 'too_big' && (last === 'fixedAmounts' || last === 'banks')) return 'tooMany';
  if (last === 'code') return 'code';
  if (last === 'EN') return 'required';
  if (['minAmount', 'maxAmount', 'fixedAmounts'].includes(last)) return 'amount';
  if (last === 'feeBasisPoints') return 'fee';
  if (last === 'displayOrder') return 'integer';
  if (last === 'icon') return 'link';
  if (['bankName', 'accountName', 'accountNumber'].includes(last)) return 'receiving';
  return 'invalid';
}

/**
 * Checks the form: the API's schema, plus what it leaves to us (codes used once, minimum at most the
 * maximum, a manual channel's receiving account). Answers the body or the problems by field.
 */
export function checkMethods(
  form: MethodsForm,
): { input: MethodsInput; problems: null } | { input: null; problems: Record<string, MethodProblem> } {
  const problems: Record<string, MethodProblem> = {};
  const parsed = depositMethodsInputSchema.safeParse(fromForm(form));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      problems[field] ??= problemOf(field, issue.code);
    }
  const codes = new Map<string, number>();
  form.methods.forEach((method, index) => {
    const code = method.code.trim();
    if (codes.has(code)) problems[`methods.${index}.code`] ??= 'duplicate';
    codes.set(code, index);
    if (!method.name.EN.trim()) problems[`methods.${index}.name.EN`] ??= 'required';
    method.channels.forEach((channel, channelIndex) => {
      const at = `methods.${index}.channels.${channelIndex}`;
      if (!channel.name.EN.trim()) problems[`${at}.name.EN`] ??= 'required';
      const min = minorUnitsOf(channel.minAmount.trim(), 4);
      const max = minorUnitsOf(channel.maxAmount.trim(), 4);
      if (min !== null && min < 0n) problems[`${at}.minAmount`] ??= 'amount';
      if (max !== null && max <= 0n) problems[`${at}.maxAmount`] ??= 'amount';
      if (min !== null && max !== null && min > max) problems[`${at}.maxAmount`] ??= 'order';
      if (channel.kind === 'manual')
        for (const key of ['bankName', 'accountName', 'accountNumber'] as const)
          if (!channel[key].trim()) problems[`${at}.${key}`] ??= 'receiving';
    });
  });
  if (!parsed.success || Object.keys(problems).length > 0) return { input: null, problems };
  return { input: parsed.data, problems: null };
}

/** A fee in basis points as a percentage ("150" is "1.5%"), exactly. */
export function feePercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''}%`;
}
