import type { OperatorRole } from '@wps/contracts';
import type { ReactElement } from 'react';
import { renderPage as renderAt } from '../../shared/test/fakeApi';
import type {
  Mission,
  PointConfig,
  PointReward,
  Redemption,
  ReferralSettings,
  VipRank,
  VipRules,
} from './loyaltyApi';

export { fakeApi, installDialog, refuse, type Call, type RouteId } from '../../shared/test/fakeApi';
export { cellTexts, change, expectGoneOnSave, fill, setUpPageTests } from '../../shared/test/pageTests';

/** Renders one loyalty page of merchant aurora at `entry` (`/loyalty/...` with its query). */
export function renderPage(page: ReactElement, entry: string, role: OperatorRole) {
  const path = `/m/:merchant${entry.split('?')[0]!}`;
  return renderAt(page, path, `/m/aurora${entry}`, role);
}

export const page = <T>(list: T[], totalPages = 1) => ({ list, pageNum: 1, totalPages });

export function rank(level: number, extra: Partial<VipRank> = {}): VipRank {
  return {
    level,
    name: `VIP${level}`,
    upgradeDeposit: `${level * 1000}.00`,
    upgradeValidBet: `${level * 10000}.00`,
    keepValidBet: `${level * 5000}.00`,
    upgradeReward: `${level * 18}.00`,
    birthdayReward: `${level * 8}.00`,
    cashbackRates: { RNG: 30 + level * 10, LIVE: 20 },
    pointsPerHundred: { RNG: 1 + level },
    benefits: { EN: `Rank ${level} benefits` },
    members: 100 - level * 10,
    ...extra,
  };
}

export function vipRules(extra: Partial<VipRules> = {}): VipRules {
  return { periodDays: 30, ranks: [rank(0), rank(1), rank(2)], currency: 'PHP', ...extra };
}

export function pointReward(id: number, extra: Partial<PointReward> = {}): PointReward {
  return {
    id,
    kind: 'goods',
    name: { EN: `Reward ${id}`, CN: `奖品 ${id}` },
    description: { EN: `Description ${id}` },
    image: null,
    points: 5000,
    cash: null,
    stock: 20,
    needsAddress: true,
    active: true,
    sort: 100,
    redeemed: 3,
    ...extra,
  };
}

export function pointConfig(extra: Partial<PointConfig> = {}): PointConfig {
  return {
    pointsPerUnit: 100,
    minConvert: 1000,
    earnRates: [
      { level: 0, name: 'VIP0', pointsPerHundred: { RNG: 1, LIVE: 1 } },
      { level: 1, name: 'VIP1', pointsPerHundred: { RNG: 2, LIVE: 1, LOTT: 1 } },
    ],
    rules: 'Points never expire.',
    currency: 'PHP',
    ...extra,
  };
}

export function redemption(id: number, extra: Partial<Redemption> = {}): Redemption {
  return {
    id,
    rewardId: 4,
    rewardName: 'Phone case',
    points: 5000,
    amount: null,
    quantity: 1,
    status: 'in_progress',
    remark: null,
    address: '12 Rizal St, Makati',
    createdAt: Date.UTC(2026, 11, 2, 8),
    decidedAt: null,
    memberId: 70 + id,
    username: `member${id}`,
    decidedBy: null,
    ...extra,
  };
}

export function mission(id: number, extra: Partial<Mission> = {}): Mission {
  return {
    id,
    title: { EN: `Mission ${id}`, CN: `任务 ${id}` },
    period: 'daily',
    metric: 'valid_bet',
    target: '1000.00',
    rewardMoney: '10.00',
    rewardPoints: 0,
    active: true,
    sort: 100,
    claims: 4,
    currency: 'PHP',
    ...extra,
  };
}

export function referralSettings(extra: Partial<ReferralSettings> = {}): ReferralSettings {
  return {
    firstDepositReward: '50.00',
    minDeposit: '100.00',
    turnoverReward: '100.00',
    turnoverTarget: '5000.00',
    ...extra,
  };
}
