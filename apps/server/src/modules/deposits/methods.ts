import {
  pickLocalized,
  toMinorUnits,
  type CurrencySettings,
  type DepositMethod,
  type FieldError,
  type Language,
  type Localized,
  type depositMethodsInputSchema,
  type memberDepositMethodSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { PaymentProvider } from './providers/index.js';
import type { ChannelRow, MethodRow } from './store.js';
import { formatMoney } from '../../kernel/money.js';
import { validationError } from '../../platform/errors.js';
import { fixedAmountsOf, outsideGatewayLimits } from './rules.js';

export type MethodsInput = z.output<typeof depositMethodsInputSchema>;
export type MemberDepositMethod = z.input<typeof memberDepositMethodSchema>;

type Bank = { code: string; name: string };
type ReceivingAccount = { bankName: string; accountName: string; accountNumber: string };

/** A channel as stored: amounts in minor units. */
export interface ChannelConfig {
  id?: number;
  name: Localized;
  kind: 'gateway' | 'manual';
  provider: string | null;
  providerChannel: string | null;
  minAmount: bigint;
  maxAmount: bigint;
  fixedAmounts: bigint[];
  fixedAmountOnly: boolean;
  feeBasisPoints: number;
  banks: Bank[];
  receivingAccount: ReceivingAccount | null;
  displayOrder: number;
  enabled: boolean;
}

export interface MethodConfig {
  code: string;
  name: Localized;
  icon: string | null;
  recommended: boolean;
  displayOrder: number;
  enabled: boolean;
  channels: ChannelConfig[];
}

/**
 * Checks an operator's method set and turns its amounts into minor units. Every problem is reported
 * at once, by field path (`0.channels.1.maxAmount`).
 */
export function parseMethodsInput(
  input: MethodsInput,
  currency: CurrencySettings,
  providers: Map<string, PaymentProvider>,
): MethodConfig[] {
  const { decimals } = currency;
  const fields: Record<string, FieldError> = {};
  const problem = (path: string, code: string, message: string) => {
    fields[path] ??= { code, message };
  };
  const codes = new Set<string>();
  const channelIds = new Set<number>();

  const methods = input.map((method, m) => {
    if (codes.has(method.code)) problem(`${m}.code`, 'field.duplicate', 'Each method code once');
    codes.add(method.code);
    const channels = method.channels.map((channel, c): ChannelConfig => {
      const at = `${m}.channels.${c}`;
      if (channel.id !== undefined) {
        if (channelIds.has(channel.id)) problem(`${at}.id`, 'field.duplicate', 'Each channel id once');
        channelIds.add(channel.id);
      }
      const amount = (text: string, path: string): bigint => {
        const minor = toMinorUnits(text, decimals);
        if (minor === null || minor <= 0n) {
          problem(path, 'field.invalid_format', `A positive amount with at most ${decimals} decimals`);
          return 0n;
        }
        return minor;
      };
      const minAmount = amount(channel.minAmount, `${at}.minAmount`);
      const maxAmount = amount(channel.maxAmount, `${at}.maxAmount`);
      if (minAmount > 0n && maxAmount > 0n && maxAmount < minAmount)
        problem(`${at}.maxAmount`, 'field.too_small', 'The maximum must not be below the minimum');
      const fixedAmounts = channel.fixedAmounts.map((text, f) => {
        const minor = amount(text, `${at}.fixedAmounts.${f}`);
        if (minor > 0n && (minor < minAmount || minor > maxAmount))
          problem(`${at}.fixedAmounts.${f}`, 'field.out_of_range', 'A fixed amount lies within min and max');
        return minor;
      });
      if (channel.fixedAmountOnly && fixedAmounts.length === 0)
        problem(`${at}.fixedAmounts`, 'field.required', 'Fixed amounts only needs fixed amounts');
      if (channel.kind === 'gateway') {
        const provider = channel.provider ? providers.get(channel.provider) : undefined;
        if (!provider) problem(`${at}.provider`, 'field.invalid_value', 'Unknown payment provider');
        else if (!channel.providerChannel || !provider.channels.includes(channel.providerChannel))
          problem(`${at}.providerChannel`, 'field.invalid_value', `One of ${provider.channels.join(', ')}`);
        if (provider?.limits)
          for (const field of outsideGatewayLimits({ minAmount, maxAmount }, provider.limits))
            problem(`${at}.${field}`, 'field.out_of_range', "Within the payment gateway's bounds");
      } else if (!channel.receivingAccount) {
        problem(`${at}.receivingAccount`, 'field.required', 'A manual transfer needs a receiving account');
      }
      const manual = channel.kind === 'manual';
      return {
        ...(channel.id !== undefined ? { id: channel.id } : {}),
        name: channel.name,
        kind: channel.kind,
        provider: manual ? null : channel.provider,
        providerChannel: manual ? null : channel.providerChannel,
        minAmount,
        maxAmount,
        fixedAmounts,
        fixedAmountOnly: channel.fixedAmountOnly,
        feeBasisPoints: channel.feeBasisPoints,
        banks: channel.banks,
        receivingAccount: channel.receivingAccount,
        displayOrder: channel.displayOrder,
        enabled: channel.enabled,
      };
    });
    return {
      code: method.code,
      name: method.name,
      icon: method.icon,
      recommended: method.recommended,
      displayOrder: method.displayOrder,
      enabled: method.enabled,
      channels,
    };
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return methods;
}

/** Stored columns of a channel config. */
export function channelValues(methodId: number, channel: ChannelConfig) {
  return {
    methodId,
    name: channel.name,
    kind: channel.kind,
    provider: channel.provider,
    providerChannel: channel.providerChannel,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    fixedAmounts: channel.fixedAmounts.map(String),
    fixedAmountOnly: channel.fixedAmountOnly,
    feeBasisPoints: channel.feeBasisPoints,
    banks: channel.banks,
    receivingAccount: channel.receivingAccount,
    displayOrder: channel.displayOrder,
    enabled: channel.enabled,
  };
}

function channelView(channel: ChannelRow, currency: CurrencySettings) {
  return {
    id: channel.id,
    kind: channel.kind,
    minAmount: formatMoney(channel.minAmount, currency),
    maxAmount: formatMoney(channel.maxAmount, currency),
    fixedAmounts: fixedAmountsOf(channel).map((minor) => formatMoney(minor, currency)),
    fixedAmountOnly: channel.fixedAmountOnly,
    feeBasisPoints: channel.feeBasisPoints,
    banks: channel.banks as Bank[],
    receivingAccount: channel.receivingAccount as ReceivingAccount | null,
    displayOrder: channel.displayOrder,
  };
}

/**
 * The operator's view: every method with its live channels. A method taken out of the set while old
 * orders still point at its channels stays in the table, disabled and without live channels: hidden.
 */
export function operatorView(
  methods: MethodRow[],
  channels: ChannelRow[],
  everUsed: Set<number>,
  currency: CurrencySettings,
): DepositMethod[] {
  return methods
    .map((method) => ({
      method,
      live: channels.filter((channel) => channel.methodId === method.id),
    }))
    .filter(({ method, live }) => method.enabled || live.length > 0 || !everUsed.has(method.id))
    .map(({ method, live }) => ({
      code: method.code,
      name: method.name as Localized,
      icon: method.icon,
      recommended: method.recommended,
      displayOrder: method.displayOrder,
      enabled: method.enabled,
      channels: live.map((channel) => ({
        ...channelView(channel, currency),
        name: channel.name as Localized,
        provider: channel.provider,
        providerChannel: channel.providerChannel,
        enabled: channel.enabled,
      })),
    }));
}

/** What a member sees: enabled methods with enabled channels, in display order, in their language. */
export function memberView(
  methods: MethodRow[],
  channels: ChannelRow[],
  currency: CurrencySettings,
  language: Language,
): MemberDepositMethod[] {
  return methods
    .filter((method) => method.enabled)
    .map((method) => ({
      code: method.code,
      name: pickLocalized(method.name as Localized, language),
      icon: method.icon,
      recommended: method.recommended,
      channels: channels
        .filter((channel) => channel.methodId === method.id && channel.enabled)
        .map((channel) => ({
          ...channelView(channel, currency),
          name: pickLocalized(channel.name as Localized, language),
        })),
    }))
    .filter((method) => method.channels.length > 0);
}
