import type { CurrencySettings, GameCategory, Localized, VipRankInput } from '@wps/contracts';
import { formatMoney, settingAmount } from '../../kernel/money.js';
import type { SiteContext } from '../../platform/context.js';
import {
  DEFAULT_MIN_CONVERT,
  DEFAULT_PERIOD_DAYS,
  DEFAULT_POINT_RULES,
  DEFAULT_POINTS_PER_UNIT,
  DEFAULT_RANKS,
} from './defaults.js';
import type { Executor } from '../../platform/db/index.js';
import type { Rank } from './rules.js';
import * as store from './store.js';

/** A rank as stored: money in minor units as decimal strings. */
export interface StoredRank {
  level: number;
  name: string;
  upgradeDeposit: string;
  upgradeValidBet: string;
  keepValidBet: string;
  upgradeReward: string;
  birthdayReward: string;
  cashbackRates: Partial<Record<GameCategory, number>>;
  pointsPerHundred: Partial<Record<GameCategory, number>>;
  benefits: Localized;
}

export interface LoyaltySettings {
  periodDays: number;
  ranks: Rank[];
  stored: StoredRank[];
  pointsPerUnit: number;
  minConvert: number;
  pointRules: Localized;
}

/** Ranks as entered (major units) → stored (minor units of the currency). */
export function storedRanksOf(ranks: readonly VipRankInput[], currency: CurrencySettings): StoredRank[] {
  const minor = (text: string) => settingAmount(text, currency).toString();
  return ranks.map((rank) => ({
    level: rank.level,
    name: rank.name,
    upgradeDeposit: minor(rank.upgradeDeposit),
    upgradeValidBet: minor(rank.upgradeValidBet),
    keepValidBet: minor(rank.keepValidBet),
    upgradeReward: minor(rank.upgradeReward),
    birthdayReward: minor(rank.birthdayReward),
    cashbackRates: rank.cashbackRates,
    pointsPerHundred: rank.pointsPerHundred,
    benefits: rank.benefits as Localized,
  }));
}

export function ranksOf(stored: readonly StoredRank[]): Rank[] {
  return stored.map((rank) => ({
    level: rank.level,
    name: rank.name,
    upgradeDepositMinor: BigInt(rank.upgradeDeposit),
    upgradeValidBetMinor: BigInt(rank.upgradeValidBet),
    keepValidBetMinor: BigInt(rank.keepValidBet),
    upgradeRewardMinor: BigInt(rank.upgradeReward),
    birthdayRewardMinor: BigInt(rank.birthdayReward),
    cashbackRates: rank.cashbackRates,
    pointsPerHundred: rank.pointsPerHundred,
  }));
}

/** The merchant's loyalty settings: saved by an operator, else the defaults in its currency. */
export async function settingsOf(db: Executor, site: SiteContext): Promise<LoyaltySettings> {
  const row = await store.config(db, site.merchantId);
  const stored = row ? (row.ranks as StoredRank[]) : storedRanksOf(DEFAULT_RANKS, site.settings.currency);
  return {
    periodDays: row?.periodDays ?? DEFAULT_PERIOD_DAYS,
    ranks: ranksOf(stored),
    stored,
    pointsPerUnit: row?.pointsPerUnit ?? DEFAULT_POINTS_PER_UNIT,
    minConvert: row?.minConvert ?? DEFAULT_MIN_CONVERT,
    pointRules: (row?.pointRules as Localized | undefined) ?? DEFAULT_POINT_RULES,
  };
}

export function rankWire(rank: StoredRank, currency: CurrencySettings) {
  const money = (text: string) => formatMoney(BigInt(text), currency);
  return {
    level: rank.level,
    name: rank.name,
    upgradeDeposit: money(rank.upgradeDeposit),
    upgradeValidBet: money(rank.upgradeValidBet),
    keepValidBet: money(rank.keepValidBet),
    upgradeReward: money(rank.upgradeReward),
    birthdayReward: money(rank.birthdayReward),
    cashbackRates: rank.cashbackRates,
    pointsPerHundred: rank.pointsPerHundred,
  };
}
