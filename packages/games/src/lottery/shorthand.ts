/**
 * Parser of Vietnamese shorthand bets as typed in chat ("mb 23 45 lo 10n", "2dmn 12.34 dd 5n").
 *
 * Grammar (case and diacritics ignored: "lô", "đề", "đá" = "lo", "de", "da"):
 * - A text holds bets on several lines and / or `;`-separated parts. Each part is
 *   `stations numbers type amount [type amount …] [numbers type amount …]`. Stations stay in force for
 *   the following numbers, parts and lines until new stations are written.
 * - Stations: `mb` (north); a station's abbreviation (`tp`/`hcm`, `dt`, `cm`, `dn` Đồng Nai, `dng`
 *   Đà Nẵng, `hue` …, see VN_STATIONS); several in a row or dotted (`tp dt`, `vl.tv`); `2dmn` / `3dmn`
 *   / `4dmn` and `2dmt` / `3dmt` = the first 2 / 3 / 4 stations of the region drawing that weekday
 *   (main station first), `dmn` / `dmt` = all of them. A station not drawing that weekday is an error.
 * - Numbers: separated by spaces, `.`, `,` or `-` ("12.34"); ranges `10den19` / `10keo19` / `10toi19`.
 * - Types: `lo` / `bao` / `b` (lô; lo2, lo3 or baolo4 by the numbers' length), `de`, `dg1` (đề giải
 *   nhất, `de_g1`), `dau`, `duoi` / `dui`, `dd` (đầu + đuôi: two bets), `xc` / `x` / `3c` / `3 càng` /
 *   `bacang`, `xien` / `da` / `dv` (xiên k = how many numbers, 2–4) or `xien2` … `xien4` (every k-subset
 *   of the numbers: xiên quay). `dau` / `duoi` take single digits; `dd` takes single digits (the same
 *   digit on both) or two-digit numbers, split into their đầu (tens) and đuôi (units) digit: "12 dd"
 *   bets đầu 1 and đuôi 2 (digits repeated across the numbers are bet once: "12 15 dd" = đầu 1, đuôi 2
 *   and 5). A bet on several stations is the same bet on each (xiên / đá included: the cross-station
 *   "đá 2 đài" is not offered).
 * - Amount, right after the type: thousands of the member's currency, `10n` / `10k` / `10ng` / plain
 *   `10` = 10 thousand, decimals allowed (`2.5n`), `1tr` = 1 million (1000 thousand). Returned as
 *   `amountThousands`; the caller converts it.
 * - Glued forms are split: "23lo10n", "12dd10", "123xc10".
 *
 * A line or `;`-part with an error produces no bets (its first error is reported with the token and
 * its 1-based column in the line); the other parts are still parsed. A part naming only stations
 * sets them for the lines below ("tp dt" then "12 lo 10n"); stations left with no bet after them are
 * a 'missing.numbers' error, and after a station error the following parts have no stations.
 */
import {
  MULTI_STATION,
  PLAIN_AMOUNT,
  ParseError,
  STATION_ALIASES,
  normalizeLine,
  tokenize,
} from './shorthand-lexer.js';
import type { ShorthandErrorCode, Token } from './shorthand-lexer.js';
import { vnStationWeekdays, vnStationsOn } from './stations.js';

/** One parsed bet: the same type, numbers and amount on one or several stations (games). */
export interface ParsedVnBet {
  /** 1-based line of the text. */
  line: number;
  /** The source part (line or `;`-part) the bet comes from. */
  text: string;
  /** Game codes, main station first. */
  games: string[];
  /** A VN bet type code (lo2, lo3, baolo4, de, de_g1, dau, duoi, bacang, xien2, xien3, xien4). */
  type: string;
  picks: string[];
  /** Stake per number (per combination) in thousands of the member's currency. */
  amountThousands: number;
}

export type { ShorthandErrorCode } from './shorthand-lexer.js';

export interface ShorthandError {
  line: number;
  /** 1-based column of the token in its line. */
  column: number;
  token: string;
  code: ShorthandErrorCode;
}

function resolveStations(token: Token & { kind: 'station' }, isoWeekday: number): string[] {
  const multi = MULTI_STATION.exec(token.norm);
  if (multi) {
    const all = vnStationsOn(multi[2] === 'mn' ? 'south' : 'central', isoWeekday);
    const count = multi[1] ? Number(multi[1]) : all.length;
    if (count > all.length) throw new ParseError('station.not.today', token);
    return all.slice(0, count);
  }
  return token.norm.split('.').map((alias) => {
    const code = STATION_ALIASES.get(alias)!;
    const everyDay = code === 'VN_NORTH' || code === 'VN_FAST1' || code === 'VN_FAST5';
    if (!everyDay && !vnStationWeekdays(code).includes(isoWeekday)) {
      throw new ParseError('station.not.today', token);
    }
    return code;
  });
}

interface NumberRef {
  value: string;
  token: Token;
}

function parseAmount(token: Token, text: string): number {
  const value = Number(text.replace(/(ngan|nghin|ng|tr|n|k)$/, '').replace(',', '.'));
  const decimals = /[.,](\d+)/.exec(text)?.[1]?.length ?? 0;
  const amount = text.endsWith('tr') ? value * 1000 : value;
  if (!Number.isFinite(amount) || amount <= 0 || decimals > 3 || amount > 1_000_000) {
    throw new ParseError('bad.amount', token);
  }
  return amount;
}

function sameLength(numbers: readonly NumberRef[], allowed: readonly number[]): number {
  const length = numbers[0]!.value.length;
  for (const n of numbers) {
    if (n.value.length !== length || !allowed.includes(length))
      throw new ParseError('number.length', n.token);
  }
  return length;
}

/** The bets (type + picks) of one type word applied to numbers. */
function betsOf(
  type: Token & { kind: 'type' },
  numbers: readonly NumberRef[],
): { type: string; picks: string[] }[] {
  const picks = numbers.map((n) => n.value);
  switch (type.word) {
    case 'lo':
      return [{ type: ['', '', 'lo2', 'lo3', 'baolo4'][sameLength(numbers, [2, 3, 4])]!, picks }];
    case 'lo2':
    case 'de':
    case 'de_g1':
      sameLength(numbers, [2]);
      return [{ type: type.word, picks }];
    case 'lo3':
    case 'bacang':
    case 'cang':
      sameLength(numbers, [3]);
      return [{ type: type.word === 'lo3' ? 'lo3' : 'bacang', picks }];
    case 'baolo4':
      sameLength(numbers, [4]);
      return [{ type: 'baolo4', picks }];
    case 'dau':
    case 'duoi':
      sameLength(numbers, [1]);
      return [{ type: type.word, picks }];
    case 'dd': {
      const length = sameLength(numbers, [1, 2]);
      const unique = (values: string[]): string[] => [...new Set(values)];
      return [
        { type: 'dau', picks: unique(picks.map((p) => p[0]!)) },
        { type: 'duoi', picks: unique(picks.map((p) => p[length - 1]!)) },
      ];
    }
    case 'xien': {
      sameLength(numbers, [2]);
      const k = type.k ?? numbers.length;
      if (numbers.length < 2 || k > numbers.length || k > 4) throw new ParseError('xien.count', type);
      return [{ type: `xien${k}`, picks }];
    }
  }
}

function expandRange(token: Token & { kind: 'range' }): string[] {
  const { from, to } = token;
  if (from.length !== to.length || Number(from) > Number(to) || from.length > 4) {
    throw new ParseError('bad.number', token);
  }
  const values: string[] = [];
  for (let n = Number(from); n <= Number(to); n += 1) values.push(String(n).padStart(from.length, '0'));
  return values;
}

interface PartState {
  stations: string[] | null;
}

/** Parses one part; returns its station token when the part only names stations (for later lines). */
function parsePart(
  tokens: Token[],
  state: PartState,
  isoWeekday: number,
  emit: (games: string[], type: string, picks: string[], amount: number) => void,
): Token | null {
  let numbers: NumberRef[] = [];
  let pending: (Token & { kind: 'type' }) | null = null;
  let afterAmount = false;
  let previous: Token | null = null;
  let stationToken: Token | null = null;
  let emitted = false;
  const addNumbers = (token: Token, values: string[]): void => {
    if (!state.stations) throw new ParseError('unknown.station', token);
    if (afterAmount) [numbers, afterAmount] = [[], false];
    for (const value of values) {
      if (numbers.some((n) => n.value === value)) throw new ParseError('bad.number', token);
      numbers.push({ value, token });
    }
  };
  const settle = (token: Token, amountText: string): void => {
    const amount = parseAmount(token, amountText);
    for (const bet of betsOf(pending!, numbers)) emit(state.stations!, bet.type, bet.picks, amount);
    [pending, afterAmount, emitted] = [null, true, true];
  };
  for (const token of tokens) {
    switch (token.kind) {
      case 'station': {
        if (pending) throw new ParseError('missing.amount', token);
        if (numbers.length > 0 && !afterAmount) throw new ParseError('unknown.type', token);
        let codes: string[];
        try {
          codes = resolveStations(token, isoWeekday);
        } catch (error) {
          state.stations = null; // the following lines must not fall back on older stations
          throw error;
        }
        state.stations =
          previous?.kind === 'station' && state.stations
            ? [...new Set([...state.stations, ...codes])]
            : codes;
        [numbers, afterAmount] = [[], false];
        stationToken ??= token;
        break;
      }
      case 'numbers':
      case 'range':
        if (pending) {
          if (token.kind === 'numbers' && PLAIN_AMOUNT.test(token.text)) {
            settle(token, token.text);
          } else throw new ParseError('missing.amount', token);
        } else addNumbers(token, token.kind === 'range' ? expandRange(token) : token.values);
        break;
      case 'type': {
        if (pending) throw new ParseError('missing.amount', token);
        if (token.word === 'cang' && previous?.kind === 'numbers' && previous.text === '3' && !afterAmount) {
          numbers = numbers.filter((n) => n.token !== previous);
        }
        if (numbers.length === 0) throw new ParseError('missing.numbers', token);
        pending = token;
        break;
      }
      case 'amount':
        if (!pending) throw new ParseError(numbers.length > 0 ? 'unknown.type' : 'missing.numbers', token);
        settle(token, token.value);
        break;
      case 'unknown': {
        // "2a", "-5n", "10q": a malformed number or amount; "abc": a word where none fits.
        const numeric = /^[^a-z]/.test(token.norm);
        if (pending) throw new ParseError(numeric ? 'bad.amount' : 'missing.amount', token);
        if (numeric) throw new ParseError('bad.number', token);
        const atStart = !state.stations || (previous === null && numbers.length === 0);
        throw new ParseError(atStart ? 'unknown.station' : 'unknown.type', token);
      }
    }
    previous = token;
  }
  if (pending) throw new ParseError('missing.amount', pending);
  if (numbers.length > 0 && !afterAmount)
    throw new ParseError('unknown.type', numbers[numbers.length - 1]!.token);
  return !emitted && stationToken ? stationToken : null;
}

/**
 * Parses shorthand bets for a draw weekday (`isoWeekday`: 1 = Monday … 7 = Sunday, deciding `2dmn`,
 * `dmt` and which stations draw). Returns the bets of the parts that parsed and one error per part
 * that did not.
 */
export function parseVnShorthand(
  text: string,
  options: { isoWeekday: number },
): { bets: ParsedVnBet[]; errors: ShorthandError[] } {
  const { isoWeekday } = options;
  vnStationsOn('south', isoWeekday);
  const bets: ParsedVnBet[] = [];
  const errors: ShorthandError[] = [];
  const state: PartState = { stations: null };
  let sawToken = false;
  let dangling: ShorthandError | null = null;
  String(text ?? '')
    .split(/\r\n|\r|\n/)
    .forEach((line, lineIndex) => {
      const { norm, columns } = normalizeLine(line);
      let offset = 0;
      for (const partNorm of norm.split(';')) {
        const partOffset = offset;
        offset += partNorm.length + 1;
        const tokens = tokenize(line, partNorm, partOffset, columns);
        if (tokens.length === 0) continue;
        sawToken = true;
        const source = line
          .slice(columns[partOffset] ?? 0, (columns[partOffset + partNorm.length - 1] ?? line.length - 1) + 1)
          .trim();
        const partBets: ParsedVnBet[] = [];
        try {
          const stationOnly = parsePart(tokens, state, isoWeekday, (games, type, picks, amount) => {
            partBets.push({
              line: lineIndex + 1,
              text: source,
              games: [...games],
              type,
              picks,
              amountThousands: amount,
            });
          });
          bets.push(...partBets);
          dangling = stationOnly
            ? {
                line: lineIndex + 1,
                column: stationOnly.col,
                token: stationOnly.text,
                code: 'missing.numbers',
              }
            : null;
        } catch (error) {
          if (!(error instanceof ParseError)) throw error;
          errors.push({
            line: lineIndex + 1,
            column: error.token.col,
            token: error.token.text,
            code: error.code,
          });
          dangling = null;
        }
      }
    });
  if (dangling) errors.push(dangling);
  if (!sawToken) errors.push({ line: 1, column: 1, token: '', code: 'empty' });
  return { bets, errors };
}
