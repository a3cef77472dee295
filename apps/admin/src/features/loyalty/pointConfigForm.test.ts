import { GAME_CATEGORIES } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkPointConfig,
  configFieldOf,
  earningCategories,
  pointConfigFormOf,
  rulesFormOf,
  rulesInOneLanguage,
} from './pointConfigForm';
import { pointConfig } from './testSupport';

describe('the points settings form', () => {
  it('starts the language the rules were read in with them, the others empty', () => {
    expect(rulesFormOf('Points never expire.', 'EN')).toEqual({
      EN: 'Points never expire.',
      CN: '',
      JA: '',
      TH: '',
      VI: '',
      UR: '',
    });
    expect(rulesFormOf('积分永不过期。', 'CN')).toMatchObject({ EN: '', CN: '积分永不过期。' });
    // Should the server answer every language, each is taken.
    expect(rulesFormOf({ EN: 'A', CN: 'B', XX: 'C' }, 'EN')).toEqual({
      EN: 'A',
      CN: 'B',
      JA: '',
      TH: '',
      VI: '',
      UR: '',
    });
    expect(rulesInOneLanguage('A')).toBe(true);
    expect(rulesInOneLanguage({ EN: 'A' })).toBe(false);
  });

  it('sends the rate, the minimum, the rules written and the reason', () => {
    const form = pointConfigFormOf(pointConfig(), 'EN');
    const checked = checkPointConfig({
      ...form,
      pointsPerUnit: '200',
      minConvert: ' 2000 ',
      rules: { ...form.rules, TH: 'กฎ' },
      reason: 'Halve the rate',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        pointsPerUnit: 200,
        minConvert: 2000,
        rules: { EN: 'Points never expire.', TH: 'กฎ' },
        reason: 'Halve the rate',
      },
    });
  });

  it('refuses what pointConfigInputSchema refuses, by form field', () => {
    const form = pointConfigFormOf(pointConfig(), 'CN');
    const checked = checkPointConfig({ ...form, pointsPerUnit: '0', minConvert: 'x', reason: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields.sort()).toEqual(['minConvert', 'pointsPerUnit', 'reason', 'rules.EN']);
    expect(configFieldOf('rules')).toBe('rules.EN');
  });

  it('lists the categories any rank earns points in, in the contract’s order', () => {
    expect(earningCategories(pointConfig().earnRates, GAME_CATEGORIES)).toEqual(['LIVE', 'RNG', 'LOTT']);
    expect(earningCategories([{ pointsPerHundred: { RNG: 0 } }], GAME_CATEGORIES)).toEqual([]);
  });
});
