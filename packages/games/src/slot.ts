/**
 * A 5-reel video slot with fixed paylines: evaluation, spins and exact mathematics (pure).
 *
 * Money scheme (all integers, nothing is ever rounded):
 * - The total bet `betMinor` (minor units, bigint) must be a multiple of the line count; every payline
 *   carries the line bet `betMinor / lines`.
 * - Pays are integer multipliers of the line bet, so a line win is `lineBet × multiplier` and the round's
 *   win is the sum of its line wins: always an exact integer number of minor units.
 *
 * Line rule: a payline pays the longest run of one symbol from the leftmost reel (3, 4 or 5 reels).
 * The wild substitutes for every other symbol; a run that starts with wilds takes the first non-wild
 * symbol as its symbol. When the leading wilds on their own pay more as a wild combination than the
 * substituted run, the wild combination is paid instead (one pay per line, the higher of the two).
 *
 * The grid is `grid[reel][row]`, row 0 at the top: `grid[r][row] = reels[r][(stops[r] + row) % length]`.
 */
import { drawStops } from './fair.js';

export const SLOT_LANGUAGES = ['EN', 'CN', 'JA', 'TH', 'VI', 'UR'] as const;
export type SlotLanguage = (typeof SLOT_LANGUAGES)[number];

export interface SlotSymbol {
  readonly id: string;
  /** English display name. */
  readonly name: string;
  /** The wild substitutes for every other symbol (at most one wild per game). */
  readonly wild?: boolean;
}

/** Multipliers of the line bet for 3, 4 and 5 of a kind (non-negative integers). */
export type LinePays = readonly [three: number, four: number, five: number];

export interface SlotDefinition {
  readonly id: string;
  /** English display name. */
  readonly name: string;
  readonly names: Readonly<Record<SlotLanguage, string>>;
  /** Visible rows per reel. */
  readonly rows: number;
  /** Reel strips (symbol ids), one per reel, read cyclically. */
  readonly reels: readonly (readonly string[])[];
  readonly symbols: readonly SlotSymbol[];
  /** Every symbol (wild included) → pays for 3, 4, 5 of a kind. */
  readonly paytable: Readonly<Record<string, LinePays>>;
  /** Row index on each reel, one array per payline; payline number k is `paylines[k - 1]`. */
  readonly paylines: readonly (readonly number[])[];
  /** Equals `paylines.length`. */
  readonly lines: number;
  /** Total bet bounds in minor units; both are multiples of `lines`. */
  readonly minBetMinor: bigint;
  readonly maxBetMinor: bigint;
}

export interface LineWin {
  /** Payline number, 1-based (`definition.paylines[line - 1]`). */
  readonly line: number;
  readonly symbol: string;
  /** Length of the paying run from the leftmost reel (3–5). */
  readonly count: number;
  /** Multiplier of the line bet. */
  readonly multiplier: number;
  readonly winMinor: bigint;
}

export interface SpinResult {
  readonly stops: number[];
  /** `grid[reel][row]`, row 0 at the top. */
  readonly grid: string[][];
  /** Winning lines only, in payline order. */
  readonly lines: LineWin[];
  readonly winMinor: bigint;
}

export interface LineEvaluation {
  readonly symbol: string;
  readonly count: number;
  readonly multiplier: number;
}

// ---------------------------------------------------------------------------------------------
// Compiled form: symbols as small integers, pays as a flat table (symbol × run length 0–5).

interface CompiledSlot {
  readonly symbolIds: readonly string[];
  readonly wild: number; // -1 when the game has no wild
  readonly pays: Int32Array; // pays[s * 6 + count]; 0 for count < 3
  readonly reels: readonly Int32Array[];
  readonly paylines: readonly (readonly number[])[];
  readonly rows: number;
}

const REELS = 5;
const compiledCache = new WeakMap<SlotDefinition, CompiledSlot>();

/** Throws when a definition is inconsistent (unknown symbols, bad paylines, fractional pays, bet bounds…). */
export function validateSlotDefinition(definition: SlotDefinition): void {
  const fail = (message: string): never => {
    throw new Error(`slot ${definition.id}: ${message}`);
  };
  if (definition.reels.length !== REELS) fail(`needs ${REELS} reels`);
  if (!Number.isInteger(definition.rows) || definition.rows < 1) fail('rows must be a positive integer');
  const ids = new Set<string>();
  let wilds = 0;
  for (const symbol of definition.symbols) {
    if (ids.has(symbol.id)) fail(`duplicate symbol ${symbol.id}`);
    ids.add(symbol.id);
    if (symbol.wild) wilds += 1;
    const pays = definition.paytable[symbol.id];
    if (!pays || pays.length !== 3) fail(`symbol ${symbol.id} needs pays for 3, 4 and 5`);
    for (const pay of pays ?? []) {
      if (!Number.isSafeInteger(pay) || pay < 0) fail(`pays of ${symbol.id} must be non-negative integers`);
    }
  }
  if (wilds > 1) fail('at most one wild');
  for (const id of Object.keys(definition.paytable)) if (!ids.has(id)) fail(`paytable names unknown ${id}`);
  definition.reels.forEach((reel, index) => {
    if (reel.length < definition.rows) fail(`reel ${index} is shorter than the window`);
    for (const id of reel) if (!ids.has(id)) fail(`reel ${index} holds unknown symbol ${id}`);
  });
  if (definition.lines !== definition.paylines.length || definition.lines < 1) {
    fail('lines must equal the number of paylines');
  }
  const seen = new Set<string>();
  for (const payline of definition.paylines) {
    if (payline.length !== REELS) fail('every payline names one row per reel');
    for (const row of payline) {
      if (!Number.isInteger(row) || row < 0 || row >= definition.rows) fail('payline row out of range');
    }
    const key = payline.join(',');
    if (seen.has(key)) fail(`duplicate payline ${key}`);
    seen.add(key);
  }
  const lines = BigInt(definition.lines);
  if (definition.minBetMinor <= 0n || definition.minBetMinor > definition.maxBetMinor) fail('bad bet bounds');
  if (definition.minBetMinor % lines !== 0n || definition.maxBetMinor % lines !== 0n) {
    fail('bet bounds must be multiples of the line count');
  }
}

function compile(definition: SlotDefinition): CompiledSlot {
  const cached = compiledCache.get(definition);
  if (cached) return cached;
  validateSlotDefinition(definition);
  const symbolIds = definition.symbols.map((symbol) => symbol.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const pays = new Int32Array(symbolIds.length * 6);
  symbolIds.forEach((id, s) => {
    const [three, four, five] = definition.paytable[id]!;
    pays[s * 6 + 3] = three;
    pays[s * 6 + 4] = four;
    pays[s * 6 + 5] = five;
  });
  const wildSymbol = definition.symbols.find((symbol) => symbol.wild);
  const compiled: CompiledSlot = {
    symbolIds,
    wild: wildSymbol ? index.get(wildSymbol.id)! : -1,
    pays,
    reels: definition.reels.map((reel) => Int32Array.from(reel, (id) => index.get(id)!)),
    paylines: definition.paylines,
    rows: definition.rows,
  };
  compiledCache.set(definition, compiled);
  return compiled;
}

/**
 * The pay of a line from its run state: `symbol` is the run's symbol (-1 when every reel so far showed
 * the wild), `count` the run length, `leadingWilds` the wilds before the first other symbol.
 * Returns the multiplier; when `out` is given, also the paying symbol and count.
 */
function runPay(
  game: CompiledSlot,
  symbol: number,
  count: number,
  leadingWilds: number,
  out?: { symbol: number; count: number },
): number {
  if (symbol === -1) {
    if (out) {
      out.symbol = game.wild;
      out.count = count;
    }
    return game.pays[game.wild * 6 + count]!;
  }
  const symbolPay = game.pays[symbol * 6 + count]!;
  const wildPay = leadingWilds >= 3 ? game.pays[game.wild * 6 + leadingWilds]! : 0;
  if (wildPay > symbolPay) {
    if (out) {
      out.symbol = game.wild;
      out.count = leadingWilds;
    }
    return wildPay;
  }
  if (out) {
    out.symbol = symbol;
    out.count = count;
  }
  return symbolPay;
}

/** Multiplier of one line given its five symbol indices (compiled form). */
function lineMultiplier(
  game: CompiledSlot,
  line: ArrayLike<number>,
  out?: { symbol: number; count: number },
): number {
  const wild = game.wild;
  let symbol = -1;
  let count = 0;
  let leadingWilds = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const x = line[reel]!;
    if (symbol === -1) {
      if (x === wild) leadingWilds += 1;
      else symbol = x;
    } else if (x !== symbol && x !== wild) break;
    count += 1;
  }
  return runPay(game, symbol, count, leadingWilds, out);
}

/** Evaluates one line of five symbol ids (left to right); null when it pays nothing. */
export function evaluateLine(definition: SlotDefinition, symbols: readonly string[]): LineEvaluation | null {
  const game = compile(definition);
  if (symbols.length !== REELS) throw new RangeError(`a line has ${REELS} symbols`);
  const line = symbols.map((id) => {
    const s = game.symbolIds.indexOf(id);
    if (s < 0) throw new RangeError(`unknown symbol ${id}`);
    return s;
  });
  const out = { symbol: -1, count: 0 };
  const multiplier = lineMultiplier(game, line, out);
  if (multiplier === 0) return null;
  return { symbol: game.symbolIds[out.symbol]!, count: out.count, multiplier };
}

/** The visible window for the given stops: `grid[reel][row]`. */
export function gridAt(definition: SlotDefinition, stops: readonly number[]): string[][] {
  if (stops.length !== definition.reels.length) throw new RangeError('one stop per reel');
  return definition.reels.map((reel, r) => {
    const stop = stops[r]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= reel.length) throw new RangeError('stop out of range');
    return Array.from({ length: definition.rows }, (_, row) => reel[(stop + row) % reel.length]!);
  });
}

/** Throws a RangeError unless the total bet is allowed: within bounds and a multiple of the line count. */
export function assertValidBet(definition: SlotDefinition, betMinor: bigint): void {
  if (typeof betMinor !== 'bigint') throw new TypeError('betMinor must be a bigint');
  if (betMinor < definition.minBetMinor || betMinor > definition.maxBetMinor) {
    throw new RangeError(`bet must be between ${definition.minBetMinor} and ${definition.maxBetMinor}`);
  }
  if (betMinor % BigInt(definition.lines) !== 0n) {
    throw new RangeError(`bet must be a multiple of the ${definition.lines} lines`);
  }
}

/** Evaluates every payline for the given stops (no randomness): the outcome of a round. */
export function evaluateStops(
  definition: SlotDefinition,
  betMinor: bigint,
  stops: readonly number[],
): SpinResult {
  assertValidBet(definition, betMinor);
  const game = compile(definition);
  if (stops.length !== REELS) throw new RangeError('one stop per reel');
  const grid: string[][] = [];
  for (let r = 0; r < REELS; r++) {
    const reel = definition.reels[r]!;
    const stop = stops[r]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= reel.length) throw new RangeError('stop out of range');
    const column: string[] = [];
    for (let row = 0; row < game.rows; row++) column.push(reel[(stop + row) % reel.length]!);
    grid.push(column);
  }
  const lineBet = betMinor / BigInt(definition.lines);
  const line = new Int32Array(REELS);
  const out = { symbol: -1, count: 0 };
  const lines: LineWin[] = [];
  let winMinor = 0n;
  for (let index = 0; index < game.paylines.length; index++) {
    const payline = game.paylines[index]!;
    for (let r = 0; r < REELS; r++) {
      const reel = game.reels[r]!;
      line[r] = reel[(stops[r]! + payline[r]!) % reel.length]!;
    }
    const multiplier = lineMultiplier(game, line, out);
    if (multiplier === 0) continue;
    const win = lineBet * BigInt(multiplier);
    winMinor += win;
    lines.push({
      line: index + 1,
      symbol: game.symbolIds[out.symbol]!,
      count: out.count,
      multiplier,
      winMinor: win,
    });
  }
  return { stops: [...stops], grid, lines, winMinor };
}

/** One provably-fair round: stops from `drawStops`, then every payline evaluated. */
export function spin(
  definition: SlotDefinition,
  betMinor: bigint,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): SpinResult {
  assertValidBet(definition, betMinor);
  const stops = drawStops(
    serverSeed,
    clientSeed,
    nonce,
    definition.reels.map((reel) => reel.length),
  );
  return evaluateStops(definition, betMinor, stops);
}

// ---------------------------------------------------------------------------------------------
// Exact mathematics

/** An exact non-negative rational. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function toNumber({ numerator, denominator }: Fraction): number {
  // Scale to keep ~15 significant digits before the conversion to floating point.
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}

/**
 * Exact expected return per unit of total bet, as a fraction.
 *
 * Stops are uniform, so the symbol a payline reads on reel r is distributed as reel r's symbol
 * frequencies, whichever row it reads, and the five reels are independent. Every line therefore has the
 * same distribution and the return per unit bet, E[Σ_lines pay / lines], equals one line's expected
 * multiplier: Σ over symbol 5-tuples of Π_r count_r(symbol_r) × pay(tuple) / Π_r length_r.
 */
export function exactRtpFraction(definition: SlotDefinition): Fraction {
  const game = compile(definition);
  const nSymbols = game.symbolIds.length;
  const counts = game.reels.map((reel) => {
    const c = new Array<number>(nSymbols).fill(0);
    for (const s of reel) c[s] = c[s]! + 1;
    return c;
  });
  const present = counts.map((c) => c.flatMap((n, s) => (n > 0 ? [s] : [])));
  const line = new Int32Array(REELS);
  let numerator = 0n;
  const walk = (reel: number, weight: number): void => {
    if (reel === REELS) {
      const pay = lineMultiplier(game, line);
      if (pay > 0) numerator += BigInt(weight) * BigInt(pay);
      return;
    }
    for (const s of present[reel]!) {
      line[reel] = s;
      walk(reel + 1, weight * counts[reel]![s]!);
    }
  };
  walk(0, 1);
  const denominator = game.reels.reduce((product, reel) => product * BigInt(reel.length), 1n);
  return { numerator, denominator };
}

/** Exact expected return per unit of total bet (e.g. 0.9612 for 96.12 %). */
export function exactRtp(definition: SlotDefinition): number {
  return toNumber(exactRtpFraction(definition));
}

export interface SlotStatistics {
  /** Number of equally likely stop combinations (Π reel lengths). */
  readonly combinations: bigint;
  /** Σ over all combinations of the round's total multiplier T (in line bets). */
  readonly sumTotal: bigint;
  /** Σ over all combinations of T². */
  readonly sumTotalSquared: bigint;
  /** Combinations that win anything. */
  readonly winningCombinations: bigint;
  /** Largest T (in line bets) over all combinations. */
  readonly maxTotalMultiplier: number;
  /** E[return per unit bet] = E[T] / lines, exactly. */
  readonly rtp: Fraction;
  /** Var[return per unit bet] = Var[T] / lines², exactly. */
  readonly variance: Fraction;
}

const statisticsCache = new WeakMap<SlotDefinition, SlotStatistics>();

/**
 * Exact distribution moments of one round by enumerating every stop combination (Π reel lengths of
 * them), which captures the correlation between lines sharing reels.
 *
 * The enumeration walks the reels left to right keeping, for every payline still "open" (its run from
 * the left not yet broken), the run state. As soon as no line is open, the total pay T of the
 * combination is known whatever the remaining reels show, and the whole subtree is counted at once with
 * weight Π (lengths of the remaining reels). Only a few percent of the tree is actually visited.
 */
export function slotStatistics(definition: SlotDefinition): SlotStatistics {
  const cached = statisticsCache.get(definition);
  if (cached) return cached;
  const game = compile(definition);
  const nLines = game.paylines.length;
  const lengths = game.reels.map((reel) => reel.length);
  // suffix[d] = Π lengths[d..4] = weight of a subtree whose first d reels are fixed.
  const suffix = new Array<number>(REELS + 1).fill(1);
  for (let d = REELS - 1; d >= 0; d--) suffix[d] = suffix[d + 1]! * lengths[d]!;
  // column[d][p * nLines + l] = symbol that line l reads on reel d at stop p.
  const column = game.reels.map((reel, d) => {
    const table = new Int32Array(reel.length * nLines);
    for (let p = 0; p < reel.length; p++) {
      for (let l = 0; l < nLines; l++) {
        table[p * nLines + l] = reel[(p + game.paylines[l]![d]!) % reel.length]!;
      }
    }
    return table;
  });
  // Run state per depth (reels read so far) and line.
  const symbol = Array.from({ length: REELS + 1 }, () => new Int32Array(nLines));
  const count = Array.from({ length: REELS + 1 }, () => new Int32Array(nLines));
  const wilds = Array.from({ length: REELS + 1 }, () => new Int32Array(nLines));
  const open = Array.from({ length: REELS + 1 }, () => new Int32Array(nLines));
  const openCount = new Int32Array(REELS + 1);
  const paid = new Float64Array(REELS + 1);
  for (let l = 0; l < nLines; l++) {
    symbol[0]![l] = -1;
    open[0]![l] = l;
  }
  openCount[0] = nLines;
  const wild = game.wild;

  let sumTotal = 0;
  let sumTotalSquared = 0;
  let winning = 0;
  let maxTotal = 0;

  const visit = (d: number): void => {
    const reelColumn = column[d]!;
    const inSymbol = symbol[d]!;
    const inCount = count[d]!;
    const inWilds = wilds[d]!;
    const inOpen = open[d]!;
    const nOpen = openCount[d]!;
    const outSymbol = symbol[d + 1]!;
    const outCount = count[d + 1]!;
    const outWilds = wilds[d + 1]!;
    const outOpen = open[d + 1]!;
    const last = d === REELS - 1;
    for (let p = 0; p < lengths[d]!; p++) {
      let total = paid[d]!;
      let stillOpen = 0;
      const base = p * nLines;
      for (let i = 0; i < nOpen; i++) {
        const l = inOpen[i]!;
        const x = reelColumn[base + l]!;
        let s = inSymbol[l]!;
        let c = inCount[l]!;
        let w = inWilds[l]!;
        if (s === -1) {
          if (x === wild) w += 1;
          else s = x;
          c += 1;
        } else if (x === s || x === wild) {
          c += 1;
        } else {
          if (c >= 3) total += runPay(game, s, c, w);
          continue;
        }
        if (last) {
          total += runPay(game, s, c, w);
          continue;
        }
        outSymbol[l] = s;
        outCount[l] = c;
        outWilds[l] = w;
        outOpen[stillOpen++] = l;
      }
      if (stillOpen === 0) {
        if (total > 0) {
          const weight = suffix[d + 1]!;
          sumTotal += weight * total;
          sumTotalSquared += weight * total * total;
          winning += weight;
          if (total > maxTotal) maxTotal = total;
        }
      } else {
        openCount[d + 1] = stillOpen;
        paid[d + 1] = total;
        visit(d + 1);
      }
    }
  };
  visit(0);

  // The sums only grow and every term is an integer, so if the totals are safe integers every partial
  // sum was exact too.
  if (!Number.isSafeInteger(sumTotalSquared) || !Number.isSafeInteger(winning)) {
    throw new Error(`slot ${definition.id}: moments exceed the exact range of the enumeration`);
  }
  const n = BigInt(suffix[0]!);
  const s1 = BigInt(sumTotal);
  const s2 = BigInt(sumTotalSquared);
  const lines = BigInt(nLines);
  const statistics: SlotStatistics = {
    combinations: n,
    sumTotal: s1,
    sumTotalSquared: s2,
    winningCombinations: BigInt(winning),
    maxTotalMultiplier: maxTotal,
    rtp: { numerator: s1, denominator: n * lines },
    // Var[T / L] = (N Σ T² − (Σ T)²) / (N² L²)
    variance: { numerator: n * s2 - s1 * s1, denominator: n * n * lines * lines },
  };
  statisticsCache.set(definition, statistics);
  return statistics;
}

/** Exact variance of the return per unit of total bet for one round (by full enumeration). */
export function payVariance(definition: SlotDefinition): number {
  return toNumber(slotStatistics(definition).variance);
}

/** Probability that a round wins anything (exact, by full enumeration). */
export function hitFrequency(definition: SlotDefinition): number {
  const statistics = slotStatistics(definition);
  return toNumber({ numerator: statistics.winningCombinations, denominator: statistics.combinations });
}

// ---------------------------------------------------------------------------------------------
// Published paytable

export interface PublishedPaytable {
  readonly id: string;
  readonly name: string;
  readonly names: Readonly<Record<SlotLanguage, string>>;
  readonly reels: number;
  readonly rows: number;
  readonly lines: number;
  readonly paylines: number[][];
  readonly symbols: { id: string; name: string; wild: boolean; pays: { 3: number; 4: number; 5: number } }[];
  /** Total bet bounds in minor units, as decimal strings (JSON has no bigint). */
  readonly minBetMinor: string;
  readonly maxBetMinor: string;
  /** Exact theoretical return to player, in percent, rounded to 2 decimals. */
  readonly rtpPercent: number;
  readonly rules: string[];
}

/** The serialisable paytable shown in the game's info panel. */
export function describePaytable(definition: SlotDefinition): PublishedPaytable {
  compile(definition);
  const rtp = exactRtpFraction(definition);
  // Percent with 2 decimals, rounded half up, computed on the exact fraction.
  const basisPoints = (rtp.numerator * 20000n + rtp.denominator) / (2n * rtp.denominator);
  return {
    id: definition.id,
    name: definition.name,
    names: { ...definition.names },
    reels: definition.reels.length,
    rows: definition.rows,
    lines: definition.lines,
    paylines: definition.paylines.map((payline) => [...payline]),
    symbols: definition.symbols.map((symbol) => {
      const [three, four, five] = definition.paytable[symbol.id]!;
      return {
        id: symbol.id,
        name: symbol.name,
        wild: symbol.wild === true,
        pays: { 3: three, 4: four, 5: five },
      };
    }),
    minBetMinor: definition.minBetMinor.toString(),
    maxBetMinor: definition.maxBetMinor.toString(),
    rtpPercent: Number(basisPoints) / 100,
    rules: [
      `All ${definition.lines} lines are always played; the total bet is split equally between them.`,
      'Pays are multiples of the line bet for runs of 3, 4 or 5 identical symbols on adjacent reels from the leftmost reel.',
      ...(definition.symbols.some((symbol) => symbol.wild)
        ? ['The wild substitutes for every symbol; a line pays only its highest win.']
        : ['A line pays only its highest win.']),
      'Wins on different lines are added.',
      'Every round is provably fair: reel stops come from HMAC-SHA256(server seed, "client seed:nonce:cursor").',
    ],
  };
}
