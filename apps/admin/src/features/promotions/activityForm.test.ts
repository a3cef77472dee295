import { describe, expect, it } from 'vitest';
import {
  activityFormOf,
  basisPointsToPercent,
  checkActivityForm,
  formFieldOf,
  fromLocalInput,
  percentToBasisPoints,
  serverRuleOf,
  termProblems,
  toLocalInput,
  type ActivityForm,
} from './activityForm';
import { activity } from './testSupport';

const START = '2026-12-01T10:00';
const END = '2026-12-31T23:30';

function filled(changes: Partial<ActivityForm> = {}): ActivityForm {
  const form = activityFormOf(null);
  return {
    ...form,
    title: { ...form.title, EN: 'Deposit match', CN: '存款红利' },
    summary: { ...form.summary, EN: '50 % on deposits' },
    rules: { ...form.rules, EN: 'One per member.', UR: 'قواعد' },
    startsAt: START,
    endsAt: END,
    reason: 'December campaign',
    ...changes,
  };
}

describe('percentages as basis points', () => {
  it('reads a percentage with up to 2 decimals exactly', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('0.05')).toBe(5);
    expect(percentToBasisPoints('100')).toBe(10000);
    expect(percentToBasisPoints(' 33.33 ')).toBe(3333);
    expect(percentToBasisPoints('1.005')).toBeNaN();
    expect(percentToBasisPoints('-1')).toBeNaN();
    expect(percentToBasisPoints('ten')).toBeNaN();
  });

  it('shows basis points as the shortest percentage', () => {
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(10000)).toBe('100');
    expect(basisPointsToPercent(5)).toBe('0.05');
    expect(basisPointsToPercent(3333)).toBe('33.33');
    expect(basisPointsToPercent(0)).toBe('0');
  });
});

describe('local times', () => {
  it('reads a datetime-local value in the browser’s zone and writes it back', () => {
    const ms = fromLocalInput(START)!;
    expect(ms).toBe(new Date(START).getTime());
    expect(toLocalInput(ms)).toBe(START);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBeNaN();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('checkActivityForm', () => {
  it('builds the body: basis points, written languages only, weights as numbers, empty money as null', () => {
    const result = checkActivityForm(
      filled({
        percent: '12.5',
        fixed: '',
        max: '500',
        threshold: '100.50',
        multiple: '8.25',
        basis: 'bonus_deposit',
        weights: { ...activityFormOf(null).weights, LIVE: '10', SPORTS: '0', RNG: '' },
        maxBet: '',
        expiryHours: '72',
        budget: '',
        languages: ['EN', 'VI'],
        audienceKind: 'vip',
        ranks: '1, 2 3',
        labels: 'ignored',
        bannerTheme: 'ocean',
        bannerImage: 'https://cdn.example/banner.png',
        showFrom: '2026-11-25T00:00',
        review: true,
        sort: '5',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toEqual({
      kind: 'deposit_match',
      title: { EN: 'Deposit match', CN: '存款红利' },
      summary: { EN: '50 % on deposits' },
      rules: { EN: 'One per member.', UR: 'قواعد' },
      banner: { theme: 'ocean', image: 'https://cdn.example/banner.png' },
      languages: ['EN', 'VI'],
      audience: { kind: 'vip', ranks: [1, 2, 3], labels: [], newWithinDays: null, agents: [] },
      startsAt: new Date(START).getTime(),
      endsAt: new Date(END).getTime(),
      showFrom: new Date('2026-11-25T00:00').getTime(),
      repeat: 'once',
      reward: { percentBasisPoints: 1250, fixed: '0', max: '500', threshold: '100.50' },
      wagering: {
        multiple: 8.25,
        basis: 'bonus_deposit',
        weights: { LIVE: 10, SPORTS: 0 },
        maxBet: null,
        expiryHours: 72,
      },
      budget: null,
      review: true,
      messagingChannel: null,
      sort: 5,
      reason: 'December campaign',
    });
  });

  it('names the refused fields by the form’s names', () => {
    const result = checkActivityForm(
      filled({
        title: activityFormOf(null).title,
        endsAt: '2026-11-30T00:00',
        percent: '12.345',
        fixed: '1,000',
        multiple: '1.005',
        weights: { ...activityFormOf(null).weights, FISH: '120', LIVE: 'x' },
        kind: 'messaging_id',
        messagingChannel: '',
        audienceKind: 'new_members',
        newWithinDays: '',
        reason: ' ',
        sort: '',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...result.fields].sort()).toEqual(
      [
        'title.EN',
        'endsAt',
        'percent',
        'fixed',
        'multiple',
        'weights.FISH',
        'weights.LIVE',
        'messagingChannel',
        'newWithinDays',
        'reason',
        'sort',
      ].sort(),
    );
  });

  it('needs a start, and a messaging app only for messaging_id', () => {
    const noStart = checkActivityForm(filled({ startsAt: '' }));
    expect(noStart.ok === false && noStart.fields).toContain('startsAt');
    const zalo = checkActivityForm(filled({ kind: 'messaging_id', messagingChannel: 'zalo', fixed: '20' }));
    expect(zalo.ok && zalo.body.messagingChannel).toBe('zalo');
    const dropped = checkActivityForm(filled({ kind: 'daily_login', messagingChannel: 'zalo', fixed: '5' }));
    expect(dropped.ok && dropped.body.messagingChannel).toBeNull();
  });

  it('an edit starts from the activity and sends it back unchanged', () => {
    const source = activity(4, {
      reward: { percentBasisPoints: 1250, fixed: '10.00', max: null, threshold: '100.00' },
      wagering: { multiple: 2.5, basis: 'bonus', weights: { LIVE: 20 }, maxBet: '50.00', expiryHours: 48 },
      audience: { kind: 'team', ranks: [], labels: [], newWithinDays: null, agents: ['alice', 'bob'] },
      languages: ['EN'],
      showFrom: Date.UTC(2026, 10, 28),
    });
    const form = activityFormOf(source);
    expect(form.percent).toBe('12.5');
    expect(form.weights.LIVE).toBe('20');
    expect(form.weights.RNG).toBe('');
    expect(form.agents).toBe('alice, bob');
    const result = checkActivityForm({ ...form, reason: 'Fix a typo' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      title: source.title,
      startsAt: Math.floor(source.startsAt / 60_000) * 60_000,
      reward: source.reward,
      wagering: source.wagering,
      audience: source.audience,
      budget: '10000.00',
    });
  });
});

describe('the server’s terms, checked before sending', () => {
  it('a fixed-reward kind needs an amount, a percentage kind a percentage or an amount', () => {
    expect(checkActivityForm(filled({ kind: 'daily_login', fixed: '0.00' }))).toEqual({
      ok: false,
      fields: ['fixed'],
      rules: { fixed: 'fixedRequired' },
    });
    expect(checkActivityForm(filled({ kind: 'turnover_reward', fixed: '' })).ok).toBe(true);
    expect(checkActivityForm(filled({ kind: 'loss_rebate', percent: '0' }))).toEqual({
      ok: false,
      fields: ['percent'],
      rules: { percent: 'percentRequired' },
    });
    expect(checkActivityForm(filled({ kind: 'loss_rebate', percent: '', fixed: '10' })).ok).toBe(true);
  });

  it('a first-deposit reward comes once; only deposit rewards repeat per deposit', () => {
    expect(termProblems(filled({ kind: 'first_deposit', percent: '10', repeat: 'daily' }))).toEqual({
      repeat: 'repeatFirstDeposit',
    });
    expect(termProblems(filled({ kind: 'daily_login', fixed: '5', repeat: 'per_deposit' }))).toEqual({
      repeat: 'repeatPerDeposit',
    });
    expect(termProblems(filled({ kind: 'reload', percent: '10', repeat: 'per_deposit' }))).toEqual({});
  });

  it('names the rule of a field the server refused', () => {
    expect(serverRuleOf('reward.fixed', 'field.required')).toBe('fixedRequired');
    expect(serverRuleOf('budget', 'field.too_small')).toBe('budgetBelowSpent');
    expect(serverRuleOf('wagering.weights.LIVE', 'too_big')).toBe('weights');
    expect(serverRuleOf('title.CN', 'too_big')).toBe('title');
  });
});

describe('formFieldOf', () => {
  it('maps body paths (zod’s and the server’s) to form fields', () => {
    expect(formFieldOf('reward.percentBasisPoints')).toBe('percent');
    expect(formFieldOf('wagering.weights.LIVE')).toBe('weights.LIVE');
    expect(formFieldOf('title.CN')).toBe('title.CN');
    expect(formFieldOf('title')).toBe('title.EN');
    expect(formFieldOf('audience.ranks.2')).toBe('ranks');
    expect(formFieldOf('banner.image')).toBe('bannerImage');
    expect(formFieldOf('budget')).toBe('budget');
  });
});
