import {
  formatMinorUnits,
  raffleInputSchema,
  toMinorUnits,
  type RaffleInput,
  type RaffleKind,
} from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';
import { fromLocalInput, toLocalInput } from './activityForm';
import type { PromotionRaffle } from './promotionsApi';

/*
 * The raffle form (prize wheels and red-envelope rains, create and edit a draft): what an edit starts
 * from, the body sent (checked with the very schema the server uses, `raffleInputSchema`), and the
 * prize table's published odds and expected value, computed exactly: amounts as integer minor units,
 * odds and the expected value with BigInt divisions, no floating point anywhere.
 */

export type RaffleState = PromotionRaffle['state'];

/** A prize table holds 2 to 24 prizes (the contract's and the prize engine's bounds). */
export const MIN_PRIZES = 2;
export const MAX_PRIZES = 24;
/** The prize engine refuses a table whose weights add up to more (one uint32 draw covers it). */
export const MAX_TOTAL_WEIGHT = 1_000_000_000;
/** Wire amounts carry at most 4 decimals (`moneyInputSchema`). */
const WIRE_DECIMALS = 4;

/** One row of the prize table as typed. */
export interface PrizeRow {
  /** 1 to 20 letters, digits, _ or -, unique in the table. */
  id: string;
  /** Money; 0 for a "try again" slot. */
  amount: string;
  /** A whole number above 0. */
  weight: string;
}

/** The raffle form's values: text as typed, every language present. */
export interface RaffleForm {
  kind: RaffleKind;
  title: LocalizedForm;
  rules: LocalizedForm;
  prizes: PrizeRow[];
  budget: string;
  /** `datetime-local` values, the browser's time zone. */
  startsAt: string;
  endsAt: string;
  drawsPerMember: string;
  reason: string;
}

export const emptyPrize = (): PrizeRow => ({ id: '', amount: '', weight: '' });

/** The prize table's rows from a raffle's prizes (amounts and weights as the wire has them). */
export function prizeRowsOf(prizes: readonly { id: string; amount: string; weight: number }[]): PrizeRow[] {
  return prizes.map((prize) => ({ id: prize.id, amount: prize.amount, weight: String(prize.weight) }));
}

export function raffleFormOf(raffle: PromotionRaffle | null): RaffleForm {
  return {
    kind: raffle?.kind ?? 'wheel',
    title: localizedForm(raffle?.title),
    rules: localizedForm(raffle?.rules),
    prizes: raffle ? prizeRowsOf(raffle.prizes) : [emptyPrize(), emptyPrize()],
    budget: raffle?.budget ?? '',
    startsAt: toLocalInput(raffle?.startsAt),
    endsAt: toLocalInput(raffle?.endsAt),
    drawsPerMember: String(raffle?.drawsPerMember ?? 1),
    reason: '',
  };
}

/** A whole number as typed: null when empty, NaN when not digits. */
function intOf(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
}

/** A prize weight as typed: a whole number from 1 to MAX_TOTAL_WEIGHT, else null. */
export function weightOf(text: string): number | null {
  const weight = intOf(text);
  return weight !== null && Number.isInteger(weight) && weight >= 1 && weight <= MAX_TOTAL_WEIGHT
    ? weight
    : null;
}

/** The prize rows as the body's `prizes` (still to be checked by the schema). */
export function prizesInput(rows: readonly PrizeRow[]): { id: string; amount: string; weight: number }[] {
  return rows.map((row) => ({
    id: row.id.trim(),
    amount: row.amount.trim(),
    weight: intOf(row.weight) ?? Number.NaN,
  }));
}

/** The form as `raffleInputSchema` takes it (still to be checked by it). */
export function raffleInput(form: RaffleForm): unknown {
  const startsAt = fromLocalInput(form.startsAt);
  const endsAt = fromLocalInput(form.endsAt);
  return {
    kind: form.kind,
    title: localizedValue(form.title),
    rules: localizedValue(form.rules),
    prizes: prizesInput(form.prizes),
    budget: form.budget.trim(),
    // Required: an empty time is not a time (null would read as 1970).
    startsAt: startsAt ?? Number.NaN,
    endsAt: endsAt ?? Number.NaN,
    drawsPerMember: intOf(form.drawsPerMember) ?? Number.NaN,
    reason: form.reason,
  };
}

/**
 * A prize's odds, weight / total as a percentage with 4 decimals ("12.5000"), rounded half up as the
 * server publishes them (`oddsText` of the raffle views): exact, in BigInt ten-thousandths of a percent.
 */
export function oddsText(weight: number | bigint, total: number | bigint): string {
  const part = BigInt(weight);
  const whole = BigInt(total);
  if (whole <= 0n) return '0.0000';
  const tenThousandths = (part * 1_000_000n * 2n + whole) / (2n * whole);
  const text = tenThousandths.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

/** What the prize table publishes, as far as it reads. */
export interface PrizeOdds {
  /** Each row's odds ("50.0000"); all null while any weight does not read. */
  odds: (string | null)[];
  /** The weights' sum; null while any weight does not read. */
  totalWeight: number | null;
  /**
   * The expected value of one draw, Σ amount × weight / total, in major units with `decimals`
   * digits, rounded down to the minor unit (as the server publishes it); null while an amount or a
   * weight does not read.
   */
  expectedValue: string | null;
  /** The largest prize that reads, in major units; null while none does. */
  largestPrize: string | null;
}

/** A money amount as typed, in minor units at `decimals`; null when it does not read or has more decimals. */
export function amountMinorOf(text: string, decimals: number): bigint | null {
  const value = text.trim();
  if (!/^\d{1,13}(\.\d{1,4})?$/.test(value)) return null;
  return toMinorUnits(value, decimals);
}

/**
 * The odds of each row, the total weight, the expected value of one draw and the largest prize,
 * with integer maths only: amounts in minor units of `decimals` (the merchant's currency), the odds
 * and the expected value as BigInt divisions.
 */
export function prizeOdds(rows: readonly PrizeRow[], decimals: number): PrizeOdds {
  const weights = rows.map((row) => weightOf(row.weight));
  const amounts = rows.map((row) => amountMinorOf(row.amount, decimals));
  const weightsRead = weights.every((weight) => weight !== null);
  const amountsRead = amounts.every((amount) => amount !== null);
  const total = weightsRead ? weights.reduce<bigint>((sum, weight) => sum + BigInt(weight!), 0n) : null;
  const odds = weights.map((weight) => (total !== null && total > 0n ? oddsText(weight!, total) : null));
  let expectedValue: string | null = null;
  if (total !== null && total > 0n && amountsRead) {
    let numerator = 0n;
    amounts.forEach((amount, index) => {
      numerator += amount! * BigInt(weights[index]!);
    });
    // Non-negative: BigInt division rounds down.
    expectedValue = formatMinorUnits(numerator / total, decimals);
  }
  const read = amounts.filter((amount) => amount !== null);
  const largest = read.length > 0 ? read.reduce((max, amount) => (amount > max ? amount : max)) : null;
  return {
    odds,
    totalWeight: total === null ? null : Number(total),
    expectedValue,
    largestPrize: largest === null ? null : formatMinorUnits(largest, decimals),
  };
}

/** The decimals a wire amount is written with ("1234.50" has 2), null without an amount. */
export function decimalsOf(amount: string | null | undefined): number | null {
  if (!amount || !/^-?\d+(\.\d+)?$/.test(amount)) return null;
  return amount.split('.')[1]?.length ?? 0;
}

const PRIZE_PART: Record<string, string> = { id: 'prizeId', amount: 'prizeAmount', weight: 'prizeWeight' };

/**
 * The form field behind a body path (a zod issue's or the server's `validation.failed` field):
 * "title.CN" and "prizes.3.amount" stay, "title" is "title.EN", a refusal of the whole table (or of a
 * row) is "prizes".
 */
export function formFieldOf(path: string): string {
  const [head = '_', second, third] = path.split('.');
  if (head === 'title' || head === 'rules') return `${head}.${second ?? 'EN'}`;
  if (head === 'prizes')
    return second !== undefined && /^\d+$/.test(second) && third && PRIZE_PART[third]
      ? `prizes.${second}.${third}`
      : 'prizes';
  return head;
}

/**
 * The rule shown under a field: its i18n key under `promotions.raffles.rule` ("title.CN" is "title",
 * "prizes.3.amount" is "prizeAmount").
 */
export function ruleOf(field: string): string {
  const [head = '_', , third] = field.split('.');
  if (head === 'prizes' && third) return PRIZE_PART[third] ?? 'prizes';
  return head;
}

/** The rule of a field the server refused, by its body path and the refusal's code. */
export function serverRuleOf(path: string, code: string | undefined): string {
  const field = formFieldOf(path);
  if (field === 'budget' && code === 'field.too_small') return 'budgetTooSmall';
  if (field === 'budget' && code === 'field.invalid_format') return 'budgetDecimals';
  if (/^prizes\.\d+\.amount$/.test(field) && code === 'field.invalid_format') return 'prizeAmountDecimals';
  if (field === 'prizes') return 'prizesServer';
  return ruleOf(field);
}

export type RaffleCheck =
  | { ok: true; body: RaffleInput }
  | {
      ok: false;
      fields: string[];
      /** A rule of its own for some fields (under `promotions.raffles.rule`), else `ruleOf(field)`. */
      rules: Record<string, string>;
    };

/**
 * What the server checks beyond the schema (the prize engine's `checkPrizeTable`, the budget's money
 * rules), by form field and rule: each prize id once, weights adding up to at most
 * MAX_TOTAL_WEIGHT, no more decimals than the currency has (when `decimals` is known), a budget
 * above zero that covers the largest prize.
 */
export function tableProblems(form: RaffleForm, decimals: number | null): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  form.prizes.forEach((row, index) => {
    const id = row.id.trim();
    if (id === '') return;
    if (seen.has(id)) problems[`prizes.${index}.id`] = 'prizeIdDuplicate';
    seen.add(id);
  });
  const weights = form.prizes.map((row) => weightOf(row.weight));
  if (
    weights.every((weight) => weight !== null) &&
    weights.reduce<number>((sum, weight) => sum + weight!, 0) > MAX_TOTAL_WEIGHT
  )
    problems.prizes = 'totalWeight';
  const scale = decimals ?? WIRE_DECIMALS;
  let largest: bigint | null = null;
  for (const [index, row] of form.prizes.entries()) {
    if (amountMinorOf(row.amount, WIRE_DECIMALS) === null) continue; // the schema's rule says it
    const amount = amountMinorOf(row.amount, scale);
    if (amount === null) problems[`prizes.${index}.amount`] = 'prizeAmountDecimals';
    else if (largest === null || amount > largest) largest = amount;
  }
  if (amountMinorOf(form.budget, WIRE_DECIMALS) !== null) {
    const budget = amountMinorOf(form.budget, scale);
    if (budget === null) problems.budget = 'budgetDecimals';
    else if (budget === 0n) problems.budget = 'budgetZero';
    else if (largest !== null && budget < largest) problems.budget = 'budgetBelowPrize';
  }
  return problems;
}

/**
 * Checks the form with the contract's schema, and what the schema leaves to the server (the end after
 * the start, `tableProblems`). `decimals` is the merchant currency's, null while unknown. Answers
 * the body, or the refused form fields.
 */
export function checkRaffleForm(form: RaffleForm, decimals: number | null): RaffleCheck {
  const parsed = raffleInputSchema.safeParse(raffleInput(form));
  const fields: string[] = [];
  const add = (field: string) => {
    if (!fields.includes(field)) fields.push(field);
  };
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // The schema's "each prize needs its own id": `tableProblems` marks the very rows instead.
      if (issue.code === 'custom' && path === 'prizes') continue;
      add(formFieldOf(path));
    }
  // The schema's cross-field rules may not run while a field does not read: say them at once too.
  const startsAt = fromLocalInput(form.startsAt);
  const endsAt = fromLocalInput(form.endsAt);
  if (startsAt !== null && endsAt !== null && !(endsAt > startsAt)) add('endsAt');
  // A field the schema refused keeps the schema's rule (its format); a readable one gets the table's.
  const rules: Record<string, string> = {};
  for (const [field, rule] of Object.entries(tableProblems(form, decimals)))
    if (!fields.includes(field)) {
      fields.push(field);
      rules[field] = rule;
    }
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}

/** The one state change a raffle offers: publish a draft, close a published one; a closed one stays. */
export function raffleMove(state: RaffleState): Exclude<RaffleState, 'draft'> | null {
  return state === 'draft' ? 'published' : state === 'published' ? 'closed' : null;
}

/** A long hash or seed shortened for a table cell (the whole of it stays in the title and the copy). */
export function shortHash(hash: string): string {
  return hash.length <= 20 ? hash : `${hash.slice(0, 10)}…${hash.slice(-6)}`;
}
