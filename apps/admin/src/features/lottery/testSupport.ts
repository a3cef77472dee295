import type { ReactElement } from 'react';
import type { OperatorRole } from '@wps/contracts';
import { renderPage as renderAt } from '../../shared/test/fakeApi';
import type { LotteryDraw, LotteryGame } from './lotteryApi';

export { fakeApi, installDialog, refuse, type Call, type RouteId } from '../../shared/test/fakeApi';

/** Renders one global page at `entry` (`/lottery/...` with its query), signed in with `role`. */
export function renderPage(page: ReactElement, entry: string, role: OperatorRole) {
  return renderAt(page, entry.split('?')[0]!, entry, role);
}

export function game(code: string, extra: Partial<LotteryGame> = {}): LotteryGame {
  return {
    code,
    family: 'SSC',
    prizeMode: 'Lott',
    accountType: 'LOTT',
    name: { EN: `Game ${code}`, CN: `彩种 ${code}` },
    source: 'house',
    region: null,
    timeZone: 'Asia/Manila',
    intervalSeconds: 300,
    closeSeconds: 30,
    series: [1800, 1900, 1950],
    minUnit: '0.01',
    maxUnit: '1000',
    enabled: true,
    current: null,
    last: null,
    keyCap: '50000',
    typeCaps: {},
    playerPeriodMax: null,
    betTypes: ['STRAIGHT', 'GROUP3'],
    sheet: null,
    ...extra,
  };
}

/** The northern sheet as the games call answers it (rank order, the special prize first). */
export const VN_NORTH_SHEET = [
  { name: 'DB', count: 1, digits: 5 },
  { name: 'G1', count: 1, digits: 5 },
  { name: 'G2', count: 2, digits: 5 },
  { name: 'G3', count: 6, digits: 5 },
  { name: 'G4', count: 4, digits: 4 },
  { name: 'G5', count: 6, digits: 4 },
  { name: 'G6', count: 3, digits: 3 },
  { name: 'G7', count: 4, digits: 2 },
];

export const NORTH = game('VN_HN', {
  family: 'VN',
  prizeMode: 'SEA',
  accountType: 'TCG_LOTTO_VN',
  name: { EN: 'Ha Noi', CN: '河内' },
  source: 'external',
  region: 'north',
  sheet: VN_NORTH_SHEET,
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  closeSeconds: 900,
});

export function draw(gameCode: string, number: string, extra: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameCode,
    number,
    opensAt: Date.UTC(2026, 10, 20, 1),
    closesAt: Date.UTC(2026, 10, 20, 11),
    drawAt: Date.UTC(2026, 10, 20, 11, 15),
    status: 'closed',
    seedHash: null,
    seed: null,
    numbers: null,
    prizes: null,
    resultSource: null,
    orders: 3,
    stake: '150.00',
    payout: '0.00',
    entries: [],
    cancelledBy: null,
    ...extra,
  };
}

export const page = <T>(list: T[], totalPages = 1) => ({ list, page: 1, totalPages, total: list.length });
