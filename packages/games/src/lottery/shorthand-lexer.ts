/**
 * The lexer of the Vietnamese shorthand parser: diacritic folding with column tracking, type words,
 * station aliases and the token classes (stations, numbers, ranges, amounts, types).
 */
import { VN_STATIONS } from './stations.js';

export type TypeWord =
  'lo' | 'lo2' | 'lo3' | 'baolo4' | 'de' | 'de_g1' | 'dau' | 'duoi' | 'dd' | 'bacang' | 'xien' | 'cang';

export const TYPE_WORDS = new Map<string, { type: TypeWord; k?: number }>();
const addTypes = (type: TypeWord, words: string[], k?: number): void => {
  for (const word of words) TYPE_WORDS.set(word, k === undefined ? { type } : { type, k });
};
addTypes('lo', ['lo', 'bao', 'b', 'baolo', 'blo']);
addTypes('lo2', ['lo2']);
addTypes('lo3', ['lo3']);
addTypes('baolo4', ['baolo4', 'lo4']);
addTypes('de', ['de', 'db', 'dedb']);
addTypes('de_g1', ['de_g1', 'deg1', 'dg1', 'g1']);
addTypes('dau', ['dau']);
addTypes('duoi', ['duoi', 'dui']);
addTypes('dd', ['dd', 'dauduoi', 'daudui']);
addTypes('bacang', ['xc', 'x', '3c', '3cang', 'bacang', 'xiuchu', 'bc']);
addTypes('cang', ['cang']);
addTypes('xien', ['xien', 'xi', 'da', 'dv', 'xq', 'xienquay']);
for (const k of [2, 3, 4]) addTypes('xien', [`xien${k}`, `xi${k}`, `xq${k}`], k);

export const STATION_ALIASES = new Map<string, string>([
  ['mb', 'VN_NORTH'],
  ['hn', 'VN_NORTH'],
  ['mienbac', 'VN_NORTH'],
  // The in-house fast Vietnamese games (every 1 and 5 minutes, northern sheet).
  ['nhanh1', 'VN_FAST1'],
  ['xs1p', 'VN_FAST1'],
  ['nhanh5', 'VN_FAST5'],
  ['xs5p', 'VN_FAST5'],
  ...VN_STATIONS.flatMap((s) => s.aliases.map((alias): [string, string] => [alias, s.code])),
]);

/** Why a part of the shorthand could not be read. */
export type ShorthandErrorCode =
  | 'unknown.station'
  | 'station.not.today'
  | 'unknown.type'
  | 'bad.number'
  | 'missing.numbers'
  | 'missing.amount'
  | 'bad.amount'
  | 'number.length'
  | 'xien.count'
  | 'empty';

export type Token =
  | { kind: 'station'; text: string; col: number; norm: string }
  | { kind: 'numbers'; text: string; col: number; values: string[] }
  | { kind: 'range'; text: string; col: number; from: string; to: string }
  | { kind: 'amount'; text: string; col: number; value: string }
  | { kind: 'type'; text: string; col: number; word: TypeWord; k?: number }
  | { kind: 'unknown'; text: string; col: number; norm: string };

export class ParseError extends Error {
  constructor(
    readonly code: ShorthandErrorCode,
    readonly token: { text: string; col: number },
  ) {
    super(code);
  }
}

export const MULTI_STATION = /^([2-4])?d(mn|mt)$/;
const NUMBERS = /^\d+(?:[.,-]\d+)*$/;
const RANGE = /^(\d+)(?:den|keo|toi|->)(\d+)$/;
const AMOUNT = /^(\d+(?:[.,]\d+)?)(n|k|ng|ngan|nghin|tr)$/;
export const PLAIN_AMOUNT = /^\d+(?:[.,]\d+)?$/;

function isStation(norm: string): boolean {
  return (
    STATION_ALIASES.has(norm) ||
    MULTI_STATION.test(norm) ||
    (norm.includes('.') && norm.split('.').every((p) => STATION_ALIASES.has(p)))
  );
}

function classify(text: string, norm: string, col: number): Token | null {
  if (isStation(norm)) return { kind: 'station', text, col, norm };
  const type = TYPE_WORDS.get(norm);
  if (type) return { kind: 'type', text, col, word: type.type, ...(type.k ? { k: type.k } : {}) };
  const range = RANGE.exec(norm);
  if (range) return { kind: 'range', text, col, from: range[1]!, to: range[2]! };
  if (NUMBERS.test(norm)) return { kind: 'numbers', text, col, values: norm.split(/[.,-]/) };
  if (AMOUNT.test(norm)) return { kind: 'amount', text, col, value: norm };
  return null;
}

/** Tokens of a part; a glued token ("23lo10n") is split into numbers, words and amounts. */
export function tokenize(original: string, norm: string, offset: number, columns: number[]): Token[] {
  const tokens: Token[] = [];
  for (const match of norm.matchAll(/[^\s]+/g)) {
    const raw = match[0].replace(/^[.,:]+|[.,:]+$/g, '');
    if (!raw) continue;
    const start = match.index + match[0].indexOf(raw);
    const at = (i: number, length: number): { text: string; col: number } => ({
      text: original.slice(columns[offset + i]!, columns[offset + i + length - 1]! + 1),
      col: columns[offset + i]! + 1,
    });
    const whole = at(start, raw.length);
    const token = classify(whole.text, raw, whole.col);
    if (token) {
      tokens.push(token);
      continue;
    }
    const parts = [
      ...raw.matchAll(/\d+(?:[.,]\d+)*(?:ngan|nghin|ng|tr|n|k)(?![a-z])|\d+(?:[.,]\d+)*|[a-z_]+|[^a-z\d_]+/g),
    ];
    // Only glued bets are split: a token starting with digits ("23lo10n") or with a station ("mb23").
    const pieces = parts.map((part) => {
      const piece = at(start + part.index, part[0].length);
      return classify(piece.text, part[0], piece.col);
    });
    const splittable = /^\d/.test(raw) || pieces[0]?.kind === 'station';
    if (parts.length < 2 || !splittable || pieces.some((piece) => piece === null)) {
      tokens.push({ kind: 'unknown', ...whole, norm: raw });
      continue;
    }
    tokens.push(...(pieces as Token[]));
  }
  return tokens;
}

export function normalizeLine(line: string): { norm: string; columns: number[] } {
  let norm = '';
  const columns: number[] = [];
  [...line].reduce((index, ch) => {
    const mapped =
      ch.toLowerCase() === 'đ'
        ? 'd'
        : ch
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '');
    for (const c of mapped) {
      norm += c;
      columns.push(index);
    }
    return index + ch.length;
  }, 0);
  return { norm, columns };
}
