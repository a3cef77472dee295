import type { TFunction } from 'i18next';

/** Option words with a text of their own; other options (sums, dice faces) show as they are. */
const OPTION_WORDS = new Set(['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'any']);

/** An option or positional value as shown ("big" → "Big", "07" stays). */
export function optionLabel(t: TFunction, option: string): string {
  return OPTION_WORDS.has(option) ? t(`lottery.option.${option}`) : option;
}

/** A pick as shown: `"2:big"` → "2 · Big", "07" stays. */
export function pickLabel(t: TFunction, pick: string): string {
  const match = /^(\d+):(.+)$/.exec(pick);
  return match ? `${match[1]} · ${optionLabel(t, match[2]!)}` : optionLabel(t, pick);
}

/** Picks of a slip line or an order, shortened after `limit` picks ("01 02 03 … +40"). */
export function picksText(t: TFunction, picks: readonly string[], limit = 12): string {
  const shown = picks.slice(0, limit).map((pick) => pickLabel(t, pick));
  // Positional picks ("1 · 5") are told apart by commas; plain numbers by spaces.
  const text = shown.join(picks.some((pick) => pick.includes(':')) ? ', ' : ' ');
  return picks.length > limit ? `${text} ${t('lottery.morePicks', { count: picks.length - limit })}` : text;
}
