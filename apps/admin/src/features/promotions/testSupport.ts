import type { OperatorRole } from '@wps/contracts';
import type { ReactElement } from 'react';
import { renderPage as renderAt } from '../../shared/test/fakeApi';
import type {
  BudgetRow,
  PromotionActivity,
  PromotionApplication,
  PromotionBonus,
  PromotionRaffle,
  PromotionRaffleDraw,
} from './promotionsApi';

export { fakeApi, installDialog, refuse, type Call, type RouteId } from '../../shared/test/fakeApi';
export { cellTexts, change, expectGoneOnSave, fill, setUpPageTests } from '../../shared/test/pageTests';

/** Renders one promotions page of merchant aurora at `entry` (`/promotions/...` with its query). */
export function renderPage(page: ReactElement, entry: string, role: OperatorRole) {
  const path = `/m/:merchant${entry.split('?')[0]!}`;
  return renderAt(page, path, `/m/aurora${entry}`, role);
}

export const page = <T>(list: T[], totalPages = 1) => ({ list, pageNum: 1, totalPages });

export function activity(id: number, extra: Partial<PromotionActivity> = {}): PromotionActivity {
  return {
    id,
    state: 'draft',
    kind: 'deposit_match',
    title: { EN: `Activity ${id}`, CN: `活动 ${id}` },
    summary: { EN: 'Summary' },
    rules: { EN: 'Rules' },
    banner: { theme: 'ruby', image: null },
    languages: [],
    audience: { kind: 'all', ranks: [], labels: [], newWithinDays: null, agents: [] },
    startsAt: Date.UTC(2026, 11, 1),
    endsAt: Date.UTC(2026, 11, 31),
    showFrom: null,
    repeat: 'once',
    reward: { percentBasisPoints: 5000, fixed: '0', max: '500.00', threshold: '100.00' },
    wagering: { multiple: 10, basis: 'bonus', weights: {}, maxBet: null, expiryHours: null },
    budget: '10000.00',
    spent: '2500.00',
    review: false,
    messagingChannel: null,
    sort: 100,
    bonuses: 12,
    pending: 0,
    currency: 'PHP',
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 21),
    ...extra,
  };
}

export function application(id: number, extra: Partial<PromotionApplication> = {}): PromotionApplication {
  return {
    id,
    activityId: 7,
    activityTitle: 'Screenshot bonus',
    state: 'applying',
    remark: 'I shared the post',
    imageCount: 0,
    messagingId: null,
    reason: null,
    createdAt: Date.UTC(2026, 11, 2, 8),
    memberId: 40 + id,
    username: `member${id}`,
    decidedBy: null,
    decidedAt: null,
    bonusId: null,
    ...extra,
  };
}

export function bonus(id: number, extra: Partial<PromotionBonus> = {}): PromotionBonus {
  return {
    id,
    activityId: 3,
    activityTitle: 'Welcome match',
    kind: 'first_deposit',
    state: 'active',
    amount: '250.00',
    deposit: '500.00',
    turnover: { required: '2500.00', done: '1000.00', remaining: '1500.00' },
    weights: {},
    maxBet: null,
    expiresAt: Date.UTC(2026, 11, 20),
    createdAt: Date.UTC(2026, 11, 2, 8),
    paidAt: Date.UTC(2026, 11, 2, 8),
    reason: null,
    memberId: 50 + id,
    username: `player${id}`,
    flags: [],
    relatedUsernames: [],
    decidedBy: null,
    ...extra,
  };
}

export function budgetRow(id: number, extra: Partial<BudgetRow> = {}): BudgetRow {
  return {
    id,
    title: `Activity ${id}`,
    kind: 'deposit_match',
    state: 'published',
    budget: '10000.00',
    spent: '2500.00',
    issued: '300.00',
    bonuses: 12,
    members: 9,
    pending: 0,
    ...extra,
  };
}

/** The sample wheel's prize table: weights 500/300/150/45/5 of 1000. */
export const WHEEL_PRIZES: PromotionRaffle['prizes'] = [
  { id: 'try_again', amount: '0.00', weight: 500, odds: '50.0000' },
  { id: 'small', amount: '1.00', weight: 300, odds: '30.0000' },
  { id: 'mid', amount: '5.00', weight: 150, odds: '15.0000' },
  { id: 'big', amount: '20.00', weight: 45, odds: '4.5000' },
  { id: 'jackpot', amount: '100.00', weight: 5, odds: '0.5000' },
];

export function raffle(id: number, extra: Partial<PromotionRaffle> = {}): PromotionRaffle {
  return {
    id,
    state: 'draft',
    kind: 'wheel',
    title: { EN: `Raffle ${id}`, CN: `抽奖 ${id}` },
    rules: { EN: 'Three spins a day.' },
    prizes: WHEEL_PRIZES,
    budget: '5000.00',
    spent: '1250.00',
    draws: 640,
    members: 210,
    startsAt: Date.UTC(2026, 11, 1),
    endsAt: Date.UTC(2026, 11, 31),
    drawsPerMember: 3,
    currency: 'PHP',
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 21),
    ...extra,
  };
}

export function raffleDraw(id: number, extra: Partial<PromotionRaffleDraw> = {}): PromotionRaffleDraw {
  return {
    id,
    raffleId: 4,
    prizeId: 'mid',
    position: 2,
    amount: '5.00',
    index: 812,
    nonce: id,
    clientSeed: 'lucky-seed',
    seedHash: 'a3f1c9e07b52d4886e1f0a9c3b7d2e5f4a6c8b0d1e3f5a7c9b2d4e6f8a0c1b3d',
    serverSeed: null,
    createdAt: Date.UTC(2026, 11, 2, 8),
    memberId: 60 + id,
    username: `spinner${id}`,
    ...extra,
  };
}

/** A 1×1 PNG as the image call answers it. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
