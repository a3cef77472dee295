import { describe, expect, it } from 'vitest';
import {
  checkMissionForm,
  isMoneyMetric,
  missionFieldOf,
  missionFormOf,
  missionInput,
  missionRuleOf,
  missionServerRule,
  type MissionForm,
} from './missionForm';
import { mission } from './testSupport';

function filled(changes: Partial<MissionForm> = {}): MissionForm {
  const form = missionFormOf(null);
  return {
    ...form,
    title: { ...form.title, EN: ' Bet 1,000 today ', TH: 'เดิมพัน 1,000' },
    target: '1000',
    rewardMoney: '10.50',
    reason: 'Weekend push',
    ...changes,
  };
}

describe('the mission form', () => {
  it('starts a new mission as an active daily valid-bet mission ordered 100, and an edit from the mission', () => {
    expect(missionFormOf(null)).toMatchObject({
      period: 'daily',
      metric: 'valid_bet',
      target: '',
      rewardMoney: '',
      rewardPoints: '',
      active: true,
      sort: '100',
      reason: '',
    });
    expect(
      missionFormOf(
        mission(3, {
          period: 'weekly',
          metric: 'rounds',
          target: '20',
          rewardMoney: '0.00',
          rewardPoints: 500,
        }),
      ),
    ).toMatchObject({
      title: { EN: 'Mission 3', CN: '任务 3', JA: '' },
      period: 'weekly',
      metric: 'rounds',
      target: '20',
      // No money reward shows as empty, not as 0.00.
      rewardMoney: '',
      rewardPoints: '500',
    });
    expect(missionFormOf(mission(4)).rewardPoints).toBe('');
  });

  it('sends the body the contract takes: money as decimal strings, an empty reward as none', () => {
    expect(checkMissionForm(filled(), 2)).toEqual({
      ok: true,
      body: {
        title: { EN: 'Bet 1,000 today', TH: 'เดิมพัน 1,000' },
        period: 'daily',
        metric: 'valid_bet',
        target: '1000',
        rewardMoney: '10.50',
        rewardPoints: 0,
        active: true,
        sort: 100,
        reason: 'Weekend push',
      },
    });
    const points = checkMissionForm(
      filled({ metric: 'rounds', target: ' 20 ', rewardMoney: '', rewardPoints: '300', period: 'weekly' }),
      2,
    );
    expect(points.ok && points.body).toMatchObject({
      metric: 'rounds',
      period: 'weekly',
      target: '20',
      rewardMoney: '0',
      rewardPoints: 300,
    });
    expect(missionInput(filled({ rewardMoney: ' ', rewardPoints: '' }))).toMatchObject({
      rewardMoney: '0',
      rewardPoints: 0,
    });
  });

  it('refuses a fractional or zero count of rounds, and a money target of zero or too many decimals', () => {
    expect(checkMissionForm(filled({ metric: 'rounds', target: '20.5' }), 2)).toEqual({
      ok: false,
      fields: ['target'],
      rules: {},
    });
    expect(checkMissionForm(filled({ metric: 'rounds', target: '0' }), 2)).toMatchObject({
      fields: ['target'],
    });
    expect(checkMissionForm(filled({ metric: 'deposit', target: '0.00' }), 2)).toMatchObject({
      fields: ['target'],
    });
    expect(checkMissionForm(filled({ target: '100.005' }), 2)).toEqual({
      ok: false,
      fields: ['target'],
      rules: { target: 'moneyDecimals' },
    });
    // The currency's decimals unknown: the server says.
    expect(checkMissionForm(filled({ target: '100.005' }), null).ok).toBe(true);
    expect(checkMissionForm(filled({ target: '1,000' }), 2)).toMatchObject({ fields: ['target'], rules: {} });
    expect(missionRuleOf('target', 'rounds')).toBe('targetRounds');
    expect(missionRuleOf('target', 'deposit')).toBe('targetMoney');
  });

  it('refuses a mission without reward, on the reward money as the server does', () => {
    for (const reward of [
      { rewardMoney: '', rewardPoints: '' },
      { rewardMoney: '0.00', rewardPoints: '0' },
    ])
      expect(checkMissionForm(filled(reward), 2)).toEqual({
        ok: false,
        fields: ['rewardMoney'],
        rules: { rewardMoney: 'noReward' },
      });
    expect(checkMissionForm(filled({ rewardMoney: '', rewardPoints: '1' }), 2).ok).toBe(true);
    expect(checkMissionForm(filled({ rewardMoney: '1.234' }), 2)).toMatchObject({
      rules: { rewardMoney: 'moneyDecimals' },
    });
  });

  it('refuses what the schema refuses, by form field', () => {
    const checked = checkMissionForm(
      filled({
        title: missionFormOf(null).title,
        rewardPoints: '1.5',
        sort: '10000',
        reason: ' ',
      }),
      2,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields.sort()).toEqual(['reason', 'rewardPoints', 'sort', 'title.EN']);
  });

  it('maps body paths to form fields, and the server’s refusals to rules', () => {
    expect(missionFieldOf('title')).toBe('title.EN');
    expect(missionFieldOf('title.UR')).toBe('title.UR');
    expect(missionFieldOf('rewardMoney')).toBe('rewardMoney');
    expect(missionRuleOf('title.UR', 'rounds')).toBe('title');
    expect(missionServerRule('rewardMoney', 'field.required', 'rounds', true)).toBe('noReward');
    expect(missionServerRule('target', 'field.invalid', 'rounds', true)).toBe('targetRounds');
    expect(missionServerRule('target', 'field.invalid_format', 'deposit', true)).toBe('moneyDecimals');
    expect(missionServerRule('target', 'field.invalid_format', 'deposit', false)).toBe('targetMoney');
    expect(missionServerRule('rewardMoney', 'field.invalid_format', 'rounds', true)).toBe('moneyDecimals');
    expect(isMoneyMetric('valid_bet')).toBe(true);
    expect(isMoneyMetric('rounds')).toBe(false);
  });
});
