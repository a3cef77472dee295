import fc from 'fast-check';
import { ACTIVITY_STATUSES, GAME_CATEGORIES, type ActivityStatus, type BonusState } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityTransitionAllowed,
  APPLICATION_TRANSITIONS,
  BONUS_TRANSITIONS,
  bonusTransitionAllowed,
  clip,
  expiryOf,
  flagsOf,
  memberStatusOf,
  needsJoining,
  paidStateOf,
  periodOf,
  previousPeriodOf,
  publicStatusOf,
  rewardOf,
  takesApplications,
  turnoverOf,
  turnoverRequiredOf,
  weightedTurnover,
  windowOf,
  withdrawalHoldOf,
  type MemberStanding,
  type RewardTerms,
  type WageringTerms,
} from './rules.js';

const terms = (patch: Partial<RewardTerms> = {}): RewardTerms => ({
  percentBasisPoints: 10_000,
  fixedMinor: 0n,
  maxMinor: null,
  thresholdMinor: 0n,
  ...patch,
});
const wagering = (patch: Partial<WageringTerms> = {}): WageringTerms => ({
  multipleHundredths: 1000,
  basis: 'bonus',
  weights: {},
  maxBetMinor: null,
  expiryHours: null,
  ...patch,
});
const at = (iso: string) => new Date(iso);

describe('rewardOf', () => {
  it('pays a percentage of the base floored to the minor unit, plus the fixed part, capped', () => {
    expect(rewardOf(terms(), 50_000n)).toBe(50_000n);
    expect(rewardOf(terms({ percentBasisPoints: 3_333 }), 1_001n)).toBe(333n);
    expect(rewardOf(terms({ percentBasisPoints: 5_000, fixedMinor: 100n }), 1_000n)).toBe(600n);
    expect(rewardOf(terms({ maxMinor: 20_000n }), 50_000n)).toBe(20_000n);
  });
  it('pays nothing below the threshold, and the full rule from it on', () => {
    const t = terms({ thresholdMinor: 10_000n, percentBasisPoints: 1_000 });
    expect(rewardOf(t, 9_999n)).toBe(0n);
    expect(rewardOf(t, 10_000n)).toBe(1_000n);
  });
  it('pays a fixed reward with no base (daily login)', () => {
    expect(rewardOf(terms({ percentBasisPoints: 0, fixedMinor: 888n }), 0n)).toBe(888n);
  });
});

describe('turnover', () => {
  it('requires the multiple of the bonus, or of bonus plus deposit, rounded up', () => {
    expect(turnoverRequiredOf(wagering(), 1_000n, 5_000n)).toBe(10_000n);
    expect(turnoverRequiredOf(wagering({ basis: 'bonus_deposit' }), 1_000n, 5_000n)).toBe(60_000n);
    expect(turnoverRequiredOf(wagering({ multipleHundredths: 150 }), 333n, null)).toBe(500n);
    expect(turnoverRequiredOf(wagering({ multipleHundredths: 0 }), 1_000n, null)).toBe(0n);
  });
  it('weighs valid bets per category (missing categories count 100 %) and floors once', () => {
    const weights = { LIVE: 10, SPORTS: 50, LOTT: 0 };
    expect(
      weightedTurnover(
        [
          { category: 'RNG', validBetMinor: 1_000n },
          { category: 'LIVE', validBetMinor: 1_005n },
          { category: 'SPORTS', validBetMinor: 3n },
          { category: 'LOTT', validBetMinor: 9_999n },
        ],
        weights,
      ),
    ).toBe(1_102n); // (1000 × 100 + 1005 × 10 + 3 × 50 + 9999 × 0) / 100
  });
  it('never shows more done than required, and the hold is the sum of what remains', () => {
    expect(turnoverOf(100n, 250n)).toEqual({ required: 100n, done: 100n, remaining: 0n });
    expect(withdrawalHoldOf([turnoverOf(100n, 40n), turnoverOf(50n, 50n)])).toEqual({
      required: 150n,
      done: 90n,
      remaining: 60n,
    });
    expect(withdrawalHoldOf([])).toEqual({ required: 0n, done: 0n, remaining: 0n });
  });
  it('expires a bonus its hours after payment, or never', () => {
    expect(expiryOf(at('2026-11-27T00:00:00Z'), 48)).toEqual(at('2026-11-29T00:00:00Z'));
    expect(expiryOf(at('2026-11-27T00:00:00Z'), null)).toBeNull();
  });

  const category = fc.constantFrom(...GAME_CATEGORIES);
  const bets = fc.array(fc.record({ category, validBetMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }) }), {
    maxLength: 40,
  });
  const weightsArb = fc.dictionary(category, fc.integer({ min: 0, max: 100 }));

  it('lets a bonus be withdrawn exactly when its weighted turnover meets the requirement (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 10_000 }),
        weightsArb,
        bets,
        (bonus, multiple, weights, played) => {
          const required = turnoverRequiredOf(
            wagering({ multipleHundredths: multiple, weights }),
            bonus,
            null,
          );
          // Reference: the exact rational sum of bet × weight / 100, compared without rounding.
          let hundredths = 0n;
          for (const bet of played) hundredths += bet.validBetMinor * BigInt(weights[bet.category] ?? 100);
          const met = hundredths >= required * 100n;
          const hold = withdrawalHoldOf([turnoverOf(required, weightedTurnover(played, weights))]);
          expect(hold.remaining === 0n).toBe(met);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('only ever lowers what remains as bets are added, whatever their order (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), weightsArb, bets, (required, weights, played) => {
        let last = required;
        for (let i = 1; i <= played.length; i++) {
          const remaining = turnoverOf(required, weightedTurnover(played.slice(0, i), weights)).remaining;
          expect(remaining <= last).toBe(true);
          last = remaining;
        }
        const reversed = [...played].reverse();
        expect(weightedTurnover(reversed, weights)).toBe(weightedTurnover(played, weights));
      }),
      { numRuns: 300 },
    );
  });

  it('makes a paid bonus active while turnover remains, else completed', () => {
    expect(paidStateOf(1n)).toBe('active');
    expect(paidStateOf(0n)).toBe('completed');
  });
});

describe('windows and periods', () => {
  const window = {
    state: 'published' as const,
    startsAt: at('2026-12-01T00:00:00Z'),
    endsAt: at('2026-12-31T00:00:00Z'),
    showFrom: at('2026-11-25T00:00:00Z'),
    budgetMinor: 1_000n,
    spentMinor: 0n,
  };
  it('hides drafts and activities not yet shown, shows coming soon, open, then closed', () => {
    expect(windowOf({ ...window, state: 'draft' }, at('2026-12-05T00:00:00Z'))).toBe('hidden');
    expect(windowOf(window, at('2026-11-20T00:00:00Z'))).toBe('hidden');
    expect(windowOf({ ...window, showFrom: null }, at('2026-11-30T00:00:00Z'))).toBe('hidden');
    expect(windowOf(window, at('2026-11-30T00:00:00Z'))).toBe('coming_soon');
    expect(windowOf(window, at('2026-12-01T00:00:00Z'))).toBe('open');
    expect(windowOf(window, at('2026-12-31T00:00:00Z'))).toBe('closed');
    expect(windowOf({ ...window, state: 'closed' }, at('2026-12-05T00:00:00Z'))).toBe('closed');
    expect(windowOf({ ...window, spentMinor: 1_000n }, at('2026-12-05T00:00:00Z'))).toBe('closed');
  });
  it('names local days and Monday weeks in the merchant zone', () => {
    // 2026-11-27 17:00 UTC is Saturday 01:00 in Manila.
    const now = at('2026-11-27T17:00:00Z');
    const day = periodOf('daily', now, 'Asia/Manila', window);
    expect(day).toEqual({
      key: 'day:2026-11-28',
      from: at('2026-11-27T16:00:00Z'),
      to: at('2026-11-28T16:00:00Z'),
    });
    const week = periodOf('weekly', now, 'Asia/Manila', window);
    expect(week.key).toBe('week:2026-11-23');
    expect(week.from).toEqual(at('2026-11-22T16:00:00Z'));
    expect(week.to).toEqual(at('2026-11-29T16:00:00Z'));
    expect(periodOf('once', now, 'Asia/Manila', window)).toEqual({
      key: 'once',
      from: window.startsAt,
      to: window.endsAt,
    });
    expect(previousPeriodOf('daily', now, 'Asia/Manila', window).key).toBe('day:2026-11-27');
    expect(previousPeriodOf('weekly', now, 'Asia/Manila', window).key).toBe('week:2026-11-16');
  });
  it('clips a range to bounds, or answers null when they do not meet', () => {
    const range = { from: at('2026-12-01T00:00:00Z'), to: at('2026-12-03T00:00:00Z') };
    expect(clip(range, { from: at('2026-12-02T00:00:00Z'), to: at('2026-12-09T00:00:00Z') })).toEqual({
      from: at('2026-12-02T00:00:00Z'),
      to: range.to,
    });
    expect(clip(range, { from: at('2026-12-03T00:00:00Z'), to: at('2026-12-09T00:00:00Z') })).toBeNull();
  });
});

describe('transitions', () => {
  it('lets a bonus move only along its table, and never out of an end state', () => {
    expect(bonusTransitionAllowed('review', 'active')).toBe(true);
    expect(bonusTransitionAllowed('review', 'rejected')).toBe(true);
    expect(bonusTransitionAllowed('issued', 'completed')).toBe(true);
    expect(bonusTransitionAllowed('active', 'expired')).toBe(true);
    expect(bonusTransitionAllowed('active', 'forfeited')).toBe(true);
    expect(bonusTransitionAllowed('active', 'review')).toBe(false);
    for (const end of ['completed', 'rejected', 'forfeited', 'expired'] as BonusState[])
      expect(BONUS_TRANSITIONS[end]).toEqual([]);
    expect(APPLICATION_TRANSITIONS.applying).toEqual(['approved', 'rejected']);
    expect(APPLICATION_TRANSITIONS.approved).toEqual([]);
  });
  it('sends an activity back to a draft only while it has given nothing', () => {
    expect(activityTransitionAllowed('draft', 'published', false)).toBe(true);
    expect(activityTransitionAllowed('published', 'closed', true)).toBe(true);
    expect(activityTransitionAllowed('closed', 'published', true)).toBe(true);
    expect(activityTransitionAllowed('published', 'draft', false)).toBe(true);
    expect(activityTransitionAllowed('published', 'draft', true)).toBe(false);
    expect(activityTransitionAllowed('published', 'published', false)).toBe(false);
  });
  it('knows which kinds are joined first and which take applications', () => {
    expect(needsJoining('deposit_match')).toBe(true);
    expect(needsJoining('first_deposit')).toBe(false);
    expect(takesApplications('messaging_id')).toBe(true);
    expect(takesApplications('loss_rebate')).toBe(false);
  });
});

describe('the member status', () => {
  const standing = (patch: Partial<MemberStanding>): MemberStanding => ({
    kind: 'deposit_match',
    window: 'open',
    joined: true,
    current: null,
    issued: false,
    application: null,
    claimable: 0n,
    disqualified: false,
    ...patch,
  });
  const cases: [ActivityStatus, MemberStanding][] = [
    ['coming_soon', standing({ window: 'coming_soon', joined: false })],
    ['closed', standing({ window: 'closed' })],
    ['closed', standing({ kind: 'first_deposit', disqualified: true })],
    ['join', standing({ joined: false })],
    ['join', standing({ kind: 'application' })],
    ['join', standing({ kind: 'first_deposit' })],
    ['joined', standing({})],
    ['claim', standing({ claimable: 100n })],
    ['claim', standing({ kind: 'daily_login', claimable: 100n })],
    ['applying', standing({ kind: 'application', application: { state: 'applying' } })],
    ['applying', standing({ current: { state: 'review' } })],
    ['rejected', standing({ kind: 'application', application: { state: 'rejected' } })],
    ['rejected', standing({ current: { state: 'rejected' } })],
    ['issued', standing({ issued: true })],
    ['issued', standing({ window: 'closed', issued: true })],
    ['process', standing({ current: { state: 'active' } })],
    ['claimed', standing({ current: { state: 'completed' } })],
    ['claimed', standing({ current: { state: 'expired' } })],
  ];
  it.each(cases)('is %s', (status, input) => {
    expect(memberStatusOf(input)).toBe(status);
  });
  it('reaches every status of spec.md §4', () => {
    expect(new Set(cases.map(([status]) => status))).toEqual(new Set(ACTIVITY_STATUSES));
  });
  it('shows visitors the window only', () => {
    expect(publicStatusOf('open')).toBe('join');
    expect(publicStatusOf('coming_soon')).toBe('coming_soon');
    expect(publicStatusOf('closed')).toBe('closed');
  });
});

describe('abuse flags', () => {
  it('flags a shared payout account, device or address, and an activity under review', () => {
    expect(flagsOf({ review: false, samePayoutAccount: [], sameDevice: [], sameIp: [] })).toEqual({
      flags: [],
      related: [],
    });
    expect(flagsOf({ review: true, samePayoutAccount: [7], sameDevice: [3, 7], sameIp: [9] })).toEqual({
      flags: ['activity_review', 'same_payout_account', 'same_device', 'same_ip'],
      related: [3, 7, 9],
    });
  });
});
