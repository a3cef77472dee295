/**
 * Vietnamese lottery bet types (VN family: traditional stations and the fast in-house VN draws).
 *
 * Picks are digit strings ("07", "123"; `dau` / `duoi` one digit). One combination per number, except:
 * - lô (`lo2`, `lo3`, `baolo4`) is paid per appearance: a number covers one combination per prize
 *   slot of the sheet with enough digits (lo2: 27 north / 18 central-south; lo3: 23 / 17; baolo4:
 *   20 / 16), each with p = 1/100 (1/1000, 1/10000), so it costs `stake × slots` and every appearance
 *   among the last digits of the prizes pays `stake × series / 2000 × 100` (× 1000, × 10000). Its
 *   exposure key (`lo2:27`) is per appearance.
 * - xiên (`xien2` … `xien4`): every k-subset of the picked numbers is one combination ("xiên quay":
 *   picking 12, 34, 56 for xiên 2 buys 12-34, 12-56 and 34-56); a combination wins once when all its
 *   numbers appear among the last two digits of the sheet. Its p is exact (`xienProbability`, over
 *   the region's 27 or 18 independent uniform slots). Keys are `xien2:12-34` (numbers ascending).
 */
import {
  allDigitStrings,
  badPicks,
  canonicalPicks,
  digitsPick,
  fraction,
  kSubsets,
  simpleCombo,
} from './core.js';
import type { BetTypeImpl, Combo } from './core.js';
import { xienProbability } from './odds.js';
import { VN_NORTH_SHEET, VN_SOUTH_SHEET, sheetOf, slotsWithDigits } from './sheets.js';
import type { BetTexts } from './texts-vn.js';
import {
  BACANG_TEXTS,
  DAU_TEXTS,
  DE_G1_TEXTS,
  DE_TEXTS,
  DUOI_TEXTS,
  loTexts,
  xienTexts,
} from './texts-vn.js';
import type { LotteryGameDefinition, LotteryResult } from './types.js';

/** The last `digits` digits of every prize number having at least that many digits. */
export function vnEndings(result: LotteryResult, digits: number): string[] {
  const endings: string[] = [];
  for (const value of result.numbers) if (value.length >= digits) endings.push(value.slice(-digits));
  return endings;
}

function prize(result: LotteryResult, name: string): string {
  return result.prizes[name]?.[0] ?? '';
}

function numbersType(
  code: string,
  texts: BetTexts,
  digits: number,
  makeCombo: (pick: string) => Combo,
): BetTypeImpl {
  const values = allDigitStrings(digits);
  return {
    definition: {
      code,
      ...texts,
      pick: { kind: 'numbers', digits, min: 1, max: values.length },
    },
    combos: (picks) => {
      const canonical = canonicalPicks(code, picks, (p) => digitsPick(p, digits));
      return canonical.map(makeCombo);
    },
    values: () => values,
    perPickOdds: false,
    samplePicks: [values[0]!],
  };
}

function loType(code: string, digits: number, slots: number): BetTypeImpl {
  const probability = fraction(1, 10 ** digits);
  const texts = loTexts(
    digits,
    slotsWithDigits(VN_NORTH_SHEET, digits),
    slotsWithDigits(VN_SOUTH_SHEET, digits),
  );
  return numbersType(code, texts, digits, (pick) => ({
    key: `${code}:${pick}`,
    weight: slots,
    tiers: [{ prize: null, probability, pay: { kind: 'probability' } }],
    hits: (result) => [vnEndings(result, digits).filter((ending) => ending === pick).length],
  }));
}

function xienType(k: number, slots: number): BetTypeImpl {
  const code = `xien${k}`;
  const probability = xienProbability(k, slots);
  const values = allDigitStrings(2);
  return {
    definition: { code, ...xienTexts(k), pick: { kind: 'numbers', digits: 2, min: k, max: 100 } },
    combos: (picks) => {
      const canonical = canonicalPicks(code, picks, (p) => digitsPick(p, 2));
      if (canonical.length < k) badPicks(`${code}: pick at least ${k} different numbers`);
      return kSubsets([...canonical].sort(), k, code).map((set) => ({
        key: `${code}:${set.join('-')}`,
        weight: 1,
        tiers: [{ prize: null, probability, pay: { kind: 'probability' } }],
        hits: (result: LotteryResult) => {
          const endings = new Set(vnEndings(result, 2));
          return [set.every((n) => endings.has(n)) ? 1 : 0];
        },
      }));
    },
    values: () => values,
    perPickOdds: false,
    samplePicks: values.slice(0, k),
  };
}

const cache = new Map<string, BetTypeImpl[]>();

/** The VN bet types of a game (slot counts follow its region's sheet). */
export function vnBetTypes(game: LotteryGameDefinition): BetTypeImpl[] {
  const sheet = sheetOf(game)!;
  const cacheKey = sheet === VN_NORTH_SHEET ? 'north' : 'south';
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const de = (
    code: string,
    texts: BetTexts,
    digits: number,
    value: (r: LotteryResult) => string,
  ): BetTypeImpl =>
    numbersType(code, texts, digits, (pick) =>
      simpleCombo(`${code}:${pick}`, fraction(1, 10 ** digits), (r) => value(r) === pick),
    );
  const types = [
    loType('lo2', 2, slotsWithDigits(sheet, 2)),
    loType('lo3', 3, slotsWithDigits(sheet, 3)),
    loType('baolo4', 4, slotsWithDigits(sheet, 4)),
    de('de', DE_TEXTS, 2, (r) => prize(r, 'DB').slice(-2)),
    de('de_g1', DE_G1_TEXTS, 2, (r) => prize(r, 'G1').slice(-2)),
    de('dau', DAU_TEXTS, 1, (r) => prize(r, 'DB').slice(-2, -1)),
    de('duoi', DUOI_TEXTS, 1, (r) => prize(r, 'DB').slice(-1)),
    de('bacang', BACANG_TEXTS, 3, (r) => prize(r, 'DB').slice(-3)),
    xienType(2, slotsWithDigits(sheet, 2)),
    xienType(3, slotsWithDigits(sheet, 2)),
    xienType(4, slotsWithDigits(sheet, 2)),
  ];
  cache.set(cacheKey, types);
  return types;
}
