import type { LotteryGame } from './lotteryApi';
import { amountProblem, type AmountProblem } from './rules';

/** A game's settings as the edit dialog holds them (text as typed). */
export interface GameForm {
  enabled: boolean;
  closeSeconds: string;
  keyCap: string;
  /** Caps per bet type, in the order added; a row's type may still be empty. */
  typeCaps: { type: string; cap: string }[];
  limited: boolean;
  playerPeriodMax: string;
}

export function gameFormOf(game: LotteryGame): GameForm {
  return {
    enabled: game.enabled,
    closeSeconds: String(game.closeSeconds),
    keyCap: game.keyCap,
    typeCaps: Object.entries(game.typeCaps).map(([type, cap]) => ({ type, cap })),
    limited: game.playerPeriodMax !== null,
    playerPeriodMax: game.playerPeriodMax ?? '',
  };
}

export type GameFormProblem = AmountProblem | 'closeSeconds' | 'betType' | 'duplicate';

/** The settings body the PUT takes (without the reason). */
export interface GameSettings {
  enabled: boolean;
  closeSeconds: number;
  keyCap: string;
  typeCaps: Record<string, string>;
  playerPeriodMax: string | null;
}

/**
 * Checks the form as the server will (`lotteryGameSettingsBodySchema`, and types among the game's
 * own): problems by field (`closeSeconds`, `keyCap`, `typeCaps.N.type`, `typeCaps.N.cap`,
 * `playerPeriodMax`), else the body.
 */
export function checkGameForm(
  form: GameForm,
  betTypes: readonly string[],
): { problems: Record<string, GameFormProblem>; settings: GameSettings | null } {
  const problems: Record<string, GameFormProblem> = {};
  const seconds = form.closeSeconds.trim();
  if (!/^\d{1,4}$/.test(seconds) || Number(seconds) > 3600) problems.closeSeconds = 'closeSeconds';
  const keyCap = amountProblem(form.keyCap);
  if (keyCap) problems.keyCap = keyCap;
  const seen = new Set<string>();
  form.typeCaps.forEach((entry, index) => {
    if (!betTypes.includes(entry.type)) problems[`typeCaps.${index}.type`] = 'betType';
    else if (seen.has(entry.type)) problems[`typeCaps.${index}.type`] = 'duplicate';
    seen.add(entry.type);
    const cap = amountProblem(entry.cap);
    if (cap) problems[`typeCaps.${index}.cap`] = cap;
  });
  if (form.limited) {
    const limit = amountProblem(form.playerPeriodMax);
    if (limit) problems.playerPeriodMax = limit;
  }
  if (Object.keys(problems).length) return { problems, settings: null };
  return {
    problems,
    settings: {
      enabled: form.enabled,
      closeSeconds: Number(seconds),
      keyCap: form.keyCap.trim(),
      typeCaps: Object.fromEntries(form.typeCaps.map((entry) => [entry.type, entry.cap.trim()])),
      playerPeriodMax: form.limited ? form.playerPeriodMax.trim() : null,
    },
  };
}
