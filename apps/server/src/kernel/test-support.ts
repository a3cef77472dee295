/*
 * What the unit tests of rules and kernels share (never imported by product code; left out of the
 * build by tsconfig.json): currencies of 0, 2 and 3 decimals, and a refusal read back as its code.
 */
import {
  RULE_FIELDS,
  type CurrencySettings,
  type RegisterRule,
  type RegisterRules,
  type RuleField,
} from '@wps/contracts';
import { AppError } from '../platform/errors.js';

export const currency = (decimals: number): CurrencySettings => ({
  code: 'X',
  symbol: 'X',
  position: 'F',
  decimals,
});
export const PHP = currency(2);
export const VND = currency(0);
export const KWD = currency(3);

/** A registration rule that is off (neither shown nor required). */
export const OFF_RULE: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
};

/** Registration rules with every field off but those given. */
export function rulesWith(overrides: Partial<Record<RuleField, Partial<RegisterRule>>>): RegisterRules {
  return Object.fromEntries(
    RULE_FIELDS.map((field) => [field, { ...OFF_RULE, ...overrides[field] }]),
  ) as RegisterRules;
}

/**
 * What `run` refused with: the error's code, or the first field's code of a validation error, and the
 * error's value; null when `run` passes. Anything but an AppError is thrown on.
 */
export function refusalOf(run: () => unknown): { code: string; value: unknown } | null {
  const refusal = refusalWithField(run);
  return refusal && { code: refusal.code, value: refusal.value };
}

/** The code `run` refused with (see `refusalOf`), or null. */
export function refusalCode(run: () => unknown): string | null {
  return refusalOf(run)?.code ?? null;
}

/** The first refused field and its code as `field:code` (`:code` when no field), or null. */
export function refusedField(run: () => unknown): string | null {
  const refusal = refusalWithField(run);
  return refusal && `${refusal.field ?? ''}:${refusal.code}`;
}

function refusalWithField(run: () => unknown): { code: string; field: string | null; value: unknown } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = (error.value as { fields?: Record<string, { code: string }> } | null)?.fields;
    const first = fields ? Object.entries(fields)[0] : undefined;
    return first
      ? { code: first[1].code, field: first[0], value: error.value }
      : { code: error.code, field: null, value: error.value };
  }
}
