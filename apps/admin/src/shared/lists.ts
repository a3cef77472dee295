/*
 * List pages' pure helpers: the URL's filter values read defensively, and the rows waiting for an
 * operator put first.
 */

/** Rows waiting for an operator first, the server's order kept otherwise (a stable sort). */
export function waitingFirst<T>(rows: readonly T[], waiting: (row: T) => boolean): T[] {
  return rows
    .map((row, index) => ({ row, index, rank: waiting(row) ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.row);
}

/** A page number from the URL (1 when missing or not a positive whole number). */
export function pageOf(text: string | undefined): number {
  return text && /^\d{1,5}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** An id from the URL, undefined when not one. */
export function idOf(text: string | undefined): number | undefined {
  return text && /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647
    ? Number(text)
    : undefined;
}

/** A value of a URL filter when it is one of `allowed`, else undefined (ignored). */
export function oneOf<T extends string>(allowed: readonly T[], text: string | undefined): T | undefined {
  return (allowed as readonly string[]).includes(text ?? '') ? (text as T) : undefined;
}
