import type { Localized, OperatorVendor } from '@wps/contracts';
import { IN_HOUSE_VENDOR } from './vendor-directory.js';

/** The demo merchant's in-house slot vendor (seed.ts). */
export const DEMO_VENDOR: OperatorVendor = {
  code: IN_HOUSE_VENDOR,
  category: 'RNG',
  name: {
    EN: 'Aurora Slots',
    CN: '极光老虎机',
    JA: 'オーロラスロット',
    TH: 'ออโรร่า สล็อต',
    VI: 'Aurora Slots',
    UR: 'اورورا سلاٹس',
  },
  // The vendor serves icons of its games only: its card shows its first game's.
  icon: `vendor:${IN_HOUSE_VENDOR}/assets/aurora-fruits.svg`,
  isHot: true,
  vassalage: false,
  walletMode: 'seamless',
  enabled: true,
  sortOrder: 1,
};

export interface DemoGame {
  gameId: string;
  name: Localized;
  isHot: boolean;
  sortOrder: number;
  /** As the vendor publishes them (one minor unit per line is the smallest bet). */
  minBet: string;
  lineNum: number;
}

/**
 * The in-house vendor's three slots, written at seed time (the vendor may not be running then; an
 * operator's sync later refreshes them). Icons are `vendor:AURORA/assets/<gameId>.svg`: served by
 * the vendor itself, resolved to its base URL when answered (catalogue.ts resolveIcon).
 */
export const DEMO_GAMES: DemoGame[] = [
  {
    gameId: 'aurora-fruits',
    name: {
      EN: 'Aurora Fruits',
      CN: '极光水果',
      JA: 'オーロラフルーツ',
      TH: 'ผลไม้ออโรร่า',
      VI: 'Trái Cây Cực Quang',
      UR: 'اورورا فروٹس',
    },
    isHot: true,
    sortOrder: 1,
    minBet: '0.20',
    lineNum: 20,
  },
  {
    gameId: 'star-gems',
    name: {
      EN: 'Star Gems',
      CN: '星辰宝石',
      JA: 'スタージェム',
      TH: 'อัญมณีดวงดาว',
      VI: 'Đá Quý Ngôi Sao',
      UR: 'ستارہ جواہرات',
    },
    isHot: false,
    sortOrder: 2,
    minBet: '0.25',
    lineNum: 25,
  },
  {
    gameId: 'lucky-sevens',
    name: {
      EN: 'Lucky Sevens',
      CN: '幸运七',
      JA: 'ラッキーセブン',
      TH: 'เลขเจ็ดนำโชค',
      VI: 'Số Bảy May Mắn',
      UR: 'خوش قسمت سات',
    },
    isHot: false,
    sortOrder: 3,
    minBet: '0.10',
    lineNum: 10,
  },
];

export const DEMO_GAME_DEFAULTS = {
  category: 'RNG',
  supportPlay: 0,
} as const;

export function demoIcon(gameId: string): string {
  return `vendor:${IN_HOUSE_VENDOR}/assets/${gameId}.svg`;
}
