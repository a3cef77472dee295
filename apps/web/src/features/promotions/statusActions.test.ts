import { ACTIVITY_KINDS, ACTIVITY_STATUSES, type ActivityStatus, type MyActivity } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  isApplicationKind,
  matchesFilter,
  needsJoining,
  statusTone,
  statusView,
  type ActionButton,
} from './statusActions';

const mine = (status: ActivityStatus, overrides: Partial<MyActivity> = {}): MyActivity => ({
  activityId: 1,
  status,
  claimable: null,
  bonusId: null,
  reason: null,
  progress: null,
  ...overrides,
});

describe('statusView: the member status → button', () => {
  const expected: Record<ActivityStatus, ActionButton | null> = {
    join: 'join',
    claim: 'claim',
    applying: null,
    rejected: null,
    issued: 'collect',
    claimed: null,
    process: 'bonusDetails',
    joined: null,
    closed: null,
    coming_soon: null,
  };

  it.each(ACTIVITY_STATUSES)('%s (a deposit activity)', (status) => {
    const view = statusView({ kind: 'deposit_match', status: 'join' }, mine(status, { bonusId: 9 }), true);
    expect(view.status).toBe(status);
    expect(view.button).toBe(expected[status]);
  });

  it('asks applications kinds to apply, and to apply again after a rejection', () => {
    for (const kind of ['application', 'messaging_id'] as const) {
      expect(statusView({ kind, status: 'join' }, mine('join'), true).button).toBe('apply');
      expect(
        statusView({ kind, status: 'join' }, mine('rejected', { reason: 'Blurry' }), true),
      ).toMatchObject({
        button: 'apply',
        reason: 'Blurry',
      });
      expect(statusView({ kind, status: 'join' }, mine('applying'), true).button).toBeNull();
    }
  });

  it('carries the claimable amount, the bonus, the reason and the progress', () => {
    expect(
      statusView({ kind: 'reload', status: 'join' }, mine('claim', { claimable: '50.00' }), true),
    ).toMatchObject({
      button: 'claim',
      amount: '50.00',
    });
    expect(
      statusView(
        { kind: 'application', status: 'join' },
        mine('issued', { claimable: '131.00', bonusId: 4 }),
        true,
      ),
    ).toMatchObject({ button: 'collect', amount: '131.00', bonusId: 4 });
    expect(
      statusView({ kind: 'turnover_reward', status: 'join' }, mine('joined', { progress: '300.00' }), true),
    ).toMatchObject({ button: null, progress: '300.00' });
  });

  it('offers Join only to kinds that count from the joining on', () => {
    expect(ACTIVITY_KINDS.filter(needsJoining)).toEqual([
      'deposit_match',
      'reload',
      'turnover_reward',
      'loss_rebate',
    ]);
    for (const kind of ['first_deposit', 'daily_login'] as const)
      expect(statusView({ kind, status: 'join' }, mine('join'), true).button).toBeNull();
  });

  it('offers nothing to collect without the bonus behind it', () => {
    expect(statusView({ kind: 'reload', status: 'join' }, mine('issued'), true).button).toBeNull();
  });

  it('uses the visitor status while the member state is unknown', () => {
    expect(statusView({ kind: 'reload', status: 'join' }, undefined, true)).toMatchObject({
      status: 'join',
      button: 'join',
    });
  });
});

describe('statusView: visitors', () => {
  it('asks to log in while the activity is open, and offers nothing otherwise', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(statusView({ kind, status: 'join' }, null, false).button).toBe('login');
      expect(statusView({ kind, status: 'coming_soon' }, null, false).button).toBeNull();
      expect(statusView({ kind, status: 'closed' }, null, false).button).toBeNull();
    }
  });

  it('ignores a member state left over from a session that ended', () => {
    expect(statusView({ kind: 'reload', status: 'join' }, mine('claim'), false).button).toBe('login');
  });
});

describe('status chips and filters', () => {
  it('gives every status a tone', () => {
    for (const status of ACTIVITY_STATUSES) expect(statusTone(status)).toBeTruthy();
    expect(statusTone('claim')).toBe('ready');
    expect(statusTone('rejected')).toBe('bad');
  });

  it('filters running and coming-soon activities by the visitor status', () => {
    expect(matchesFilter({ status: 'join' }, 'running')).toBe(true);
    expect(matchesFilter({ status: 'closed' }, 'running')).toBe(false);
    expect(matchesFilter({ status: 'coming_soon' }, 'running')).toBe(false);
    expect(matchesFilter({ status: 'coming_soon' }, 'soon')).toBe(true);
    expect(matchesFilter({ status: 'closed' }, 'all')).toBe(true);
  });

  it('knows the application kinds', () => {
    expect(ACTIVITY_KINDS.filter(isApplicationKind)).toEqual(['application', 'messaging_id']);
  });
});
