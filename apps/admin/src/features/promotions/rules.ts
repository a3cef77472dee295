import { minorUnitsOf, type ActivityState } from '@wps/contracts';

/*
 * The promotions pages' pure rules: which state moves an activity offers, spend against budget
 * computed exactly, which application images may be drawn (the list helpers are in shared/lists).
 */

/**
 * The state changes offered from each state: publish a draft; close or withdraw a published one;
 * reopen or withdraw a closed one. One that paid bonuses cannot go back to a draft (the server
 * refuses it).
 */
export function nextStates(state: ActivityState, hasBonuses = false): ActivityState[] {
  const moves: ActivityState[] =
    state === 'draft' ? ['published'] : state === 'published' ? ['closed', 'draft'] : ['published', 'draft'];
  return hasBonuses ? moves.filter((move) => move !== 'draft') : moves;
}

/** Wire amounts carry at most 4 decimals (`moneySchema`). */
const SCALE = 4;

/**
 * Spent ÷ budget as a percentage with one decimal (exact: minor units, no floats in the division);
 * null without a budget (or a zero one). It may pass 100 (issued rewards count in spent).
 */
export function spentPercent(spent: string, budget: string | null): number | null {
  const whole = minorUnitsOf(budget, SCALE);
  if (whole === null || whole <= 0n) return null;
  const part = minorUnitsOf(spent, SCALE) ?? 0n;
  return Number((part * 1000n) / whole) / 10;
}

/** From this share of its budget an activity's bar shows in the warning colour. */
export const BUDGET_WARN_PERCENT = 80;

/** An application image the page may draw: a PNG or JPEG data URL (anything else is not shown). */
export function isImageDataUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value);
}
