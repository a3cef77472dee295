import { describe, expect, it } from 'vitest';
import { checkRewardForm, rewardFieldOf, rewardFormOf, rewardInput, type RewardForm } from './rewardForm';
import { pointReward } from './testSupport';

function filled(changes: Partial<RewardForm> = {}): RewardForm {
  const form = rewardFormOf(null);
  return {
    ...form,
    name: { ...form.name, EN: ' Phone case ', CN: '手机壳' },
    description: { ...form.description, EN: 'A sturdy case.' },
    points: '5000',
    stock: '20',
    reason: 'New stock',
    ...changes,
  };
}

describe('the reward form', () => {
  it('starts a new reward as shown goods ordered 100, and an edit from the reward', () => {
    expect(rewardFormOf(null)).toMatchObject({
      kind: 'goods',
      active: true,
      sort: '100',
      cash: '',
      image: '',
    });
    expect(rewardFormOf(pointReward(3, { kind: 'cash', cash: '25.00', needsAddress: false }))).toMatchObject({
      kind: 'cash',
      name: { EN: 'Reward 3', CN: '奖品 3', JA: '' },
      points: '5000',
      cash: '25.00',
      stock: '20',
      sort: '100',
    });
  });

  it('sends goods without money, the image as null when empty', () => {
    const checked = checkRewardForm(filled({ cash: '99' }), 2);
    expect(checked).toEqual({
      ok: true,
      body: {
        kind: 'goods',
        name: { EN: 'Phone case', CN: '手机壳' },
        description: { EN: 'A sturdy case.' },
        image: null,
        points: 5000,
        cash: null,
        stock: 20,
        active: true,
        sort: 100,
        reason: 'New stock',
      },
    });
  });

  it('sends a cash reward with its amount as a decimal string', () => {
    const checked = checkRewardForm(filled({ kind: 'cash', cash: ' 25.50 ', active: false }), 2);
    expect(checked.ok && checked.body).toMatchObject({ kind: 'cash', cash: '25.50', active: false });
  });

  it('asks a cash reward for an amount above zero with the currency’s decimals', () => {
    expect(checkRewardForm(filled({ kind: 'cash', cash: '' }), 2)).toEqual({
      ok: false,
      fields: ['cash'],
      rules: { cash: 'cashRequired' },
    });
    expect(checkRewardForm(filled({ kind: 'cash', cash: '0.00' }), 2)).toMatchObject({
      rules: { cash: 'cashRequired' },
    });
    expect(checkRewardForm(filled({ kind: 'cash', cash: '1.005' }), 2)).toMatchObject({
      rules: { cash: 'cashDecimals' },
    });
    expect(checkRewardForm(filled({ kind: 'cash', cash: '1,5' }), 2)).toEqual({
      ok: false,
      fields: ['cash'],
      rules: {},
    });
  });

  it('refuses what the schema refuses, by form field, and an image that is not https', () => {
    const checked = checkRewardForm(
      filled({
        name: rewardFormOf(null).name,
        points: '0',
        stock: '-1',
        sort: '10000',
        image: 'http://cdn.example.com/a.png',
        reason: ' ',
      }),
      2,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields.sort()).toEqual(['image', 'name.EN', 'points', 'reason', 'sort', 'stock']);
    expect(rewardInput(filled({ image: ' https://cdn.example.com/a.png ' }))).toMatchObject({
      image: 'https://cdn.example.com/a.png',
    });
    expect(checkRewardForm(filled({ image: 'https://cdn.example.com/a.png' }), 2).ok).toBe(true);
  });

  it('maps body paths to form fields', () => {
    expect(rewardFieldOf('name')).toBe('name.EN');
    expect(rewardFieldOf('description.CN')).toBe('description.CN');
    expect(rewardFieldOf('cash')).toBe('cash');
  });
});
