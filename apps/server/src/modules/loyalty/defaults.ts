import type { VipRankInput } from '@wps/contracts';

/*
 * The rules a merchant has until an operator saves its own (docs/product.md §Loyalty): seven ranks
 * over 30 days, amounts in whole units of the merchant's currency, and 100 points to 1.00.
 */

export const DEFAULT_PERIOD_DAYS = 30;
export const DEFAULT_POINTS_PER_UNIT = 100;
export const DEFAULT_MIN_CONVERT = 1_000;
export const DEFAULT_POINT_RULES = {
  EN: 'Points are earned on the valid bets of settled rounds, at the rate of your VIP rank, and never expire. Redeem them in the points mall or convert them to money in your main wallet.',
  CN: '积分按已结算注单的有效投注、依您的VIP等级比例累积，永不过期。可在积分商城兑换礼品，或兑换为主钱包余额。',
};

const rank = (
  level: number,
  upgrade: [string, string],
  keep: string,
  rewards: [string, string],
  cashback: number,
  points: number,
  benefits: string,
): VipRankInput => ({
  level,
  name: `VIP${level}`,
  upgradeDeposit: upgrade[0],
  upgradeValidBet: upgrade[1],
  keepValidBet: keep,
  upgradeReward: rewards[0],
  birthdayReward: rewards[1],
  cashbackRates: {
    RNG: cashback,
    FISH: cashback,
    LIVE: Math.round(cashback * 0.6),
    SPORTS: Math.round(cashback * 0.6),
    ESPORTS: Math.round(cashback * 0.6),
    PVP: Math.round(cashback * 0.5),
  },
  pointsPerHundred: {
    RNG: points,
    FISH: points,
    LIVE: points,
    SPORTS: points,
    ESPORTS: points,
    PVP: points,
    LOTT: Math.max(1, Math.round(points / 2)),
    ELOTT: Math.max(1, Math.round(points / 2)),
  },
  benefits: { EN: benefits },
});

export const DEFAULT_RANKS: VipRankInput[] = [
  rank(0, ['0', '0'], '0', ['0', '0'], 30, 1, 'Cashback 0.3% on slots, points on every bet.'),
  rank(1, ['1000', '10000'], '5000', ['18', '18'], 40, 1, 'Cashback 0.4%, upgrade and birthday gifts.'),
  rank(2, ['5000', '50000'], '25000', ['58', '38'], 50, 2, 'Cashback 0.5%, double points.'),
  rank(3, ['20000', '200000'], '100000', ['188', '88'], 60, 2, 'Cashback 0.6%, faster withdrawals.'),
  rank(4, ['50000', '500000'], '250000', ['388', '188'], 70, 3, 'Cashback 0.7%, priority support.'),
  rank(5, ['100000', '1000000'], '500000', ['888', '388'], 80, 3, 'Cashback 0.8%, a personal VIP host.'),
  rank(
    6,
    ['300000', '3000000'],
    '1500000',
    ['2888', '888'],
    100,
    4,
    'Cashback 1%, invitations to VIP events.',
  ),
];
