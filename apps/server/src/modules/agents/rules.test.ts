import { CONTRACT_KINDS, CONTRACT_MAX_RATE, type ContractKind, type ContractTierInput } from '@wps/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KWD, PHP, refusalOf, refusedField, VND } from '../../kernel/test-support.js';
import { AppError } from '../../platform/errors.js';
import {
  amountOf,
  billKey,
  bpToRate,
  checksumOf,
  computeBills,
  FULL_BP,
  meets,
  NO_FIGURES,
  PAY_TYPE,
  paymentOrder,
  pickTier,
  rateToBp,
  requireWithinLimit,
  thresholdsOf,
  tierFromJson,
  tierToJson,
  tiersFromInput,
  tierView,
  topRateOf,
  type EngineBill,
  type EngineContract,
  type StoredTier,
  type TeamFigures,
} from './rules.js';

const RUNS = { numRuns: 200 };

/** A stored tier with no condition but those given. */
const tier = (rateBp: number, patch: Partial<StoredTier> = {}): StoredTier => ({
  rateBp,
  minValidBet: null,
  minProfitLoss: null,
  minActiveMembers: null,
  minSingleBet: null,
  minLossRateBp: null,
  maxWinRateBp: null,
  ...patch,
});

/** Team figures with nothing but those given. */
const figures = (patch: Partial<TeamFigures> = {}): TeamFigures => ({ ...NO_FIGURES, ...patch });

/** A tier input with only a rate and the conditions given. */
const input = (rate: string, patch: Partial<ContractTierInput> = {}): ContractTierInput => ({
  rate,
  ...patch,
});

/** The field errors `run` refused with, as `field → code`; fails unless it was `validation.failed`. */
function fieldCodes(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe('validation.failed');
    const fields = (error.value as { fields: Record<string, { code: string }> }).fields;
    return Object.fromEntries(Object.entries(fields).map(([field, { code }]) => [field, code]));
  }
  throw new Error('expected a refusal');
}

const contract = (
  patch: Partial<EngineContract> & Pick<EngineContract, 'id' | 'agentId'>,
): EngineContract => {
  const tiers = patch.tiers ?? [tier(100)];
  return {
    payerId: null,
    topRateBp: topRateOf(tiers),
    carryOver: 'none',
    carryIn: 0n,
    ...patch,
    tiers,
  };
};

// ---------------------------------------------------------------------------------------------
// Rates

describe('rateToBp and bpToRate', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(rateToBp('1.25')).toBe(125);
    expect(rateToBp('0.5')).toBe(50);
    expect(rateToBp('0.05')).toBe(5);
    expect(rateToBp('30')).toBe(3000);
    expect(rateToBp('90.00')).toBe(9000);
    expect(rateToBp(' 2.1 ')).toBe(210);
    expect(rateToBp('0')).toBe(0);
    expect(rateToBp('100')).toBe(FULL_BP);
  });

  it('writes basis points as a percentage with exactly two decimals', () => {
    expect(bpToRate(125)).toBe('1.25');
    expect(bpToRate(5)).toBe('0.05');
    expect(bpToRate(50)).toBe('0.50');
    expect(bpToRate(0)).toBe('0.00');
    expect(bpToRate(9000)).toBe('90.00');
    expect(bpToRate(FULL_BP)).toBe('100.00');
  });

  it('round-trips every rate from 0 to 99.99 %', () => {
    for (let bp = 0; bp < FULL_BP; bp += 1) {
      expect(rateToBp(bpToRate(bp))).toBe(bp);
      expect(bpToRate(rateToBp(bpToRate(bp)))).toBe(bpToRate(bp));
    }
  });

  it('reads any whole part with no, one or two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(rateToBp(String(whole))).toBe(whole * 100);
        expect(rateToBp(`${whole}.${String(cents).padStart(2, '0')}`)).toBe(whole * 100 + cents);
        expect(rateToBp(`${whole}.${cents % 10}`)).toBe(whole * 100 + (cents % 10) * 10);
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Tiers

describe('tierToJson and tierFromJson', () => {
  it('keeps bigints as decimal strings and nulls as nulls', () => {
    const stored = tier(125, { minValidBet: 100_050n, minActiveMembers: 3, minLossRateBp: 250 });
    const json = tierToJson(stored);
    expect(json).toEqual({
      rateBp: 125,
      minValidBet: '100050',
      minProfitLoss: null,
      minActiveMembers: 3,
      minSingleBet: null,
      minLossRateBp: 250,
      maxWinRateBp: null,
    });
    expect(tierFromJson(JSON.parse(JSON.stringify(json)))).toEqual(stored);
  });

  it('round-trips any tier through JSON text', () => {
    const big = fc.option(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), { nil: null });
    const int = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    const anyTier = fc.record({
      rateBp: fc.integer({ min: 0, max: FULL_BP }),
      minValidBet: big,
      minProfitLoss: big,
      minActiveMembers: int,
      minSingleBet: big,
      minLossRateBp: int,
      maxWinRateBp: int,
    });
    fc.assert(
      fc.property(anyTier, (stored) => {
        expect(tierFromJson(JSON.parse(JSON.stringify(tierToJson(stored))))).toEqual(stored);
      }),
      RUNS,
    );
  });
});

describe('tiersFromInput', () => {
  it('converts rates to basis points and thresholds to minor units, lowest rate first', () => {
    const tiers = tiersFromInput(
      'daily',
      [
        input('1.5', { minValidBet: '1000.50', minActiveMembers: 5 }),
        input('0.5', { minValidBet: '100' }),
        input('1', { minProfitLoss: '20.05', minValidBet: null }),
      ],
      PHP,
    );
    expect(tiers).toEqual([
      tier(50, { minValidBet: 10_000n }),
      tier(100, { minProfitLoss: 2_005n }),
      tier(150, { minValidBet: 100_050n, minActiveMembers: 5 }),
    ]);
  });

  it('follows the currency decimals: 0, 2 and 3', () => {
    expect(tiersFromInput('daily', [input('1', { minValidBet: '1000' })], VND)[0]!.minValidBet).toBe(1000n);
    expect(tiersFromInput('daily', [input('1', { minValidBet: '1000' })], PHP)[0]!.minValidBet).toBe(
      100_000n,
    );
    expect(tiersFromInput('daily', [input('1', { minValidBet: '1.234' })], KWD)[0]!.minValidBet).toBe(1_234n);
    expect(tiersFromInput('daily', [input('1', { minValidBet: '1.2' })], KWD)[0]!.minValidBet).toBe(1_200n);
    expect(tiersFromInput('dividend', [input('10', { minProfitLoss: '0.5' })], PHP)[0]!.minProfitLoss).toBe(
      50n,
    );
  });

  it('refuses a threshold with more decimals than the currency', () => {
    expect(refusedField(() => tiersFromInput('daily', [input('1', { minValidBet: '1000.5' })], VND))).toBe(
      'tiers.0.minValidBet:field.invalid_format',
    );
    expect(refusedField(() => tiersFromInput('daily', [input('1', { minValidBet: '1.005' })], PHP))).toBe(
      'tiers.0.minValidBet:field.invalid_format',
    );
    expect(
      refusedField(() => tiersFromInput('dividend', [input('1', { minProfitLoss: '1.0005' })], KWD)),
    ).toBe('tiers.0.minProfitLoss:field.invalid_format');
    expect(refusedField(() => tiersFromInput('realtime', [input('1', { minSingleBet: '0.001' })], PHP))).toBe(
      'tiers.0.minSingleBet:field.invalid_format',
    );
  });

  it('refuses a rate of zero', () => {
    expect(refusedField(() => tiersFromInput('daily', [input('0')], PHP))).toBe(
      'tiers.0.rate:field.too_small',
    );
    expect(refusedField(() => tiersFromInput('dividend', [input('0.00')], PHP))).toBe(
      'tiers.0.rate:field.too_small',
    );
  });

  it('refuses a rate above the ceiling of the kind, and takes one at the ceiling', () => {
    for (const kind of CONTRACT_KINDS) {
      const max = CONTRACT_MAX_RATE[kind] * 100;
      expect(tiersFromInput(kind, [input(bpToRate(max))], PHP)[0]!.rateBp).toBe(max);
      expect(refusedField(() => tiersFromInput(kind, [input(bpToRate(max + 1))], PHP))).toBe(
        'tiers.0.rate:field.too_big',
      );
    }
    expect(refusedField(() => tiersFromInput('daily', [input('5.01')], PHP))).toBe(
      'tiers.0.rate:field.too_big',
    );
    expect(tiersFromInput('dividend', [input('90')], PHP)[0]!.rateBp).toBe(9000);
    expect(refusedField(() => tiersFromInput('dividend', [input('90.01')], PHP))).toBe(
      'tiers.0.rate:field.too_big',
    );
  });

  it('takes the real-time conditions on real-time salary tiers', () => {
    const [only] = tiersFromInput(
      'realtime',
      [input('0.8', { minSingleBet: '10', minLossRate: '2.5', maxWinRate: '95' })],
      PHP,
    );
    expect(only).toEqual(tier(80, { minSingleBet: 1_000n, minLossRateBp: 250, maxWinRateBp: 9_500 }));
    expect(tiersFromInput('realtime', [input('1', { minSingleBet: '10' })], VND)[0]!.minSingleBet).toBe(10n);
    expect(tiersFromInput('realtime', [input('1', { minSingleBet: '0.25' })], KWD)[0]!.minSingleBet).toBe(
      250n,
    );
    expect(tiersFromInput('realtime', [input('1', { maxWinRate: '100' })], PHP)[0]!.maxWinRateBp).toBe(
      FULL_BP,
    );
  });

  it('refuses a win rate above 100 %', () => {
    expect(refusedField(() => tiersFromInput('realtime', [input('1', { maxWinRate: '100.01' })], PHP))).toBe(
      'tiers.0.maxWinRate:field.too_big',
    );
  });

  it('refuses the real-time conditions on every other kind, and takes them there as null', () => {
    for (const kind of ['daily', 'hourly', 'dividend'] as const) {
      expect(
        fieldCodes(() =>
          tiersFromInput(kind, [input('1', { minSingleBet: '10', minLossRate: '2', maxWinRate: '50' })], PHP),
        ),
      ).toEqual({
        'tiers.0.minSingleBet': 'field.not_allowed',
        'tiers.0.minLossRate': 'field.not_allowed',
        'tiers.0.maxWinRate': 'field.not_allowed',
      });
      expect(
        tiersFromInput(kind, [input('1', { minSingleBet: null, minLossRate: null, maxWinRate: null })], PHP),
      ).toEqual([tier(100)]);
    }
  });

  it('names every refused field by its index in the input, not in the sorted result', () => {
    expect(
      fieldCodes(() =>
        tiersFromInput(
          'daily',
          [input('3'), input('0'), input('1', { minValidBet: '1.5' }), input('6', { minSingleBet: '1' })],
          VND,
        ),
      ),
    ).toEqual({
      'tiers.1.rate': 'field.too_small',
      'tiers.2.minValidBet': 'field.invalid_format',
      'tiers.3.rate': 'field.too_big',
      'tiers.3.minSingleBet': 'field.not_allowed',
    });
  });

  it('sorts any accepted offer by rate, keeping every tier', () => {
    const kind = fc.constantFrom(...CONTRACT_KINDS);
    fc.assert(
      fc.property(
        kind,
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 10 }),
        (k, rates) => {
          const tiers = tiersFromInput(
            k,
            rates.map((bp) => input(bpToRate(bp))),
            PHP,
          );
          expect(tiers.map((t) => t.rateBp)).toEqual([...rates].sort((a, b) => a - b));
          expect(topRateOf(tiers)).toBe(Math.max(...rates));
        },
      ),
      RUNS,
    );
  });
});

describe('topRateOf and requireWithinLimit', () => {
  it('finds the top rate, 0 of no tiers', () => {
    expect(topRateOf([])).toBe(0);
    expect(topRateOf([tier(150), tier(90), tier(300), tier(120)])).toBe(300);
  });

  it('lets an offer up to the limit through and refuses one above it with the limit as a rate', () => {
    const tiers = [tier(100), tier(150)];
    expect(() => requireWithinLimit(tiers, 150)).not.toThrow();
    expect(() => requireWithinLimit(tiers, 500)).not.toThrow();
    expect(refusalOf(() => requireWithinLimit(tiers, 149))).toEqual({
      code: 'contract.rate.above.upline',
      value: { limit: '1.49' },
    });
    expect(refusalOf(() => requireWithinLimit([tier(1)], 0))).toEqual({
      code: 'contract.rate.above.upline',
      value: { limit: '0.00' },
    });
  });

  it('refuses exactly when some tier is above the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 9_000 }),
        (rates, limit) => {
          const refused =
            refusalOf(() =>
              requireWithinLimit(
                rates.map((bp) => tier(bp)),
                limit,
              ),
            ) !== null;
          expect(refused).toBe(rates.some((bp) => bp > limit));
        },
      ),
      RUNS,
    );
  });
});

describe('tierView', () => {
  const stored = tier(125, {
    minValidBet: 100_050n,
    minProfitLoss: -5n,
    minActiveMembers: 4,
    minSingleBet: 1_000n,
    minLossRateBp: 250,
    maxWinRateBp: FULL_BP,
  });

  it('shows rates with two decimals and amounts in the currency decimals (0, 2, 3)', () => {
    expect(tierView(stored, PHP)).toEqual({
      rate: '1.25',
      minValidBet: '1000.50',
      minProfitLoss: '-0.05',
      minActiveMembers: 4,
      minSingleBet: '10.00',
      minLossRate: '2.50',
      maxWinRate: '100.00',
    });
    expect(tierView(stored, VND)).toMatchObject({
      minValidBet: '100050',
      minProfitLoss: '-5',
      minSingleBet: '1000',
    });
    expect(tierView(stored, KWD)).toMatchObject({
      minValidBet: '100.050',
      minProfitLoss: '-0.005',
      minSingleBet: '1.000',
    });
  });

  it('keeps conditions not set as null', () => {
    expect(tierView(tier(5), PHP)).toEqual({
      rate: '0.05',
      minValidBet: null,
      minProfitLoss: null,
      minActiveMembers: null,
      minSingleBet: null,
      minLossRate: null,
      maxWinRate: null,
    });
  });

  it('reads back what tiersFromInput took, in every currency', () => {
    for (const c of [VND, PHP, KWD]) {
      const amount = c.decimals === 0 ? '1250' : `12.${'5'.padEnd(c.decimals, '0')}`;
      const [only] = tiersFromInput(
        'realtime',
        [input('1.5', { minValidBet: amount, minSingleBet: amount })],
        c,
      );
      const view = tierView(only!, c);
      expect(view.rate).toBe('1.50');
      expect(view.minValidBet).toBe(amount);
      expect(view.minSingleBet).toBe(amount);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Figures and bills

describe('meets', () => {
  it('is met by anything when the tier sets no condition', () => {
    expect(meets(tier(100), NO_FIGURES)).toBe(true);
    expect(meets(tier(100), figures({ validBet: 5n, wins: 50n }))).toBe(true);
  });

  it('asks for at least the valid bets', () => {
    const t = tier(100, { minValidBet: 1_000n });
    expect(meets(t, figures({ validBet: 999n }))).toBe(false);
    expect(meets(t, figures({ validBet: 1_000n }))).toBe(true);
  });

  it('asks for at least the loss (bets − wins), which a winning team never has', () => {
    const t = tier(100, { minProfitLoss: 600n });
    expect(meets(t, figures({ validBet: 1_000n, wins: 400n }))).toBe(true);
    expect(meets(t, figures({ validBet: 1_000n, wins: 401n }))).toBe(false);
    const zero = tier(100, { minProfitLoss: 0n });
    expect(meets(zero, figures({ validBet: 1_000n, wins: 1_000n }))).toBe(true);
    expect(meets(zero, figures({ validBet: 1_000n, wins: 1_001n }))).toBe(false);
  });

  it('asks for at least the active members', () => {
    const t = tier(100, { minActiveMembers: 3 });
    expect(meets(t, figures({ activeMembers: 2 }))).toBe(false);
    expect(meets(t, figures({ activeMembers: 3 }))).toBe(true);
    expect(meets(tier(100, { minActiveMembers: 0 }), NO_FIGURES)).toBe(true);
  });

  it('asks for at least the loss rate, read in whole basis points rounded down', () => {
    // 1 lost of 3 bet: 3333.33… bp.
    const third = figures({ validBet: 3n, wins: 2n });
    expect(meets(tier(100, { minLossRateBp: 3_333 }), third)).toBe(true);
    expect(meets(tier(100, { minLossRateBp: 3_334 }), third)).toBe(false);
    expect(meets(tier(100, { minLossRateBp: 1 }), NO_FIGURES)).toBe(false);
    expect(meets(tier(100, { minLossRateBp: 500 }), figures({ validBet: 1_000n, wins: 1_500n }))).toBe(false);
  });

  it('refuses a minimum loss rate of 0 % to a team that won, however little', () => {
    // The team won 1 over 20 000 bet: its loss rate is −0.005 %, below 0 %. Read "rounded down"
    // that is −1 bp; the share is truncated towards zero instead (−0.5 bp → 0) and the tier is met.
    const slightWin = figures({ validBet: 20_000n, wins: 20_001n, activeMembers: 1, rows: 1 });
    expect(meets(tier(100, { minLossRateBp: 0 }), slightWin)).toBe(false);
  });

  it('asks for at most the win rate, and never of a team without bets', () => {
    const t = tier(100, { maxWinRateBp: 9_500 });
    expect(meets(t, figures({ validBet: 10_000n, wins: 9_500n }))).toBe(true);
    expect(meets(t, figures({ validBet: 10_000n, wins: 9_501n }))).toBe(false);
    expect(meets(t, figures({ validBet: 10_000n, wins: 0n }))).toBe(true);
    expect(meets(tier(100, { maxWinRateBp: FULL_BP }), NO_FIGURES)).toBe(false);
    expect(meets(tier(100, { maxWinRateBp: FULL_BP }), figures({ validBet: 1n, wins: 1n }))).toBe(true);
    // Shares are compared exactly: 1 won of 3 is 3333.33… bp, above 3333 and below 3334.
    expect(meets(tier(100, { maxWinRateBp: 3_333 }), figures({ validBet: 3n, wins: 1n }))).toBe(false);
    expect(meets(tier(100, { maxWinRateBp: 3_334 }), figures({ validBet: 3n, wins: 1n }))).toBe(true);
  });

  it('asks for every condition set at once', () => {
    const t = tier(100, { minValidBet: 1_000n, minProfitLoss: 100n, minActiveMembers: 2 });
    const good = figures({ validBet: 1_000n, wins: 900n, activeMembers: 2 });
    expect(meets(t, good)).toBe(true);
    expect(meets(t, { ...good, validBet: 999n, wins: 899n })).toBe(false);
    expect(meets(t, { ...good, wins: 901n })).toBe(false);
    expect(meets(t, { ...good, activeMembers: 1 })).toBe(false);
  });

  it('agrees with the conditions computed exactly', () => {
    const condition = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          minValidBet: condition(fc.bigInt({ min: 0n, max: 10_000n })),
          minProfitLoss: condition(fc.bigInt({ min: -10_000n, max: 10_000n })),
          minActiveMembers: condition(fc.integer({ min: 0, max: 10 })),
          minLossRateBp: condition(fc.integer({ min: 1, max: FULL_BP })),
          maxWinRateBp: condition(fc.integer({ min: 0, max: FULL_BP })),
        }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 20_000n }),
        fc.integer({ min: 0, max: 10 }),
        (conditions, validBet, wins, activeMembers) => {
          const t = tier(100, conditions);
          const loss = validBet - wins;
          const bp = BigInt(FULL_BP);
          const expected =
            (t.minValidBet === null || validBet >= t.minValidBet) &&
            (t.minProfitLoss === null || loss >= t.minProfitLoss) &&
            (t.minActiveMembers === null || activeMembers >= t.minActiveMembers) &&
            // A minimum above 0: floor(loss / validBet in bp) ≥ min ⇔ loss × 10 000 ≥ min × validBet.
            (t.minLossRateBp === null ||
              (validBet > 0n && loss * bp >= BigInt(t.minLossRateBp) * validBet)) &&
            // floor(wins / validBet in bp) ≤ max ⇔ wins × 10 000 < (max + 1) × validBet.
            (t.maxWinRateBp === null || (validBet > 0n && wins * bp < BigInt(t.maxWinRateBp + 1) * validBet));
          expect(meets(t, figures({ validBet, wins, activeMembers }))).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});

describe('thresholdsOf', () => {
  it('lists each single-bet minimum once, 0 for tiers without one', () => {
    expect(thresholdsOf([])).toEqual([]);
    expect(thresholdsOf([tier(1), tier(2)])).toEqual([0n]);
    expect(
      thresholdsOf([
        tier(1),
        tier(2, { minSingleBet: 100n }),
        tier(3),
        tier(4, { minSingleBet: 100n }),
        tier(5, { minSingleBet: 500n }),
      ]),
    ).toEqual([0n, 100n, 500n]);
  });
});

describe('pickTier', () => {
  const at = (byThreshold: Record<string, TeamFigures>) => {
    const read: bigint[] = [];
    const figuresAt = (threshold: bigint) => {
      read.push(threshold);
      return byThreshold[threshold.toString()] ?? NO_FIGURES;
    };
    return { read, figuresAt };
  };

  it('picks the met tier with the highest rate, as its index', () => {
    const tiers = [
      tier(100, { minValidBet: 1_000n }),
      tier(200, { minValidBet: 5_000n }),
      tier(300, { minValidBet: 10_000n }),
    ];
    const { figuresAt } = at({ '0': figures({ validBet: 7_000n }) });
    expect(pickTier(tiers, figuresAt)).toEqual({
      index: 1,
      tier: tiers[1],
      figures: figures({ validBet: 7_000n }),
    });
    expect(pickTier(tiers, () => figures({ validBet: 10_000n }))?.index).toBe(2);
    expect(pickTier(tiers, () => figures({ validBet: 999n }))).toBeNull();
    expect(pickTier([], () => NO_FIGURES)).toBeNull();
  });

  it('picks by rate, not by place, and the first of equal rates', () => {
    const tiers = [tier(300, { minActiveMembers: 5 }), tier(100), tier(200), tier(200)];
    expect(pickTier(tiers, () => figures({ activeMembers: 1 }))?.index).toBe(2);
    expect(pickTier(tiers, () => figures({ activeMembers: 5 }))?.index).toBe(0);
  });

  it("reads each tier's figures at its single-bet minimum", () => {
    const tiers = [tier(50, { minValidBet: 100n }), tier(80, { minSingleBet: 1_000n, minValidBet: 5_000n })];
    const all = figures({ validBet: 9_000n });
    const big = figures({ validBet: 5_000n });
    const { read, figuresAt } = at({ '0': all, '1000': big });
    expect(pickTier(tiers, figuresAt)).toEqual({ index: 1, tier: tiers[1], figures: big });
    expect(read).toEqual([0n, 1_000n]);
    const bigTooSmall = at({ '0': all, '1000': figures({ validBet: 4_999n }) });
    expect(pickTier(tiers, bigTooSmall.figuresAt)).toEqual({ index: 0, tier: tiers[0], figures: all });
  });

  it('picks a tier only if it is met and no met tier pays more', () => {
    const anyTier = fc.record({
      rateBp: fc.integer({ min: 1, max: 500 }),
      minValidBet: fc.option(fc.bigInt({ min: 0n, max: 1_000n }), { nil: null }),
      minSingleBet: fc.option(fc.constantFrom(10n, 100n), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(anyTier, { maxLength: 8 }), fc.bigInt({ min: 0n, max: 1_000n }), (drawn, bet) => {
        const tiers = drawn.map(({ rateBp, ...patch }) => tier(rateBp, patch));
        // Fewer stakes count the higher the threshold.
        const figuresAt = (threshold: bigint) => figures({ validBet: bet / (threshold + 1n) });
        const picked = pickTier(tiers, figuresAt);
        const met = tiers.filter((t) => meets(t, figuresAt(t.minSingleBet ?? 0n)));
        if (picked === null) expect(met).toEqual([]);
        else {
          expect(tiers[picked.index]).toBe(picked.tier);
          expect(meets(picked.tier, picked.figures)).toBe(true);
          expect(picked.figures).toEqual(figuresAt(picked.tier.minSingleBet ?? 0n));
          expect(picked.tier.rateBp).toBe(Math.max(...met.map((t) => t.rateBp)));
          expect(picked.index).toBe(
            tiers.findIndex((t) => met.includes(t) && t.rateBp === picked.tier.rateBp),
          );
        }
      }),
      RUNS,
    );
  });
});

describe('amountOf', () => {
  it('is base × rate rounded down to the minor unit', () => {
    expect(amountOf(1_000_000n, 125)).toBe(12_500n);
    expect(amountOf(12_345n, 333)).toBe(411n);
    expect(amountOf(999n, 1)).toBe(0n);
    expect(amountOf(10_000n, 1)).toBe(1n);
    expect(amountOf(7n, FULL_BP)).toBe(7n);
    expect(amountOf(10n ** 30n + 1n, 9_000)).toBe(9n * 10n ** 29n);
  });

  it('pays nothing of a base not above zero, or at a rate of zero', () => {
    expect(amountOf(0n, 500)).toBe(0n);
    expect(amountOf(-1_000n, 500)).toBe(0n);
    expect(amountOf(1_000n, 0)).toBe(0n);
  });

  it('is floor(base × rate / 10 000) for any base above zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.integer({ min: 0, max: FULL_BP }),
        (base, bp) => {
          const amount = amountOf(base, bp);
          if (base <= 0n) expect(amount).toBe(0n);
          else {
            expect(amount * 10_000n).toBeLessThanOrEqual(base * BigInt(bp));
            expect((amount + 1n) * 10_000n).toBeGreaterThan(base * BigInt(bp));
          }
        },
      ),
      RUNS,
    );
  });
});

describe('computeBills', () => {
  const salaryTiers = [tier(100, { minValidBet: 1_000n }), tier(200, { minValidBet: 5_000n })];
  const teams: Record<number, TeamFigures> = {
    10: figures({ rows: 9, validBet: 20_000n, wins: 15_000n, activeMembers: 6 }),
    11: figures({ rows: 4, validBet: 8_000n, wins: 9_000n, activeMembers: 3 }),
    12: figures({ rows: 1, validBet: 500n, wins: 100n, activeMembers: 1 }),
  };
  const figuresOf = (agentId: number) => teams[agentId] ?? NO_FIGURES;

  it('pays each contract its tier, capped at the payer’s top rate', () => {
    const contracts = [
      contract({ id: 1, agentId: 10, tiers: salaryTiers }),
      contract({ id: 2, agentId: 11, payerId: 10, tiers: [tier(150), tier(300, { minValidBet: 5_000n })] }),
      contract({ id: 3, agentId: 12, payerId: 11, tiers: [tier(50)] }),
    ];
    const bills = computeBills('daily', contracts, figuresOf);
    expect(bills).toEqual([
      {
        contractId: 1,
        agentId: 10,
        payerId: null,
        figures: teams[10],
        tier: 1,
        rateBp: 200,
        carryIn: 0n,
        carryOut: 0n,
        amount: 400n,
        state: 'due',
      },
      {
        contractId: 2,
        agentId: 11,
        payerId: 10,
        figures: teams[11],
        tier: 1,
        rateBp: 200, // the tier pays 3 %, the payer's top is 2 %
        carryIn: 0n,
        carryOut: 0n,
        amount: 160n,
        state: 'due',
      },
      {
        contractId: 3,
        agentId: 12,
        payerId: 11,
        figures: teams[12],
        tier: 0,
        rateBp: 50,
        carryIn: 0n,
        carryOut: 0n,
        amount: 2n,
        state: 'due',
      },
    ]);
  });

  it('finds the payer anywhere in the list', () => {
    const contracts = [
      contract({ id: 2, agentId: 11, payerId: 10, tiers: [tier(300)] }),
      contract({ id: 1, agentId: 10, tiers: [tier(120)] }),
    ];
    expect(computeBills('hourly', contracts, figuresOf).map((bill) => bill.rateBp)).toEqual([120, 120]);
  });

  it('pays nothing when the payer holds no contract of the kind', () => {
    const [bill] = computeBills(
      'daily',
      [contract({ id: 7, agentId: 11, payerId: 99, tiers: [tier(100)] })],
      figuresOf,
    );
    expect(bill).toMatchObject({ tier: 0, rateBp: 0, amount: 0n, state: 'target_not_reached' });
  });

  it('caps a platform-paid contract at its own top rate, which is its best tier', () => {
    const [bill] = computeBills(
      'daily',
      [contract({ id: 1, agentId: 10, tiers: salaryTiers, topRateBp: 150 })],
      figuresOf,
    );
    expect(bill).toMatchObject({ tier: 1, rateBp: 150, amount: 300n });
  });

  it('pays nothing when no tier is met, with the figures of every stake', () => {
    const [bill] = computeBills('daily', [contract({ id: 3, agentId: 12, tiers: salaryTiers })], figuresOf);
    expect(bill).toMatchObject({
      tier: null,
      rateBp: 0,
      amount: 0n,
      state: 'target_not_reached',
      figures: teams[12],
    });
  });

  it('calls a bill whose amount rounds down to nothing target not reached', () => {
    const [bill] = computeBills('daily', [contract({ id: 3, agentId: 12, tiers: [tier(1)] })], figuresOf);
    expect(bill).toMatchObject({ tier: 0, rateBp: 1, amount: 0n, state: 'target_not_reached' });
  });

  it('pays real-time salary on the bets at the tier’s single-bet minimum', () => {
    const byThreshold: Record<string, TeamFigures> = {
      '0': figures({ validBet: 50_000n, wins: 10_000n, activeMembers: 9 }),
      '1000': figures({ validBet: 30_000n, wins: 20_000n, activeMembers: 2 }),
    };
    const tiers = [tier(100), tier(200, { minSingleBet: 1_000n, maxWinRateBp: 7_000 })];
    const [bill] = computeBills('realtime', [contract({ id: 5, agentId: 10, tiers })], (_, threshold) => {
      return byThreshold[threshold.toString()] ?? NO_FIGURES;
    });
    expect(bill).toMatchObject({ tier: 1, rateBp: 200, figures: byThreshold['1000'], amount: 600n });
    const [lower] = computeBills(
      'realtime',
      [
        contract({
          id: 5,
          agentId: 10,
          tiers: [tier(100), tier(200, { minSingleBet: 1_000n, maxWinRateBp: 6_000 })],
        }),
      ],
      (_, threshold) => byThreshold[threshold.toString()] ?? NO_FIGURES,
    );
    expect(lower).toMatchObject({ tier: 0, rateBp: 100, figures: byThreshold['0'], amount: 500n });
  });

  describe('dividends', () => {
    const dividend = (patch: Partial<EngineContract> = {}) =>
      contract({ id: 9, agentId: 10, tiers: [tier(3_000, { minProfitLoss: 0n })], ...patch });

    it('pay on the loss, less what was carried in', () => {
      // Team 10 lost 5 000; 30 % of it.
      expect(computeBills('dividend', [dividend()], figuresOf)[0]).toMatchObject({
        amount: 1_500n,
        carryIn: 0n,
        carryOut: 0n,
        state: 'due',
      });
      expect(
        computeBills('dividend', [dividend({ carryIn: -2_000n, carryOver: 'accumulate' })], figuresOf)[0],
      ).toMatchObject({ amount: 900n, carryIn: -2_000n, carryOut: 0n, state: 'due' });
    });

    it('carry a base not above zero out when they accumulate, and drop it when not', () => {
      const accumulate = computeBills(
        'dividend',
        [dividend({ carryIn: -7_000n, carryOver: 'accumulate' })],
        figuresOf,
      );
      expect(accumulate[0]).toMatchObject({
        tier: 0,
        amount: 0n,
        carryOut: -2_000n,
        state: 'target_not_reached',
      });
      const none = computeBills('dividend', [dividend({ carryIn: -7_000n, carryOver: 'none' })], figuresOf);
      expect(none[0]).toMatchObject({ amount: 0n, carryOut: 0n, state: 'target_not_reached' });
      const even = computeBills(
        'dividend',
        [dividend({ carryIn: -5_000n, carryOver: 'accumulate' })],
        figuresOf,
      );
      expect(even[0]).toMatchObject({ amount: 0n, carryOut: 0n, state: 'target_not_reached' });
    });

    it('carry a winning team’s loss out even when no tier is met', () => {
      // Team 11 won 1 000 more than it bet: no tier asks for a loss it does not have.
      const [bill] = computeBills(
        'dividend',
        [dividend({ agentId: 11, carryIn: -500n, carryOver: 'accumulate' })],
        figuresOf,
      );
      expect(bill).toMatchObject({ tier: null, amount: 0n, carryOut: -1_500n, state: 'target_not_reached' });
    });

    it('never carry anything on salaries', () => {
      const [bill] = computeBills(
        'daily',
        [dividend({ carryIn: -500n, carryOver: 'accumulate' })],
        figuresOf,
      );
      expect(bill).toMatchObject({ tier: 0, carryIn: -500n, carryOut: 0n, amount: 6_000n });
    });
  });
});

describe('paymentOrder', () => {
  it('pays uplines before downlines, then by contract id, without touching the list', () => {
    const depth: Record<number, number> = { 1: 0, 2: 1, 3: 2, 4: 1 };
    const bills = [
      { agentId: 3, contractId: 30 },
      { agentId: 4, contractId: 41 },
      { agentId: 2, contractId: 20 },
      { agentId: 1, contractId: 10 },
      { agentId: 4, contractId: 40 },
    ];
    const copy = [...bills];
    expect(paymentOrder(bills, (agent) => depth[agent]!).map((bill) => bill.contractId)).toEqual([
      10, 20, 40, 41, 30,
    ]);
    expect(bills).toEqual(copy);
  });
});

describe('keys and labels', () => {
  it('posts each kind as its ledger type', () => {
    expect(PAY_TYPE).toEqual({
      daily: 'wages',
      hourly: 'hourly_wages',
      realtime: 'realtime_wages',
      dividend: 'share_bonus',
    });
  });

  it('keys a bill by contract and period start', () => {
    expect(billKey(12, new Date('2026-11-22T16:00:00Z'))).toBe('contract:12:1795363200000');
    expect(billKey(12, new Date(0))).toBe('contract:12:0');
  });

  it('sums a run up as count, stakes and wins', () => {
    expect(checksumOf(3, 12_345n, -5n)).toBe('n=3;bet=12345;win=-5');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties of the engine over random teams

interface Member {
  id: number;
  parentId: number | null;
  agent: boolean;
  validBet: bigint;
  wins: bigint;
}

/** A row of the team closure as the SQL keeps it (team_links): depth 0 for the member itself. */
interface Link {
  ancestorId: number;
  memberId: number;
  depth: number;
}

interface Team {
  members: Member[];
  byId: Map<number, Member>;
  links: Link[];
  depthOf: (id: number) => number;
  figuresOf: (agentId: number, threshold: bigint) => TeamFigures;
}

const memberSeed = fc.record({
  // null: a root (member 0 always is one).
  parentPick: fc.option(fc.nat(), { freq: 8, nil: null }),
  agent: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  validBet: fc.oneof(
    { weight: 1, arbitrary: fc.constant(0n) },
    { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 9n }) },
  ),
  // Wins as a share of the bets: mostly a loss for the team, sometimes a win.
  winsBp: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: FULL_BP }) },
    { weight: 1, arbitrary: fc.integer({ min: FULL_BP + 1, max: 3 * FULL_BP }) },
  ),
});

type MemberSeed = typeof memberSeed extends fc.Arbitrary<infer S> ? S : never;

const memberIdOf = (index: number) => 100 + index;

/** The team's figures, rolled up through the closure: each member counts for itself and every ancestor. */
function teamOf(seeds: MemberSeed[]): Team {
  const members = seeds.map((seed, index): Member => ({
    id: memberIdOf(index),
    parentId: index === 0 || seed.parentPick === null ? null : memberIdOf(seed.parentPick % index),
    agent: seed.agent,
    validBet: seed.validBet,
    wins: (seed.validBet * BigInt(seed.winsBp)) / BigInt(FULL_BP),
  }));
  const byId = new Map(members.map((member) => [member.id, member]));
  const links: Link[] = [];
  for (const member of members) {
    let depth = 0;
    for (
      let at: Member | undefined = member;
      at;
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      links.push({ ancestorId: at.id, memberId: member.id, depth });
      depth += 1;
    }
  }
  const teamMembers = new Map<number, Member[]>();
  for (const link of links) {
    const list = teamMembers.get(link.ancestorId) ?? [];
    list.push(byId.get(link.memberId)!);
    teamMembers.set(link.ancestorId, list);
  }
  // A member's depth in the tree: its deepest closure row.
  const depths = new Map<number, number>();
  for (const link of links) depths.set(link.memberId, Math.max(depths.get(link.memberId) ?? 0, link.depth));
  const figuresOf = (agentId: number, threshold: bigint): TeamFigures => {
    const counted = (teamMembers.get(agentId) ?? []).filter((member) => member.validBet >= threshold);
    const active = counted.filter((member) => member.validBet > 0n).length;
    return {
      rows: active,
      validBet: counted.reduce((sum, member) => sum + member.validBet, 0n),
      wins: counted.reduce((sum, member) => sum + member.wins, 0n),
      activeMembers: active,
      lateValidBet: 0n,
      lateWins: 0n,
    };
  };
  return { members, byId, links, depthOf: (id) => depths.get(id) ?? 0, figuresOf };
}

const teamArb = fc.array(memberSeed, { minLength: 20, maxLength: 60 }).map((seeds) => teamOf(seeds));

const option = <T>(arb: fc.Arbitrary<T>, freq = 2) => fc.option(arb, { freq, nil: null });

const tierSeed = fc.record({
  rateSeed: fc.nat(),
  minValidBet: option(fc.bigInt({ min: 0n, max: 3n * 10n ** 9n })),
  minProfitLoss: option(fc.bigInt({ min: -(10n ** 8n), max: 10n ** 9n })),
  minActiveMembers: option(fc.integer({ min: 0, max: 40 })),
  minSingleBet: option(fc.bigInt({ min: 0n, max: 10n ** 9n })),
  minLossRateBp: option(fc.integer({ min: 0, max: FULL_BP })),
  maxWinRateBp: option(fc.integer({ min: 0, max: FULL_BP })),
});

const contractSeed = fc.record({
  has: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  // Most offers respect the payer's top rate, as offerContract makes them; some do not.
  respect: fc.oneof(
    { weight: 4, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  tiers: fc.array(tierSeed, { minLength: 1, maxLength: 4 }),
  carryOver: fc.constantFrom('none' as const, 'accumulate' as const),
  carryIn: fc.oneof(
    { weight: 1, arbitrary: fc.constant(0n) },
    { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 9n), max: 0n }) },
  ),
  order: fc.nat(),
});
type ContractSeed = typeof contractSeed extends fc.Arbitrary<infer S> ? S : never;

/**
 * The contracts of a kind: each agent at most one; a root agent's paid by the platform, one below by
 * its direct upline only when that upline holds one. Listed in a random order.
 */
function contractsOf(kind: ContractKind, team: Team, seeds: ContractSeed[]): EngineContract[] {
  const ceiling = CONTRACT_MAX_RATE[kind] * 100;
  const byAgent = new Map<number, EngineContract>();
  const order = new Map<number, number>();
  team.members.forEach((member, index) => {
    const seed = seeds[index % seeds.length]!;
    if (!member.agent || !seed.has) return;
    const payer = member.parentId === null ? null : byAgent.get(member.parentId);
    if (payer === undefined) return;
    const limit = payer !== null && seed.respect ? payer.topRateBp : ceiling;
    const realtime = kind === 'realtime';
    const tiers = seed.tiers
      .map((t): StoredTier => ({
        rateBp: 1 + (t.rateSeed % limit),
        minValidBet: t.minValidBet,
        minProfitLoss: t.minProfitLoss,
        minActiveMembers: t.minActiveMembers,
        minSingleBet: realtime ? t.minSingleBet : null,
        minLossRateBp: realtime ? t.minLossRateBp : null,
        maxWinRateBp: realtime ? t.maxWinRateBp : null,
      }))
      .sort((a, b) => a.rateBp - b.rateBp);
    const id = 5_000 + index * 3;
    byAgent.set(member.id, {
      id,
      agentId: member.id,
      payerId: payer === null ? null : payer.agentId,
      tiers,
      topRateBp: topRateOf(tiers),
      carryOver: seed.carryOver,
      carryIn: kind === 'dividend' ? seed.carryIn : 0n,
    });
    order.set(id, seed.order);
  });
  return [...byAgent.values()].sort((a, b) => order.get(a.id)! - order.get(b.id)! || a.id - b.id);
}

const kindArb = fc.constantFrom(...CONTRACT_KINDS);
const engineArb = fc
  .tuple(kindArb, teamArb, fc.array(contractSeed, { minLength: 1, maxLength: 60 }))
  .map(([kind, team, seeds]) => {
    const contracts = contractsOf(kind, team, seeds);
    return { kind, team, contracts, bills: computeBills(kind, contracts, team.figuresOf) };
  });

const baseOf = (kind: ContractKind, bill: EngineBill) =>
  kind === 'dividend' ? bill.figures.validBet - bill.figures.wins + bill.carryIn : bill.figures.validBet;

describe('the engine over random teams', () => {
  it('builds teams as specified: a forest, contracts paid by the platform or a direct upline holding one', () => {
    fc.assert(
      fc.property(engineArb, ({ team, contracts }) => {
        expect(team.members.length).toBeGreaterThanOrEqual(20);
        const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
        expect(byAgent.size).toBe(contracts.length);
        for (const c of contracts) {
          const member = team.byId.get(c.agentId)!;
          expect(member.agent).toBe(true);
          if (member.parentId === null) expect(c.payerId).toBeNull();
          else {
            expect(c.payerId).toBe(member.parentId);
            expect(byAgent.has(member.parentId)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('(a) never pays a downline above its upline’s top rate, nor above the tier’s rate', () => {
    let capped = 0;
    fc.assert(
      fc.property(engineArb, ({ contracts, bills }) => {
        const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
        const byId = new Map(contracts.map((c) => [c.id, c]));
        for (const bill of bills) {
          const own = byId.get(bill.contractId)!;
          if (bill.tier === null) {
            expect(bill.rateBp).toBe(0);
            continue;
          }
          const tierRate = own.tiers[bill.tier]!.rateBp;
          expect(bill.rateBp).toBeLessThanOrEqual(tierRate);
          const payerTop = bill.payerId === null ? own.topRateBp : byAgent.get(bill.payerId)!.topRateBp;
          expect(bill.rateBp).toBeLessThanOrEqual(payerTop);
          // The cap takes only what is above the payer's rate.
          expect(bill.rateBp).toBe(Math.min(tierRate, payerTop));
          if (bill.rateBp < tierRate) capped += 1;
        }
      }),
      RUNS,
    );
    expect(capped).toBeGreaterThan(0);
  });

  it('(a) picks the best tier met, on the figures of its threshold', () => {
    fc.assert(
      fc.property(engineArb, ({ team, contracts, bills }) => {
        const byId = new Map(contracts.map((c) => [c.id, c]));
        for (const bill of bills) {
          const { tiers, agentId } = byId.get(bill.contractId)!;
          const met = tiers.filter((t) => meets(t, team.figuresOf(agentId, t.minSingleBet ?? 0n)));
          if (bill.tier === null) {
            expect(met).toEqual([]);
            expect(bill.figures).toEqual(team.figuresOf(agentId, 0n));
          } else {
            const picked = tiers[bill.tier]!;
            expect(met).toContain(picked);
            expect(picked.rateBp).toBe(Math.max(...met.map((t) => t.rateBp)));
            expect(bill.figures).toEqual(team.figuresOf(agentId, picked.minSingleBet ?? 0n));
          }
        }
      }),
      RUNS,
    );
  });

  it('(b) makes exactly one bill per contract, for its agent and payer', () => {
    fc.assert(
      fc.property(engineArb, ({ contracts, bills }) => {
        expect(bills).toHaveLength(contracts.length);
        expect(new Set(bills.map((bill) => bill.contractId)).size).toBe(bills.length);
        expect(new Set(bills.map((bill) => bill.agentId)).size).toBe(bills.length);
        const start = new Date('2026-11-22T16:00:00Z');
        expect(new Set(bills.map((bill) => billKey(bill.contractId, start))).size).toBe(bills.length);
        expect(bills.map((bill) => [bill.contractId, bill.agentId, bill.payerId])).toEqual(
          contracts.map((c) => [c.id, c.agentId, c.payerId]),
        );
      }),
      RUNS,
    );
  });

  it('(c) pays amountOf(base, rate) on every due bill, never a negative amount, nothing otherwise', () => {
    const seen = { due: 0, notReached: 0 };
    fc.assert(
      fc.property(engineArb, ({ kind, bills }) => {
        let due = 0n;
        let recomputed = 0n;
        for (const bill of bills) {
          expect(bill.amount).toBeGreaterThanOrEqual(0n);
          expect(bill.state).toBe(bill.amount > 0n ? 'due' : 'target_not_reached');
          if (bill.state === 'target_not_reached') {
            expect(bill.amount).toBe(0n);
            seen.notReached += 1;
          } else {
            seen.due += 1;
            due += bill.amount;
            const base = baseOf(kind, bill);
            // floor(base × rate / 10 000), computed apart from amountOf.
            recomputed +=
              base > 0n
                ? (base * BigInt(bill.rateBp) - ((base * BigInt(bill.rateBp)) % 10_000n)) / 10_000n
                : 0n;
          }
        }
        expect(due).toBe(recomputed);
      }),
      RUNS,
    );
    expect(seen.due).toBeGreaterThan(0);
    expect(seen.notReached).toBeGreaterThan(0);
  });

  it('(d) rolls every member up exactly once into each root, like the closure rows of the SQL', () => {
    fc.assert(
      fc.property(teamArb, fc.bigInt({ min: 0n, max: 10n ** 9n }), (team, threshold) => {
        // One depth-0 row per member, and one row per ancestor.
        const self = team.links.filter((link) => link.depth === 0);
        expect(self.map((link) => link.memberId)).toEqual(team.members.map((member) => member.id));
        expect(self.every((link) => link.ancestorId === link.memberId)).toBe(true);
        const roots = team.members.filter((member) => member.parentId === null);
        for (const t of [0n, threshold]) {
          const counted = team.members.filter((member) => member.validBet >= t);
          const rooted = roots.map((root) => team.figuresOf(root.id, t));
          expect(rooted.reduce((sum, f) => sum + f.validBet, 0n)).toBe(
            counted.reduce((sum, m) => sum + m.validBet, 0n),
          );
          expect(rooted.reduce((sum, f) => sum + f.wins, 0n)).toBe(
            counted.reduce((sum, m) => sum + m.wins, 0n),
          );
          expect(rooted.reduce((sum, f) => sum + f.activeMembers, 0)).toBe(
            counted.filter((m) => m.validBet > 0n).length,
          );
        }
        // A team is its member plus the teams of its direct downlines.
        for (const member of team.members) {
          const children = team.members.filter((other) => other.parentId === member.id);
          const own = team.figuresOf(member.id, threshold);
          const mine = member.validBet >= threshold ? member.validBet : 0n;
          expect(own.validBet).toBe(
            children.reduce((sum, child) => sum + team.figuresOf(child.id, threshold).validBet, mine),
          );
        }
      }),
      RUNS,
    );
  });

  it('(e) never picks a lower tier when a team’s bets and active members rise', () => {
    const simpleTier = fc.record({
      minValidBet: option(fc.bigInt({ min: 0n, max: 10_000n })),
      minActiveMembers: option(fc.integer({ min: 0, max: 10 })),
    });
    const simpleFigures = fc.record({
      validBet: fc.bigInt({ min: 0n, max: 10_000n }),
      activeMembers: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 }),
        fc.array(simpleTier, { minLength: 6, maxLength: 6 }),
        simpleFigures,
        simpleFigures,
        (rates, conditions, low, raise) => {
          const tiers = [...rates].sort((a, b) => a - b).map((rateBp, i) => tier(rateBp, conditions[i]));
          const before = pickTier(tiers, () => figures(low));
          const after = pickTier(tiers, () =>
            figures({
              validBet: low.validBet + raise.validBet,
              activeMembers: low.activeMembers + raise.activeMembers,
            }),
          );
          expect(after?.index ?? -1).toBeGreaterThanOrEqual(before?.index ?? -1);
        },
      ),
      RUNS,
    );
  });

  it('(e) never lowers a salary tier, rate or amount when a member of the team bets more', () => {
    let rose = 0;
    const salaryArb = fc
      .tuple(
        fc.constantFrom('daily' as const, 'hourly' as const),
        fc.array(memberSeed, { minLength: 20, maxLength: 60 }),
        fc.array(contractSeed, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
      )
      .map(([kind, memberSeeds, contractSeeds, who, more]) => {
        const seeds = contractSeeds.map((seed) => ({
          ...seed,
          tiers: seed.tiers.map((t) => ({ ...t, minProfitLoss: null })),
        }));
        const before = teamOf(memberSeeds);
        const raised = memberSeeds.map((seed, index) =>
          index === who % memberSeeds.length ? { ...seed, validBet: seed.validBet + more } : seed,
        );
        const after = teamOf(raised);
        const contracts = contractsOf(kind, before, seeds);
        return {
          contracts,
          before: computeBills(kind, contracts, before.figuresOf),
          after: computeBills(kind, contracts, after.figuresOf),
        };
      });
    fc.assert(
      fc.property(salaryArb, ({ contracts, before, after }) => {
        contracts.forEach((c, i) => {
          const was = before[i]!;
          const is = after[i]!;
          const rateOf = (bill: EngineBill) => (bill.tier === null ? 0 : c.tiers[bill.tier]!.rateBp);
          expect(rateOf(is)).toBeGreaterThanOrEqual(rateOf(was));
          expect(is.rateBp).toBeGreaterThanOrEqual(was.rateBp);
          expect(is.amount).toBeGreaterThanOrEqual(was.amount);
          if (is.amount > was.amount) rose += 1;
          if (new Set(c.tiers.map((t) => t.rateBp)).size === c.tiers.length)
            expect(is.tier ?? -1).toBeGreaterThanOrEqual(was.tier ?? -1);
        });
      }),
      RUNS,
    );
    expect(rose).toBeGreaterThan(0);
  });

  it('(f) carries out only a dividend base not above zero, and only when the contract accumulates', () => {
    let carried = 0;
    fc.assert(
      fc.property(engineArb, ({ kind, contracts, bills }) => {
        const byId = new Map(contracts.map((c) => [c.id, c]));
        for (const bill of bills) {
          const { carryOver } = byId.get(bill.contractId)!;
          expect(bill.carryOut).toBeLessThanOrEqual(0n);
          if (kind !== 'dividend') {
            expect(bill.carryOut).toBe(0n);
            continue;
          }
          const base = baseOf(kind, bill);
          if (bill.carryOut < 0n) {
            carried += 1;
            expect(carryOver).toBe('accumulate');
            expect(base).toBeLessThanOrEqual(0n);
          }
          expect(bill.carryOut).toBe(carryOver === 'accumulate' && base <= 0n ? base : 0n);
          if (base <= 0n) expect(bill.state).toBe('target_not_reached');
        }
      }),
      RUNS,
    );
    expect(carried).toBeGreaterThan(0);
  });

  it('pays every upline before the downlines it pays', () => {
    fc.assert(
      fc.property(engineArb, ({ team, bills }) => {
        const ordered = paymentOrder(bills, team.depthOf);
        expect([...ordered].sort((a, b) => a.contractId - b.contractId)).toEqual(
          [...bills].sort((a, b) => a.contractId - b.contractId),
        );
        const place = new Map(ordered.map((bill, index) => [bill.agentId, index]));
        for (const bill of ordered)
          if (bill.payerId !== null) expect(place.get(bill.payerId)!).toBeLessThan(place.get(bill.agentId)!);
      }),
      RUNS,
    );
  });
});
