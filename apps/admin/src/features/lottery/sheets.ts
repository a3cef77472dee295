import type { LotteryGame } from './lotteryApi';

/*
 * The official result sheets an operator copies in (maker-checker: two operators enter the same
 * sheet, then it is applied). The rows mirror the engine's layouts (packages/games lottery/sheets.ts)
 * in the order the printed sheet shows them: the north from the special prize down, the central and
 * southern stations from G8 up to the special prize.
 */

/** One prize row: its name on the wire, how many numbers and how many digits each. */
export interface SheetRow {
  name: string;
  count: number;
  digits: number;
}

const row = (name: string, count: number, digits: number): SheetRow => ({ name, count, digits });

/** XSMB: DB, G1…G7 (27 numbers). */
export const VN_NORTH_SHEET: readonly SheetRow[] = [
  row('DB', 1, 5),
  row('G1', 1, 5),
  row('G2', 2, 5),
  row('G3', 6, 5),
  row('G4', 4, 4),
  row('G5', 6, 4),
  row('G6', 3, 3),
  row('G7', 4, 2),
];

/** XSMT / XSMN: G8…G1, DB (18 numbers). */
export const VN_SOUTH_SHEET: readonly SheetRow[] = [
  row('G8', 1, 2),
  row('G7', 1, 3),
  row('G6', 3, 4),
  row('G5', 1, 4),
  row('G4', 7, 5),
  row('G3', 2, 5),
  row('G2', 1, 5),
  row('G1', 1, 5),
  row('DB', 1, 6),
];

/** 4D: first, second, third, 10 special, 10 consolation. */
export const SEA4D_SHEET: readonly SheetRow[] = [
  row('first', 1, 4),
  row('second', 1, 4),
  row('third', 1, 4),
  row('special', 10, 4),
  row('consolation', 10, 4),
];

/** Thai: first (6 digits), front 3 ×2, back 3 ×2, back 2. */
export const THAI6_SHEET: readonly SheetRow[] = [
  row('first', 1, 6),
  row('front3', 2, 3),
  row('back3', 2, 3),
  row('back2', 1, 2),
];

/** The sheet of a game whose result is entered by operators; null when it has none. */
export function sheetOf(game: Pick<LotteryGame, 'family' | 'region'>): readonly SheetRow[] | null {
  switch (game.family) {
    case 'VN':
      return game.region === 'central' || game.region === 'south' ? VN_SOUTH_SHEET : VN_NORTH_SHEET;
    case 'SEA4D':
      return SEA4D_SHEET;
    case 'THAI6':
      return THAI6_SHEET;
    default:
      return null;
  }
}

/** The form's cells: per prize row, one text per number. */
export type SheetCells = Record<string, string[]>;

export function emptyCells(sheet: readonly SheetRow[]): SheetCells {
  return Object.fromEntries(
    sheet.map((prize) => [prize.name, Array.from({ length: prize.count }, () => '')]),
  );
}

/** Why a cell cannot be sent: empty, or not exactly the row's number of digits. */
export type CellProblem = 'required' | 'digits';

export function cellProblem(value: string, digits: number): CellProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  return new RegExp(`^\\d{${digits}}$`).test(text) ? null : 'digits';
}

/**
 * Checks every cell of a sheet: the problems by `row.index`, and the prizes to send when there are
 * none (each number trimmed, the rows in the sheet's order).
 */
export function checkSheet(
  sheet: readonly SheetRow[],
  cells: SheetCells,
): { problems: Record<string, CellProblem>; prizes: Record<string, string[]> | null } {
  const problems: Record<string, CellProblem> = {};
  const prizes: Record<string, string[]> = {};
  for (const prize of sheet) {
    const values = cells[prize.name] ?? [];
    prizes[prize.name] = Array.from({ length: prize.count }, (_, index) => {
      const value = values[index] ?? '';
      const problem = cellProblem(value, prize.digits);
      if (problem) problems[`${prize.name}.${index}`] = problem;
      return value.trim();
    });
  }
  return { problems, prizes: Object.keys(problems).length ? null : prizes };
}

/**
 * Spreads numbers pasted into a row's cell over that row and the ones after it (an operator pastes a
 * line of the official sheet): whitespace, commas or dashes separate them.
 */
export function pasteInto(
  sheet: readonly SheetRow[],
  cells: SheetCells,
  at: { name: string; index: number },
  text: string,
): SheetCells | null {
  const numbers = text.split(/[\s,;–-]+/).filter(Boolean);
  if (numbers.length < 2) return null;
  const next: SheetCells = Object.fromEntries(Object.entries(cells).map(([name, list]) => [name, [...list]]));
  let rowIndex = sheet.findIndex((prize) => prize.name === at.name);
  let index = at.index;
  for (const number of numbers) {
    const prize = sheet[rowIndex];
    if (!prize) break;
    next[prize.name]![index] = number;
    index += 1;
    if (index >= prize.count) {
      rowIndex += 1;
      index = 0;
    }
  }
  return next;
}
