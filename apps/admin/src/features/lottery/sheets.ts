import type { LotteryGame } from './lotteryApi';

/*
 * The official result sheets an operator copies in (maker-checker: two operators enter the same
 * sheet, then it is applied). The layout is the engine's, as the games call answers it; shown in the
 * order the printed sheet has: the north from the special prize down, the central and southern
 * stations from G8 up to the special prize.
 */

/** One prize row: its name on the wire, how many numbers and how many digits each. */
export interface SheetRow {
  name: string;
  count: number;
  digits: number;
}

/** The central and southern sheets are printed from G8 up to the special prize. */
const PRINTED_UPWARDS = new Set(['central', 'south']);

/**
 * The sheet of a game whose result is entered by operators, in the order the printed sheet shows
 * it (the server gives the rows in rank order, DB first); null when it has none.
 */
export function sheetOf(game: Pick<LotteryGame, 'sheet' | 'region'>): readonly SheetRow[] | null {
  if (!game.sheet) return null;
  return game.region && PRINTED_UPWARDS.has(game.region) ? [...game.sheet].reverse() : game.sheet;
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
