/*
 * The money pages' form kit: the site currency, request ids, refusal texts, amount checks in words.
 * Amounts are read and shown by the contracts' money functions (`formatAmount`, `checkAmountInput`)
 * with the site currency's decimals (docs/decisions.md, "Money on the wire"). Texts come from the
 * `money` namespace.
 */
import {
  formatAmount,
  type AmountLimits,
  type AmountProblem,
  type CurrencyDisplay,
  type FieldError,
} from '@wps/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorKey, isApiError } from '../api/apiError';
import { useSiteInfo } from '../site/siteContext';

/** The site's currency: symbol, its position and decimals; every amount on the site is shown with it. */
export function useCurrency(): CurrencyDisplay {
  const { symbol, position, decimals } = useSiteInfo().currency;
  return { symbol, position, decimals };
}

/** The keyboard for typing an amount: with a decimal point only when the currency has decimals. */
export function amountInputMode(currency: CurrencyDisplay): 'decimal' | 'numeric' {
  return currency.decimals > 0 ? 'decimal' : 'numeric';
}

/**
 * Keeps a left-to-right value (an amount with its symbol, an order number, a time) in one piece inside
 * right-to-left text: in Urdu "₱100.00" would otherwise show as "100.00₱".
 */
export function ltr(value: string): string {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
    ? `\u2066${value}\u2069`
    : value;
}

/** An amount for use inside a sentence: formatted, and kept whole in right-to-left text. */
export function amountInText(value: string, currency: CurrencyDisplay): string {
  return ltr(formatAmount(value, currency));
}

/** A fresh id for one money request (UUID; random hex where randomUUID is missing). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * True when a call may have taken effect without us hearing the answer (no answer, or a server
 * failure): the retry must then carry the same request id so the server does it at most once.
 */
export function isUncertain(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** Keeps the request id of one submit: the same content sent again after an unknown outcome reuses it. */
export class RequestIds {
  private pending: { content: string; id: string } | null = null;

  /** The id for sending `content`: the pending one when it is the same content, else a fresh one. */
  take(content: unknown): string {
    const key = JSON.stringify(content);
    if (this.pending?.content !== key) this.pending = { content: key, id: newRequestId() };
    return this.pending.id;
  }

  /** After the answer: a known outcome ends the submit; an uncertain one keeps its id for the retry. */
  settle(error?: unknown): void {
    if (error === undefined || !isUncertain(error)) this.pending = null;
  }
}

export function useRequestIds(): RequestIds {
  return useState(() => new RequestIds())[0];
}

type Values = Record<string, unknown> | null;

function valueOf(error: unknown): Values {
  return isApiError(error) && error.value && typeof error.value === 'object'
    ? (error.value as Record<string, unknown>)
    : null;
}

/** The text for a refused money call, with the amounts and waits the server sent along. */
export function moneyErrorText(t: TFunction, error: unknown, currency: CurrencyDisplay): string {
  const value = valueOf(error);
  const amount = (key: string) =>
    typeof value?.[key] === 'string' ? amountInText(value[key], currency) : null;
  if (isApiError(error)) {
    if (error.code === 'amount.out.of.range' && amount('min') && amount('max'))
      return t('money.error.range', { min: amount('min'), max: amount('max') });
    if (error.code === 'balance.insufficient' && amount('balance'))
      return t('money.error.balance', { balance: amount('balance') });
    if (error.code === 'withdraw.turnover.required' && amount('remaining'))
      return t('money.error.turnover', { remaining: amount('remaining') });
    if (error.code === 'withdraw.bonus.turnover' && amount('remaining'))
      return t('money.error.bonusTurnover', { remaining: amount('remaining') });
    if (error.code === 'too.many.requests' && typeof value?.retryAfterSeconds === 'number')
      return t('money.error.wait', { minutes: Math.max(1, Math.ceil(value.retryAfterSeconds / 60)) });
  }
  return t(errorKey(error));
}

/** A server field error in words. */
export function fieldErrorText(t: TFunction, error: FieldError): string {
  const known = [
    'field.required',
    'field.invalid_format',
    'field.too_big',
    'field.duplicate',
    'field.too_many',
    'field.payee_mismatch',
    'field.invalid_range',
    'field.range_too_long',
  ];
  if (known.includes(error.code)) return t(`money.fieldError.${error.code.slice('field.'.length)}`);
  if (error.code.startsWith('rule.')) return t('money.fieldError.rule');
  return t('money.fieldError.invalid');
}

/**
 * Shows a refusal where it belongs: server field errors under their fields, codes that concern one
 * field (a wrong payment password) under it. Answers the text for the form's status line, or null.
 */
export function placeServerError<F extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<F>,
  options: {
    fields: readonly Path<F>[];
    codeToField?: Partial<Record<string, Path<F>>>;
    currency: CurrencyDisplay;
  },
): string | null {
  if (!isApiError(error)) return moneyErrorText(t, error, options.currency);
  const target = options.codeToField?.[error.code];
  if (target) {
    setError(
      target,
      { type: 'server', message: moneyErrorText(t, error, options.currency) },
      { shouldFocus: true },
    );
    return null;
  }
  const fields = error.fields;
  if (!fields) return moneyErrorText(t, error, options.currency);
  let unplaced = false;
  let first = true;
  for (const [name, fieldError] of Object.entries(fields)) {
    if (!options.fields.includes(name as Path<F>)) {
      unplaced = true;
      continue;
    }
    setError(
      name as Path<F>,
      { type: 'server', message: fieldErrorText(t, fieldError) },
      { shouldFocus: first },
    );
    first = false;
  }
  return unplaced ? t('error.validation.failed') : null;
}

/** Why a typed amount cannot be sent, in words (bounds shown with the currency). */
export function amountProblemText(
  t: TFunction,
  problem: AmountProblem,
  limits: AmountLimits,
  currency: CurrencyDisplay,
): string {
  const money = (text: string | null | undefined) => amountInText(text ?? '0', currency);
  switch (problem) {
    case 'required':
      return t('money.amount.required');
    case 'format':
      return t('money.amount.format');
    case 'decimals':
      return limits.decimals === 0
        ? t('money.amount.wholeOnly')
        : t('money.amount.decimals', { count: limits.decimals });
    case 'zero':
      return t('money.amount.zero');
    case 'min':
      return t('money.amount.min', { min: money(limits.min) });
    case 'max':
      return t('money.amount.max', { max: money(limits.max) });
    case 'balance':
      return t('money.amount.balance', { balance: money(limits.available) });
  }
}
