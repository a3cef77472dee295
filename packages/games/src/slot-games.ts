/**
 * The published slot games. Reel strips, paytables and paylines are the complete mathematics of each
 * game: the exact RTP and variance follow from them (see exactRtp, payVariance and the tests).
 *
 * Every game: 5 reels × 3 rows, one wild that substitutes for all symbols, pays as integer multipliers
 * of the line bet, total bet a multiple of the line count.
 */
import type { SlotDefinition } from './slot.js';

/** The 25 fixed paylines (row per reel, row 0 at the top); a game with k lines uses the first k. */
export const PAYLINES_25: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
];

/** Aurora Fruits: 20 lines, classic fruit symbols under the northern lights; medium-low volatility. */
export const AURORA_FRUITS: SlotDefinition = {
  id: 'aurora-fruits',
  name: 'Aurora Fruits',
  names: {
    EN: 'Aurora Fruits',
    CN: '极光水果',
    JA: 'オーロラ・フルーツ',
    TH: 'ออโรร่า ฟรุตส์',
    VI: 'Trái Cây Cực Quang',
    UR: 'اورورا فروٹس',
  },
  rows: 3,
  symbols: [
    { id: 'aurora', name: 'Aurora Wild', wild: true },
    { id: 'seven', name: 'Seven' },
    { id: 'bell', name: 'Bell' },
    { id: 'melon', name: 'Watermelon' },
    { id: 'grape', name: 'Grapes' },
    { id: 'plum', name: 'Plum' },
    { id: 'orange', name: 'Orange' },
    { id: 'lemon', name: 'Lemon' },
    { id: 'cherry', name: 'Cherry' },
  ],
  paytable: {
    aurora: [50, 250, 1000],
    seven: [25, 100, 400],
    bell: [20, 75, 250],
    melon: [15, 50, 150],
    grape: [10, 30, 100],
    plum: [8, 25, 75],
    orange: [5, 20, 60],
    lemon: [5, 15, 50],
    cherry: [5, 10, 40],
  },
  // prettier-ignore
  reels: [
    [ // reel 1: 32 stops
      'cherry', 'melon', 'lemon', 'grape', 'orange', 'bell', 'seven', 'cherry',
      'aurora', 'plum', 'grape', 'orange', 'lemon', 'bell', 'plum', 'orange',
      'grape', 'cherry', 'seven', 'lemon', 'cherry', 'grape', 'orange', 'bell',
      'seven', 'cherry', 'lemon', 'aurora', 'grape', 'plum', 'melon', 'orange',
    ],
    [ // reel 2: 32 stops
      'orange', 'cherry', 'plum', 'lemon', 'aurora', 'bell', 'grape', 'melon',
      'seven', 'orange', 'lemon', 'grape', 'cherry', 'bell', 'plum', 'melon',
      'aurora', 'orange', 'lemon', 'cherry', 'grape', 'orange', 'lemon', 'plum',
      'cherry', 'melon', 'bell', 'aurora', 'seven', 'grape', 'orange', 'lemon',
    ],
    [ // reel 3: 32 stops
      'cherry', 'grape', 'bell', 'lemon', 'aurora', 'plum', 'orange', 'melon',
      'cherry', 'lemon', 'orange', 'seven', 'plum', 'aurora', 'grape', 'lemon',
      'cherry', 'bell', 'orange', 'grape', 'plum', 'seven', 'lemon', 'cherry',
      'melon', 'aurora', 'cherry', 'bell', 'grape', 'lemon', 'plum', 'orange',
    ],
    [ // reel 4: 32 stops
      'bell', 'cherry', 'orange', 'lemon', 'seven', 'plum', 'grape', 'lemon',
      'cherry', 'melon', 'aurora', 'bell', 'plum', 'lemon', 'grape', 'cherry',
      'orange', 'bell', 'grape', 'lemon', 'seven', 'plum', 'cherry', 'aurora',
      'lemon', 'orange', 'grape', 'bell', 'melon', 'lemon', 'plum', 'cherry',
    ],
    [ // reel 5: 32 stops
      'cherry', 'plum', 'grape', 'aurora', 'lemon', 'seven', 'plum', 'cherry',
      'grape', 'melon', 'orange', 'grape', 'lemon', 'bell', 'plum', 'grape',
      'aurora', 'cherry', 'plum', 'melon', 'seven', 'grape', 'cherry', 'lemon',
      'orange', 'grape', 'plum', 'aurora', 'lemon', 'cherry', 'plum', 'grape',
    ],
  ],
  paylines: PAYLINES_25.slice(0, 20),
  lines: 20,
  minBetMinor: 20n,
  maxBetMinor: 100_000n,
};

/** Star Gems: 25 lines, precious stones and a Nova wild; frequent small wins. */
export const STAR_GEMS: SlotDefinition = {
  id: 'star-gems',
  name: 'Star Gems',
  names: {
    EN: 'Star Gems',
    CN: '星辰宝石',
    JA: 'スター・ジェム',
    TH: 'สตาร์ เจมส์',
    VI: 'Đá Quý Ngôi Sao',
    UR: 'ستارہ جواہرات',
  },
  rows: 3,
  symbols: [
    { id: 'nova', name: 'Nova Wild', wild: true },
    { id: 'diamond', name: 'Diamond' },
    { id: 'ruby', name: 'Ruby' },
    { id: 'emerald', name: 'Emerald' },
    { id: 'sapphire', name: 'Sapphire' },
    { id: 'amethyst', name: 'Amethyst' },
    { id: 'topaz', name: 'Topaz' },
    { id: 'citrine', name: 'Citrine' },
    { id: 'pearl', name: 'Pearl' },
  ],
  paytable: {
    nova: [40, 200, 800],
    diamond: [30, 120, 500],
    ruby: [20, 80, 300],
    emerald: [15, 50, 200],
    sapphire: [10, 40, 150],
    amethyst: [8, 25, 100],
    topaz: [5, 20, 80],
    citrine: [5, 15, 60],
    pearl: [4, 10, 50],
  },
  // prettier-ignore
  reels: [
    [ // reel 1: 36 stops
      'pearl', 'emerald', 'citrine', 'sapphire', 'amethyst', 'ruby', 'topaz', 'nova',
      'pearl', 'citrine', 'topaz', 'pearl', 'ruby', 'citrine', 'amethyst', 'pearl',
      'sapphire', 'topaz', 'citrine', 'ruby', 'nova', 'amethyst', 'emerald', 'pearl',
      'diamond', 'topaz', 'pearl', 'citrine', 'sapphire', 'ruby', 'citrine', 'nova',
      'pearl', 'topaz', 'emerald', 'amethyst',
    ],
    [ // reel 2: 36 stops
      'pearl', 'sapphire', 'topaz', 'amethyst', 'ruby', 'pearl', 'citrine', 'pearl',
      'sapphire', 'nova', 'emerald', 'topaz', 'pearl', 'ruby', 'pearl', 'amethyst',
      'sapphire', 'citrine', 'topaz', 'pearl', 'diamond', 'sapphire', 'ruby', 'topaz',
      'pearl', 'nova', 'sapphire', 'pearl', 'emerald', 'amethyst', 'ruby', 'pearl',
      'citrine', 'topaz', 'pearl', 'sapphire',
    ],
    [ // reel 3: 36 stops
      'pearl', 'sapphire', 'citrine', 'ruby', 'topaz', 'nova', 'emerald', 'pearl',
      'amethyst', 'citrine', 'topaz', 'pearl', 'citrine', 'topaz', 'ruby', 'nova',
      'sapphire', 'pearl', 'emerald', 'amethyst', 'topaz', 'citrine', 'sapphire', 'pearl',
      'citrine', 'diamond', 'pearl', 'topaz', 'amethyst', 'nova', 'ruby', 'sapphire',
      'emerald', 'citrine', 'topaz', 'pearl',
    ],
    [ // reel 4: 36 stops
      'pearl', 'ruby', 'citrine', 'sapphire', 'pearl', 'nova', 'amethyst', 'ruby',
      'citrine', 'diamond', 'topaz', 'sapphire', 'emerald', 'pearl', 'ruby', 'amethyst',
      'citrine', 'pearl', 'nova', 'sapphire', 'pearl', 'ruby', 'citrine', 'sapphire',
      'pearl', 'citrine', 'nova', 'ruby', 'pearl', 'topaz', 'emerald', 'amethyst',
      'citrine', 'sapphire', 'pearl', 'ruby',
    ],
    [ // reel 5: 36 stops
      'sapphire', 'pearl', 'citrine', 'topaz', 'amethyst', 'ruby', 'nova', 'pearl',
      'diamond', 'emerald', 'citrine', 'pearl', 'sapphire', 'topaz', 'sapphire', 'citrine',
      'nova', 'pearl', 'ruby', 'citrine', 'emerald', 'amethyst', 'pearl', 'diamond',
      'sapphire', 'topaz', 'citrine', 'ruby', 'amethyst', 'pearl', 'emerald', 'nova',
      'topaz', 'citrine', 'sapphire', 'pearl',
    ],
  ],
  paylines: PAYLINES_25,
  lines: 25,
  minBetMinor: 25n,
  maxBetMinor: 125_000n,
};

/** Lucky Sevens: 10 lines, sevens and bars with a Lucky wild; the most volatile of the three. */
export const LUCKY_SEVENS: SlotDefinition = {
  id: 'lucky-sevens',
  name: 'Lucky Sevens',
  names: {
    EN: 'Lucky Sevens',
    CN: '幸运七',
    JA: 'ラッキーセブン',
    TH: 'ลัคกี้ เซเว่นส์',
    VI: 'Bảy May Mắn',
    UR: 'لکی سیونز',
  },
  rows: 3,
  symbols: [
    { id: 'lucky', name: 'Lucky Wild', wild: true },
    { id: 'red7', name: 'Red Seven' },
    { id: 'blue7', name: 'Blue Seven' },
    { id: 'bar3', name: 'Triple Bar' },
    { id: 'bar2', name: 'Double Bar' },
    { id: 'bar1', name: 'Bar' },
    { id: 'bell', name: 'Bell' },
    { id: 'cherry', name: 'Cherry' },
  ],
  paytable: {
    lucky: [100, 500, 2500],
    red7: [50, 250, 1000],
    blue7: [25, 100, 500],
    bar3: [15, 60, 250],
    bar2: [10, 40, 150],
    bar1: [5, 20, 100],
    bell: [4, 15, 60],
    cherry: [3, 10, 40],
  },
  // prettier-ignore
  reels: [
    [ // reel 1: 30 stops
      'cherry', 'bar1', 'bar3', 'bell', 'cherry', 'bar2', 'blue7', 'bell',
      'bar1', 'cherry', 'red7', 'bar3', 'bar2', 'bell', 'cherry', 'blue7',
      'lucky', 'bar1', 'bar2', 'cherry', 'bar1', 'bell', 'bar3', 'cherry',
      'red7', 'blue7', 'bar2', 'bell', 'cherry', 'bar1',
    ],
    [ // reel 2: 30 stops
      'cherry', 'bar3', 'bell', 'bar2', 'bar1', 'blue7', 'lucky', 'bar1',
      'cherry', 'bar2', 'bell', 'cherry', 'bell', 'bar1', 'bar3', 'bar2',
      'red7', 'blue7', 'cherry', 'bar1', 'bar2', 'bell', 'cherry', 'lucky',
      'blue7', 'bar3', 'bar1', 'bell', 'bar2', 'cherry',
    ],
    [ // reel 3: 30 stops
      'cherry', 'bar1', 'bell', 'blue7', 'lucky', 'cherry', 'bar3', 'bar2',
      'red7', 'bell', 'bar1', 'cherry', 'bell', 'bar2', 'cherry', 'bar3',
      'bar1', 'bell', 'blue7', 'cherry', 'lucky', 'bar1', 'cherry', 'bell',
      'bar3', 'red7', 'bar1', 'bell', 'cherry', 'bar2',
    ],
    [ // reel 4: 30 stops
      'cherry', 'bell', 'blue7', 'bar1', 'bar3', 'lucky', 'bar2', 'red7',
      'cherry', 'blue7', 'bell', 'cherry', 'bar1', 'bar2', 'cherry', 'lucky',
      'bell', 'blue7', 'bar3', 'cherry', 'bar1', 'bell', 'cherry', 'lucky',
      'bar2', 'blue7', 'bar3', 'bell', 'cherry', 'bar1',
    ],
    [ // reel 5: 30 stops
      'bar1', 'bell', 'cherry', 'red7', 'blue7', 'bar2', 'lucky', 'bar3',
      'bar1', 'cherry', 'red7', 'cherry', 'bar2', 'blue7', 'bell', 'bar3',
      'bar1', 'cherry', 'red7', 'bell', 'bar1', 'cherry', 'lucky', 'bar3',
      'bar2', 'red7', 'bar1', 'blue7', 'cherry', 'bell',
    ],
  ],
  paylines: PAYLINES_25.slice(0, 10),
  lines: 10,
  minBetMinor: 10n,
  maxBetMinor: 50_000n,
};

/** Every published slot game, in catalogue order. */
export const SLOT_GAMES: readonly SlotDefinition[] = [AURORA_FRUITS, STAR_GEMS, LUCKY_SEVENS];

/** The published game with this id, or undefined. */
export function slotById(id: string): SlotDefinition | undefined {
  return SLOT_GAMES.find((game) => game.id === id);
}
