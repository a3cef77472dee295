import { betTypesOf, LOTTERY_GAMES } from '@wps/games';
import type { GameCategory, OperatorVendor } from '@wps/contracts';
import { IN_HOUSE_LOTTERY } from './vendor-directory.js';

/** The demo merchant's in-house lottery vendor (seed.ts, mark `demo-lottery-v1`). */
export const DEMO_LOTTERY_VENDOR: OperatorVendor = {
  code: IN_HOUSE_LOTTERY,
  category: 'LOTT',
  name: { EN: 'Lotto', CN: '彩票', JA: 'ロト', TH: 'หวย', VI: 'Xổ số', UR: 'لاٹری' },
  icon: `vendor:${IN_HOUSE_LOTTERY}/assets/VN_NORTH.svg`,
  isHot: true,
  vassalage: false,
  walletMode: 'seamless',
  enabled: true,
  sortOrder: 2,
};

/**
 * Its games as the vendor's catalogue describes them (`/api/games`): the Vietnamese lottery under
 * LOTT (launching /vnlottery), the Southeast Asian and fast games under ELOTT (/seaLottery,
 * /lottery), each with its launch family, code and default play type.
 */
export function demoLotteryGames() {
  return LOTTERY_GAMES.map((game, index) => ({
    gameId: game.code,
    name: game.name,
    category: (game.accountType === 'TCG_LOTTO_VN' || game.accountType === 'LOTT'
      ? 'LOTT'
      : 'ELOTT') as GameCategory,
    accountTypeName: game.accountType,
    code: game.code,
    defaultPlayType: betTypesOf(game)[0]?.code ?? null,
    minBetMinor: game.minUnitMinor,
    isHot: ['VN_NORTH', 'VN_FAST1', 'SSC1', 'K3_1', 'PK10_1', 'SEA4D'].includes(game.code),
    sortOrder: index + 1,
  }));
}
