import { describe, expect, it } from 'vitest';
import {
  digitValues,
  expandTuples,
  parseNumberList,
  pickProblem,
  quickSelect,
  randomPicks,
  tupleSize,
  type BetPick,
} from './pickLogic';

describe('pick logic', () => {
  it('selects halves and parities of a grid', () => {
    const digits = digitValues(1);
    expect(quickSelect(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickSelect(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickSelect(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickSelect(digitValues(2), 'big')).toHaveLength(50);
    expect(quickSelect(digits, 'clear')).toEqual([]);
  });

  it('reads typed numbers and names the invalid ones', () => {
    expect(parseNumberList('12 34,56;12\n7 123', 2)).toEqual({
      values: ['12', '34', '56'],
      invalid: ['7', '123'],
    });
  });

  it('checks the pick count against the type', () => {
    const xien: BetPick = { kind: 'numbers', digits: 2, min: 2, max: 100 };
    expect(pickProblem(xien, [])?.key).toBe('lottery.pick.none');
    expect(pickProblem(xien, ['12'])).toEqual({ key: 'lottery.pick.tooFew', values: { min: 2 } });
    expect(pickProblem(xien, ['12', '34'])).toBeNull();
  });

  it('makes random picks every type accepts', () => {
    const picks: BetPick[] = [
      { kind: 'numbers', digits: 3, min: 1, max: 1000 },
      { kind: 'numbers', digits: 2, min: 3, max: 100 },
      { kind: 'options', options: ['big', 'small'], min: 1, max: 2 },
      { kind: 'positions', positions: 10, values: ['01', '02', '03'] },
      { kind: 'balls', from: 1, to: 11, min: 2, max: 11 },
    ];
    for (const pick of picks) {
      const chosen = randomPicks(pick);
      expect(pickProblem(pick, chosen)).toBeNull();
      expect(new Set(chosen).size).toBe(chosen.length);
    }
    expect(randomPicks(picks[0]!)[0]).toMatch(/^\d{3}$/);
    expect(randomPicks(picks[3]!)[0]).toMatch(/^([1-9]|10):0[1-3]$/);
  });

  it('expands ordered ball picks (11 pick 5, front 2 and 3)', () => {
    expect(tupleSize({ kind: 'balls', from: 1, to: 11, min: 1, max: 110 })).toBe(2);
    expect(tupleSize({ kind: 'balls', from: 1, to: 11, min: 1, max: 990 })).toBe(3);
    expect(tupleSize({ kind: 'balls', from: 1, to: 11, min: 2, max: 11 })).toBe(1);
    expect(
      expandTuples([
        ['01', '02'],
        ['02', '03'],
      ]),
    ).toEqual(['01,02', '01,03', '02,03']);
    expect(randomPicks({ kind: 'balls', from: 1, to: 11, min: 1, max: 110 })[0]).toMatch(/^\d\d,\d\d$/);
  });
});
