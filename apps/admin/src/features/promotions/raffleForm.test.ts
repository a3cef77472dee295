import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  checkRaffleForm,
  decimalsOf,
  formFieldOf,
  oddsText,
  prizeOdds,
  prizeRowsOf,
  prizesInput,
  raffleFormOf,
  raffleMove,
  ruleOf,
  serverRuleOf,
  shortHash,
  tableProblems,
  weightOf,
  type PrizeRow,
  type RaffleForm,
} from './raffleForm';
import { raffle, WHEEL_PRIZES } from './testSupport';

const START = '2026-12-01T10:00';
const END = '2026-12-31T23:30';

const rows = (...table: [id: string, amount: string, weight: string][]): PrizeRow[] =>
  table.map(([id, amount, weight]) => ({ id, amount, weight }));

const WHEEL = rows(
  ['try_again', '0', '500'],
  ['small', '1', '300'],
  ['mid', '5', '150'],
  ['big', '20', '45'],
  ['jackpot', '100', '5'],
);

function filled(changes: Partial<RaffleForm> = {}): RaffleForm {
  const form = raffleFormOf(null);
  return {
    ...form,
    title: { ...form.title, EN: ' Lucky wheel ', CN: '幸运转盘' },
    rules: { ...form.rules, EN: 'Three spins a day.', UR: 'قواعد' },
    prizes: WHEEL,
    budget: '5000',
    startsAt: START,
    endsAt: END,
    drawsPerMember: '3',
    reason: 'December wheel',
    ...changes,
  };
}

describe('odds and expected value', () => {
  it('gives each prize weight ÷ total as a percentage with 4 decimals', () => {
    const odds = prizeOdds(WHEEL, 2);
    expect(odds.odds).toEqual(['50.0000', '30.0000', '15.0000', '4.5000', '0.5000']);
    expect(odds.totalWeight).toBe(1000);
    expect(odds.largestPrize).toBe('100.00');
  });

  it('computes the expected value of one draw exactly: Σ amount × weight ÷ total, in minor units', () => {
    // (0×500 + 100×300 + 500×150 + 2000×45 + 10000×5) / 1000 = 245 minor units.
    expect(prizeOdds(WHEEL, 2).expectedValue).toBe('2.45');
    expect(prizeOdds(WHEEL, 4).expectedValue).toBe('2.4500');
    expect(prizeOdds(WHEEL, 0).expectedValue).toBe('2');
  });

  it('rounds the expected value down to the minor unit, as the server publishes it', () => {
    // 8.88 × 5 / 1000 adds 0.0444: 2.3944 rounds down to 2.39 (and never through a float).
    const table = WHEEL.map((row) => (row.id === 'jackpot' ? { ...row, amount: '88.88' } : row));
    expect(prizeOdds(table, 2).expectedValue).toBe('2.39');
    expect(prizeOdds(table, 4).expectedValue).toBe('2.3944');
    // 0.10 + 0.20 weighted 1:1 is 0.15 exactly (floats would say 0.15000000000000002).
    expect(prizeOdds(rows(['a', '0.1', '1'], ['b', '0.2', '1']), 2).expectedValue).toBe('0.15');
    // Money beyond Number's exact range stays exact.
    expect(prizeOdds(rows(['a', '9999999999999.99', '1'], ['b', '0', '2']), 2).expectedValue).toBe(
      '3333333333333.33',
    );
  });

  it('rounds odds half up to 4 decimals, as the server publishes them', () => {
    expect(oddsText(1, 3)).toBe('33.3333');
    expect(oddsText(2, 3)).toBe('66.6667');
    expect(oddsText(1, 1_000_000_000)).toBe('0.0000');
    expect(oddsText(5, 1_000_000)).toBe('0.0005');
    expect(oddsText(1, 1)).toBe('100.0000');
    expect(oddsText(1, 0)).toBe('0.0000');
    const odds = prizeOdds(rows(['a', '1', '1'], ['b', '2', '1'], ['c', '3', '1']), 2);
    expect(odds.odds).toEqual(['33.3333', '33.3333', '33.3333']);
    expect(odds.expectedValue).toBe('2.00');
  });

  it('shows nothing it cannot compute while a weight or an amount does not read', () => {
    const halfTyped = rows(['a', '1', '1'], ['b', '', '3']);
    expect(prizeOdds(halfTyped, 2)).toEqual({
      odds: ['25.0000', '75.0000'],
      totalWeight: 4,
      expectedValue: null,
      largestPrize: '1.00',
    });
    const noWeight = prizeOdds(rows(['a', '1', '1'], ['b', '2', '0']), 2);
    expect(noWeight.odds).toEqual([null, null]);
    expect(noWeight.totalWeight).toBeNull();
    expect(noWeight.expectedValue).toBeNull();
    expect(noWeight.largestPrize).toBe('2.00');
    // More decimals than the currency has is not an amount of it.
    expect(prizeOdds(rows(['a', '1.005', '1'], ['b', '2', '1']), 2).expectedValue).toBeNull();
  });

  it('reads weights and amounts strictly', () => {
    expect(weightOf('500')).toBe(500);
    expect(weightOf(' 7 ')).toBe(7);
    expect(weightOf('0')).toBeNull();
    expect(weightOf('1.5')).toBeNull();
    expect(weightOf('1000000001')).toBeNull();
    expect(weightOf('')).toBeNull();
    expect(amountMinorOf('8.88', 2)).toBe(888n);
    expect(amountMinorOf('0', 2)).toBe(0n);
    expect(amountMinorOf('8.885', 2)).toBeNull();
    expect(amountMinorOf('-1', 2)).toBeNull();
    expect(amountMinorOf('1e3', 2)).toBeNull();
    expect(decimalsOf('5000.00')).toBe(2);
    expect(decimalsOf('5000')).toBe(0);
    expect(decimalsOf(undefined)).toBeNull();
  });
});

describe('prize rows ↔ body', () => {
  it('starts a new raffle as a wheel with two empty rows and one draw a member', () => {
    const form = raffleFormOf(null);
    expect(form.kind).toBe('wheel');
    expect(form.prizes).toEqual(rows(['', '', ''], ['', '', '']));
    expect(form.drawsPerMember).toBe('1');
    expect(form.title.EN).toBe('');
  });

  it('starts an edit from the raffle', () => {
    const form = raffleFormOf(raffle(4, { kind: 'envelope', drawsPerMember: 8 }));
    expect(form.kind).toBe('envelope');
    expect(form.prizes).toEqual(prizeRowsOf(WHEEL_PRIZES));
    expect(form.prizes[4]).toEqual({ id: 'jackpot', amount: '100.00', weight: '5' });
    expect(form.title).toMatchObject({ EN: 'Raffle 4', CN: '抽奖 4', JA: '' });
    expect(form.budget).toBe('5000.00');
    expect(form.drawsPerMember).toBe('8');
    expect(form.startsAt).not.toBe('');
    expect(form.reason).toBe('');
  });

  it('turns rows into the body’s prizes: trimmed text, whole weights', () => {
    expect(prizesInput(rows([' a ', ' 1.50 ', ' 10 '], ['b', '0', 'x']))).toEqual([
      { id: 'a', amount: '1.50', weight: 10 },
      { id: 'b', amount: '0', weight: Number.NaN },
    ]);
  });

  it('builds the body the contract takes', () => {
    const checked = checkRaffleForm(filled(), 2);
    expect(checked).toEqual({
      ok: true,
      body: {
        kind: 'wheel',
        title: { EN: 'Lucky wheel', CN: '幸运转盘' },
        rules: { EN: 'Three spins a day.', UR: 'قواعد' },
        prizes: [
          { id: 'try_again', amount: '0', weight: 500 },
          { id: 'small', amount: '1', weight: 300 },
          { id: 'mid', amount: '5', weight: 150 },
          { id: 'big', amount: '20', weight: 45 },
          { id: 'jackpot', amount: '100', weight: 5 },
        ],
        budget: '5000',
        startsAt: new Date(START).getTime(),
        endsAt: new Date(END).getTime(),
        drawsPerMember: 3,
        reason: 'December wheel',
      },
    });
  });
});

describe('checking the form', () => {
  const refused = (form: RaffleForm, decimals: number | null = 2) => {
    const checked = checkRaffleForm(form, decimals);
    if (checked.ok) throw new Error('accepted');
    return checked;
  };

  it('marks each field the schema refuses, by form field', () => {
    const checked = refused(
      filled({
        title: raffleFormOf(null).title,
        prizes: rows(['bad id!', '1', '1'], ['b', 'lots', '0']),
        budget: '',
        startsAt: '',
        drawsPerMember: '101',
        reason: ' ',
      }),
    );
    expect(checked.fields).toEqual(
      expect.arrayContaining([
        'title.EN',
        'prizes.0.id',
        'prizes.1.amount',
        'prizes.1.weight',
        'budget',
        'startsAt',
        'drawsPerMember',
        'reason',
      ]),
    );
    expect(checked.fields).not.toContain('prizes.0.amount');
    expect(checked.rules).toEqual({});
  });

  it('says at once what the schema checks only once the rest reads', () => {
    const checked = refused(filled({ endsAt: START, prizes: rows(['a', '1', '1'], ['a', '2', '1']) }));
    expect(checked.fields).toEqual(['endsAt', 'prizes.1.id']);
    expect(checked.rules).toEqual({ 'prizes.1.id': 'prizeIdDuplicate' });
  });

  it('keeps the prize engine’s and the money rules: total weight, decimals, a budget covering the largest prize', () => {
    expect(
      tableProblems(filled({ prizes: rows(['a', '1', '600000000'], ['b', '0', '400000001']) }), 2),
    ).toEqual({ prizes: 'totalWeight' });
    expect(tableProblems(filled({ budget: '99.99' }), 2)).toEqual({ budget: 'budgetBelowPrize' });
    expect(tableProblems(filled({ budget: '100' }), 2)).toEqual({});
    expect(tableProblems(filled({ budget: '0.00' }), 2)).toEqual({ budget: 'budgetZero' });
    expect(tableProblems(filled({ budget: '5000.125' }), 2)).toEqual({ budget: 'budgetDecimals' });
    // Unknown decimals: the wire's 4 are allowed.
    expect(tableProblems(filled({ budget: '5000.125' }), null)).toEqual({});
    const decimals = filled({ budget: '100', prizes: rows(['a', '1.005', '1'], ['b', '150', '1']) });
    expect(tableProblems(decimals, 2)).toEqual({
      'prizes.0.amount': 'prizeAmountDecimals',
      budget: 'budgetBelowPrize',
    });
    expect(refused(decimals).rules).toEqual({
      'prizes.0.amount': 'prizeAmountDecimals',
      budget: 'budgetBelowPrize',
    });
    // An amount the schema refuses keeps the schema's rule.
    const schema = refused(filled({ prizes: rows(['a', '1.00001', '1'], ['b', '1', '1']) }));
    expect(schema.fields).toEqual(['prizes.0.amount']);
    expect(schema.rules).toEqual({});
  });

  it('maps body paths to form fields and rules', () => {
    expect(formFieldOf('title')).toBe('title.EN');
    expect(formFieldOf('rules.CN')).toBe('rules.CN');
    expect(formFieldOf('prizes')).toBe('prizes');
    expect(formFieldOf('prizes.3.amount')).toBe('prizes.3.amount');
    expect(formFieldOf('prizes.3')).toBe('prizes');
    expect(formFieldOf('budget')).toBe('budget');
    expect(ruleOf('title.CN')).toBe('title');
    expect(ruleOf('prizes.3.weight')).toBe('prizeWeight');
    expect(ruleOf('prizes.0.id')).toBe('prizeId');
    expect(ruleOf('prizes')).toBe('prizes');
    expect(ruleOf('drawsPerMember')).toBe('drawsPerMember');
  });

  it('reads the server’s field refusals', () => {
    expect(serverRuleOf('budget', 'field.too_small')).toBe('budgetTooSmall');
    expect(serverRuleOf('budget', 'field.invalid_format')).toBe('budgetDecimals');
    expect(serverRuleOf('prizes.2.amount', 'field.invalid_format')).toBe('prizeAmountDecimals');
    expect(serverRuleOf('prizes', 'field.invalid')).toBe('prizesServer');
    expect(serverRuleOf('title.EN', 'too_small')).toBe('title');
    expect(serverRuleOf('prizes.1.weight', 'too_small')).toBe('prizeWeight');
  });
});

describe('raffle states and hashes', () => {
  it('offers publish for a draft and close for a published raffle, nothing after', () => {
    expect(raffleMove('draft')).toBe('published');
    expect(raffleMove('published')).toBe('closed');
    expect(raffleMove('closed')).toBeNull();
  });

  it('shortens a long hash and keeps a short one', () => {
    expect(shortHash('a3f1c9e07b52d4886e1f0a9c3b7d2e5f4a6c8b0d1e3f5a7c9b2d4e6f8a0c1b3d')).toBe(
      'a3f1c9e07b…0c1b3d',
    );
    expect(shortHash('lucky-seed')).toBe('lucky-seed');
  });
});
