/**
 * Every probability the engine pays by is checked against a count over the result space, and the
 * resulting RTP against series / 2000 (exact rational arithmetic).
 */
import { describe, expect, it } from 'vitest';
import { betTypeImpl, betTypeImpls, betTypesOf } from './bets.js';
import { fraction, payPerHit } from './core.js';
import type { Fraction } from './core.js';
import { resultFromNumbers } from './draw.js';
import { LOTTERY_GAMES, lotteryGameByCode } from './games.js';
import { xienProbability } from './odds.js';
import { oddsOf, payoutTable } from './payout-table.js';
import type { LotteryGameDefinition, LotteryResult } from './types.js';

const game = (code: string): LotteryGameDefinition => lotteryGameByCode(code)!;

function product<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/**
 * Counts, over equally likely `outcomes`, how often each combination of `type` (all its single picks)
 * hits; checks the frequency equals the engine's p and that the exact expected return is series/2000.
 */
function checkEnumeration(
  g: LotteryGameDefinition,
  type: string,
  outcomes: readonly LotteryResult[],
  picks?: string[],
) {
  const impl = betTypeImpl(g, type);
  const combos = picks ? impl.combos(picks) : (impl.values() ?? []).map((v) => impl.combos([v])[0]!);
  const counts = new Map<string, number>();
  for (const result of outcomes) {
    for (const combo of combos)
      counts.set(combo.key, (counts.get(combo.key) ?? 0) + (combo.hits(result)[0] ?? 0));
  }
  for (const combo of combos) {
    const p = combo.tiers[0]!.probability;
    const observed = fraction(counts.get(combo.key) ?? 0, outcomes.length);
    expect(observed, `${g.code} ${combo.key}`).toEqual(p);
    // Exact expected return of one unit on this combination: Σ hits × series / (2000 p) / |outcomes|.
    for (const series of g.series) {
      const rtp = fraction(observed.num * BigInt(series) * p.den, observed.den * 2000n * p.num);
      expect(rtp).toEqual(fraction(series, 2000));
      // The floored pay never exceeds it and loses less than one minor unit per hit.
      const stake = 100n;
      const paid = payPerHit(combo.tiers[0]!, stake, series, Math.max(...g.series));
      const exact = fraction(stake * BigInt(series) * p.den, 2000n * p.num);
      expect(paid * exact.den <= exact.num && (paid + 1n) * exact.den > exact.num).toBe(true);
    }
  }
  return combos.length;
}

describe('probabilities by enumeration', () => {
  it('K3: every pick of every type over the 216 ordered rolls', () => {
    const g = game('K3_1');
    const faces = ['1', '2', '3', '4', '5', '6'];
    const outcomes = product([faces, faces, faces]).map((d) => resultFromNumbers(g, d));
    expect(outcomes).toHaveLength(216);
    let combos = 0;
    for (const type of betTypesOf(g)) combos += checkEnumeration(g, type.code, outcomes);
    expect(combos).toBe(16 + 4 + 6 + 1 + 6 + 15 + 6);
  });

  it('SSC: position, big/small/odd/even, sum and dragon/tiger over all 100 000 results', () => {
    const g = game('SSC1');
    const digits = Array.from({ length: 10 }, (_, i) => String(i));
    const outcomes = product([digits, digits, digits, digits, digits]).map((d) => ({
      family: 'SSC' as const,
      numbers: d,
      prizes: {},
    }));
    expect(outcomes).toHaveLength(100_000);
    for (const type of ['ssc.pos', 'ssc.bsoe', 'ssc.sum', 'ssc.dt']) checkEnumeration(g, type, outcomes);
  });

  it('SSC: front three (straight, group 3, group 6) over all 1000 front triples', () => {
    const g = game('SSC1');
    const outcomes = Array.from({ length: 1000 }, (_, i) => {
      const front = String(i).padStart(3, '0');
      const tail = String((i * 37) % 100).padStart(2, '0'); // any tail: these types read the first three
      return resultFromNumbers(g, [...front, ...tail]);
    });
    expect(checkEnumeration(g, 'ssc.front3', outcomes)).toBe(1000);
    expect(checkEnumeration(g, 'ssc.group3', outcomes)).toBe(90);
    expect(checkEnumeration(g, 'ssc.group6', outcomes)).toBe(120);
  });

  it('PK10: places over the uniform marginals (one place: 10 cars; two places: 90 ordered pairs)', () => {
    const g = game('PK10_1');
    const race = (fixed: Record<number, number>): LotteryResult => {
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !Object.values(fixed).includes(c));
      const cars = Array.from({ length: 10 }, (_, place) => fixed[place] ?? rest.shift()!);
      return resultFromNumbers(
        g,
        cars.map((c) => String(c).padStart(2, '0')),
      );
    };
    const pairs = (a: number, b: number) =>
      product([Array.from({ length: 10 }, (_, i) => i + 1), Array.from({ length: 10 }, (_, i) => i + 1)])
        .filter(([x, y]) => x !== y)
        .map(([x, y]) => race({ [a]: x!, [b]: y! }));
    checkEnumeration(g, 'pk10.top2sum', pairs(0, 1));
    for (let place = 1; place <= 10; place += 1) {
      const singles = Array.from({ length: 10 }, (_, i) => race({ [place - 1]: i + 1 }));
      const picks = (words: string[]) => words.map((w) => `${place}:${w}`);
      checkEnumeration(g, 'pk10.pos', singles, picks(Array.from({ length: 10 }, (_, i) => String(i + 1))));
      checkEnumeration(g, 'pk10.bsoe', singles, picks(['big', 'small', 'odd', 'even']));
      if (place <= 5)
        checkEnumeration(g, 'pk10.dt', pairs(place - 1, 10 - place), picks(['dragon', 'tiger']));
    }
  });

  it('X115: any-k over the 462 drawn sets, first / front two / front three over ordered draws', () => {
    const g = game('X115_1');
    const balls = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    const sets = product([balls, balls, balls, balls, balls]).filter((s) =>
      s.every((b, i) => i === 0 || b > s[i - 1]!),
    );
    expect(sets).toHaveLength(462);
    const unordered = sets.map((s) => resultFromNumbers(g, s));
    for (let k = 1; k <= 5; k += 1) {
      const impl = betTypeImpl(g, `x115.any${k}`);
      expect(checkEnumeration(g, `x115.any${k}`, unordered, balls)).toBe(impl.combos(balls).length);
    }
    const ordered = product([balls, balls, balls]).filter(([a, b, c]) => a !== b && b !== c && a !== c);
    const draws = ordered.map((front) =>
      resultFromNumbers(g, [...front, ...balls.filter((b) => !front.includes(b)).slice(0, 2)]),
    );
    expect(draws).toHaveLength(990);
    checkEnumeration(g, 'x115.pos1', draws);
    checkEnumeration(g, 'x115.front2', draws);
    checkEnumeration(g, 'x115.front3', draws);
  });
});

describe('VN probabilities', () => {
  /** P(all k given values appear among n uniform draws from m values), by dynamic programming over how many of the k are already seen. */
  function coverDp(k: number, n: number, m: number): Fraction {
    let dist = Array.from({ length: k + 1 }, (_, j) => (j === 0 ? 1n : 0n)); // weights over m^slots
    for (let slot = 0; slot < n; slot += 1) {
      const next = Array.from({ length: k + 1 }, () => 0n);
      dist.forEach((w, seen) => {
        next[seen] = next[seen]! + w * BigInt(m - (k - seen));
        if (seen < k) next[seen + 1] = next[seen + 1]! + w * BigInt(k - seen);
      });
      dist = next;
    }
    return fraction(dist[k]!, BigInt(m) ** BigInt(n));
  }

  it('xiên p (inclusion–exclusion) equals an independent dynamic programme for 27 and 18 slots', () => {
    for (const slots of [27, 18])
      for (const k of [2, 3, 4]) expect(xienProbability(k, slots)).toEqual(coverDp(k, slots, 100));
  });

  it('the dynamic programme itself matches brute force on a small model (3 slots over 10 values)', () => {
    const values = Array.from({ length: 10 }, (_, i) => i);
    const all = product([values, values, values]);
    for (const k of [1, 2, 3]) {
      const wins = all.filter((draw) =>
        Array.from({ length: k }, (_, i) => i).every((v) => draw.includes(v)),
      ).length;
      expect(coverDp(k, 3, 10)).toEqual(fraction(wins, all.length));
    }
  });

  it('single-number types pay by 1/10^digits per slot; every VN type returns series/2000', () => {
    for (const code of ['VN_NORTH', 'VN_HCM', 'VN_FAST1']) {
      const g = game(code);
      for (const series of g.series) {
        for (const row of payoutTable(g, series).rows) expect(row.rtp).toBe((series / 20).toFixed(2));
      }
      const odds = Object.fromEntries(payoutTable(g, 1950).rows.map((r) => [r.type, r.probability]));
      expect(odds).toMatchObject({
        lo2: '1/100',
        lo3: '1/1000',
        baolo4: '1/10000',
        de: '1/100',
        dau: '1/10',
        bacang: '1/1000',
      });
    }
  });
});

describe('the payout table', () => {
  it('lists one row per pick where odds differ, one per type otherwise, one per SEA prize tier', () => {
    const k3 = payoutTable(game('K3_1'), 1950);
    expect(k3.rows.filter((r) => r.type === 'k3.sum')).toHaveLength(16);
    expect(k3.rows.find((r) => r.type === 'k3.sum' && r.pick === '10')).toMatchObject({
      payout: '7.80',
      probability: '1/8',
      rtp: '97.50',
    });
    expect(k3.rows.find((r) => r.type === 'k3.triple')).toMatchObject({
      pick: null,
      payout: '210.60',
      probability: '1/216',
    });
    expect(k3.rebate).toBe('0.00');
    expect(payoutTable(game('K3_1'), 1800).rebate).toBe('7.50');
    const sea = payoutTable(game('SEA4D'), 1800).rows.filter((r) => r.type === 'big');
    expect(sea.map((r) => [r.prize, r.payout, r.probability])).toEqual([
      ['first', '2500.00', '1/10000'],
      ['second', '1000.00', '1/10000'],
      ['third', '500.00', '1/10000'],
      ['special', '180.00', '1/1000'],
      ['consolation', '60.00', '1/1000'],
    ]);
    expect(sea.every((r) => r.rtp === '64.00')).toBe(true);
    expect(payoutTable(game('SEA4D'), 1600).rows.find((r) => r.type === 'big')!.rtp).toBe('56.89');
    const rtp = Object.fromEntries(payoutTable(game('SEA4D'), 1800).rows.map((r) => [r.type, r.rtp]));
    expect(rtp).toEqual({ big: '64.00', small: '65.00', '4a': '60.00' });
    for (const row of payoutTable(game('THAI6'), 1800).rows) expect(row.rtp).toBe('90.00');
  });

  it('every probability-paid row of every game returns series / 2000', () => {
    for (const g of LOTTERY_GAMES.filter((x) => x.family !== 'SEA4D' && x.family !== 'THAI6')) {
      for (const series of g.series) {
        for (const row of payoutTable(g, series).rows)
          expect(row.rtp, `${g.code} ${row.type}`).toBe((series / 20).toFixed(2));
      }
    }
  });

  it('types flagged with equal odds do have equal odds for every pick', () => {
    for (const g of [game('SSC1'), game('K3_1'), game('PK10_1'), game('X115_1'), game('VN_NORTH')]) {
      for (const impl of betTypeImpls(g)) {
        if (impl.perPickOdds) continue;
        const values = impl.values() ?? [];
        if (values.length > 1000 || impl.samplePicks.length > 1) continue;
        const probabilities = new Set(
          values.map((v) =>
            JSON.stringify(
              impl.combos([v])[0]!.tiers.map((t) => `${t.probability.num}/${t.probability.den}`),
            ),
          ),
        );
        expect(probabilities.size, `${g.code} ${impl.definition.code}`).toBe(1);
      }
    }
  });

  it('oddsOf gives the rows of one type or pick', () => {
    const g = game('SSC1');
    expect(oddsOf(g, 'ssc.dt', 1950).map((r) => [r.pick, r.payout])).toEqual([
      ['dragon', '2.16'],
      ['tiger', '2.16'],
      ['tie', '9.75'],
    ]);
    expect(oddsOf(g, 'ssc.pos', 1900, '3:7')).toEqual([
      {
        type: 'ssc.pos',
        pick: '3:7',
        prize: null,
        payout: '9.50',
        payoutMinor: 950n,
        probability: '1/10',
        rtp: '95.00',
      },
    ]);
    expect(oddsOf(game('VN_NORTH'), 'xien2', 1950, '27-12')[0]!.pick).toBe('12-27');
    expect(() => oddsOf(g, 'ssc.pos', 1950, '9:9')).toThrow();
    expect(() => oddsOf(g, 'nope', 1950)).toThrow();
  });
});
