import { describe, expect, it } from 'vitest';
import { rank, vipRules } from './testSupport';
import {
  checkRank,
  checkVipRules,
  nextRank,
  rankFields,
  rankFieldOf,
  rankInput,
  rankRuleOf,
  ranksInOrder,
  removedWithMembers,
  rulesFieldOf,
  vipRulesFormOf,
  type VipRulesForm,
} from './vipForm';

const form = (): VipRulesForm => vipRulesFormOf(vipRules());

describe('the VIP rules form', () => {
  it('starts from the saved rules: rates as percentages, points as typed, every language present', () => {
    const start = form();
    expect(start.periodDays).toBe('30');
    expect(start.ranks.map((entry) => entry.level)).toEqual([0, 1, 2]);
    const second = start.ranks[1]!;
    expect(second.cashback.RNG).toBe('0.40');
    expect(second.cashback.LIVE).toBe('0.20');
    expect(second.cashback.SPORTS).toBe('');
    expect(second.points.RNG).toBe('2');
    expect(second.points.LIVE).toBe('');
    expect(second.benefits).toEqual({ EN: 'Rank 1 benefits', CN: '', JA: '', TH: '', VI: '', UR: '' });
    expect(second.members).toBe(90);
  });

  it('sends a rank with its rates in basis points and only the categories that earn', () => {
    const edited = {
      ...form().ranks[1]!,
      name: ' VIP 1 ',
      cashback: { ...form().ranks[1]!.cashback, LIVE: '0.75', RNG: '', SPORTS: '5' },
      points: { ...form().ranks[1]!.points, FISH: '3' },
      benefits: { ...form().ranks[1]!.benefits, CN: '一级权益' },
    };
    expect(rankInput(edited)).toEqual({
      level: 1,
      name: 'VIP 1',
      upgradeDeposit: '1000.00',
      upgradeValidBet: '10000.00',
      keepValidBet: '5000.00',
      upgradeReward: '18.00',
      birthdayReward: '8.00',
      cashbackRates: { LIVE: 75, SPORTS: 500 },
      pointsPerHundred: { RNG: 2, FISH: 3 },
      benefits: { EN: 'Rank 1 benefits', CN: '一级权益' },
    });
  });

  it('builds the whole body with the ranks in order and the reason', () => {
    const start = form();
    const checked = checkVipRules({ ...start, periodDays: '45' }, 'Q3 review', 2);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.periodDays).toBe(45);
    expect(checked.body.reason).toBe('Q3 review');
    expect(checked.body.ranks.map((entry) => entry.level)).toEqual([0, 1, 2]);
    expect(checked.body.ranks[2]!.cashbackRates).toEqual({ RNG: 50, LIVE: 20 });
  });

  it('refuses ranks out of order, as vipRulesInputSchema does', () => {
    const gaps = vipRulesFormOf(vipRules({ ranks: [rank(0), rank(1), rank(3)] }));
    expect(ranksInOrder(gaps.ranks)).toBe(false);
    const checked = checkVipRules(gaps, 'Reason', 2);
    expect(checked).toEqual({ ok: false, fields: ['ranks'], rules: {} });
    const swapped = form();
    swapped.ranks = [swapped.ranks[1]!, swapped.ranks[0]!, swapped.ranks[2]!];
    expect(checkVipRules(swapped, 'Reason', 2).ok).toBe(false);
  });

  it('marks the fields of a rank by their form names', () => {
    const start = form();
    const bad = {
      ...start,
      periodDays: '0',
      ranks: start.ranks.map((entry, index) =>
        index === 2
          ? {
              ...entry,
              name: 'VIP#2',
              upgradeDeposit: '1,000',
              cashback: { ...entry.cashback, LIVE: '5.01' },
              points: { ...entry.points, RNG: '1.5' },
              benefits: { ...entry.benefits, EN: '  ' },
            }
          : entry,
      ),
    };
    const checked = checkVipRules(bad, '', 2);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields.sort()).toEqual(
      [
        'periodDays',
        'ranks.2.name',
        'ranks.2.upgradeDeposit',
        'ranks.2.cashback.LIVE',
        'ranks.2.points.RNG',
        'ranks.2.benefits.EN',
        'reason',
      ].sort(),
    );
    expect(rankFields(checked.fields, 2).sort()).toEqual(
      ['benefits.EN', 'cashback.LIVE', 'name', 'points.RNG', 'upgradeDeposit'].sort(),
    );
  });

  it('refuses more decimals than the currency has (the server would drop them)', () => {
    const start = form();
    const third = { ...start.ranks[2]!, birthdayReward: '8.005' };
    expect(checkRank(third, 2)).toEqual({
      ok: false,
      fields: ['birthdayReward'],
      rules: { birthdayReward: 'moneyDecimals' },
    });
    expect(checkRank(third, 4).ok).toBe(true);
    expect(checkRank(third, null).ok).toBe(true);
    const checked = checkVipRules({ ...start, ranks: [start.ranks[0]!, start.ranks[1]!, third] }, 'R', 2);
    expect(checked).toEqual({
      ok: false,
      fields: ['ranks.2.birthdayReward'],
      rules: { 'ranks.2.birthdayReward': 'moneyDecimals' },
    });
  });

  it('maps body paths to form fields and their rules', () => {
    expect(rulesFieldOf('ranks.2.cashbackRates.LIVE')).toBe('ranks.2.cashback.LIVE');
    expect(rulesFieldOf('ranks.0.pointsPerHundred.RNG')).toBe('ranks.0.points.RNG');
    expect(rulesFieldOf('ranks.1.benefits')).toBe('ranks.1.benefits.EN');
    expect(rulesFieldOf('ranks.1.benefits.CN')).toBe('ranks.1.benefits.CN');
    expect(rulesFieldOf('ranks')).toBe('ranks');
    expect(rulesFieldOf('ranks.3')).toBe('ranks');
    expect(rulesFieldOf('periodDays')).toBe('periodDays');
    expect(rankFieldOf('cashbackRates')).toBe('cashback');
    expect(rankRuleOf('ranks.2.cashback.LIVE')).toBe('cashback');
    expect(rankRuleOf('keepValidBet')).toBe('money');
    expect(rankRuleOf('benefits.EN')).toBe('benefits');
    expect(rankRuleOf('periodDays')).toBe('periodDays');
  });

  it('adds the next rank at the end from the last one, with no benefits yet', () => {
    const start = form();
    const added = nextRank(start.ranks);
    expect(added.level).toBe(3);
    expect(added.name).toBe('VIP3');
    expect(added.upgradeDeposit).toBe('2000.00');
    expect(added.cashback.RNG).toBe('0.50');
    expect(added.benefits.EN).toBe('');
    expect(added.members).toBeNull();
    // Its own copy of the rates.
    added.cashback.RNG = '1.00';
    expect(start.ranks[2]!.cashback.RNG).toBe('0.50');
    expect(nextRank([]).level).toBe(0);
    const grown = {
      ...start,
      ranks: [...start.ranks, { ...added, benefits: { ...added.benefits, EN: 'Top' } }],
    };
    expect(checkVipRules(grown, 'New top rank', 2).ok).toBe(true);
  });

  it('names the removed ranks that members are at', () => {
    const saved = vipRules().ranks;
    const draft = form().ranks.slice(0, 1);
    expect(removedWithMembers(saved, draft)).toEqual([
      { level: 1, name: 'VIP1', members: 90 },
      { level: 2, name: 'VIP2', members: 80 },
    ]);
    expect(removedWithMembers([rank(0), rank(1, { members: 0 })], draft)).toEqual([]);
  });
});
