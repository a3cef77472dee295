/*
 * CSV exports (the back office's downloads): RFC 4180 text, CRLF line ends, a UTF-8 byte-order mark
 * so spreadsheet programs read non-Latin names right, and text that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, CR first) made inert with a leading apostrophe. Numbers, and
 * amounts written as plain decimals, are left as they are.
 */

export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A phone number in E.164 form (`+` and digits) is data, not a formula. */
const PHONE = /^\+\d+$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !PHONE.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte-order mark a document starts with. */
export const CSV_BOM = '\ufeff';

/** One row, CRLF-terminated (for documents written in parts). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole document: the byte-order mark, the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [CSV_BOM, csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
}

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/**
 * A list's export: `rows` read with one more than `max` (so the caller knows more matched), the
 * first `max` written, and `truncated` when there were more.
 */
export function csvExport<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  max: number,
): { csv: string; truncated: boolean } {
  const kept = rows.slice(0, max);
  return {
    csv: csvDocument(
      columns.map((column) => column.header),
      kept.map((row) => columns.map((column) => column.value(row))),
    ),
    truncated: rows.length > max,
  };
}
