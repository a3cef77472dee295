import { QueryClientProvider } from '@tanstack/react-query';
import {
  flattenWhitelabel,
  type LotteryGame,
  type LotteryGameDetail,
  type LotteryOrder,
  type LotteryPeriod,
} from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';
import type { LotteryAuth } from './auth';

const name = (EN: string) => ({ EN, CN: `${EN}（中文）`, JA: `${EN}（日本語）`, TH: EN, VI: EN, UR: EN });

export function periodFixture(overrides: Partial<LotteryPeriod> = {}): LotteryPeriod {
  const now = Date.now();
  return {
    gameCode: 'SSC1',
    number: '20260401-0100',
    opensAt: now - 30_000,
    closesAt: now + 90_000,
    drawAt: now + 100_000,
    status: 'open',
    seedHash: 'a'.repeat(64),
    seed: null,
    numbers: null,
    prizes: null,
    resultSource: null,
    ...overrides,
  };
}

export function gameFixture(overrides: Partial<LotteryGame> = {}): LotteryGame {
  const code = overrides.code ?? 'SSC1';
  return {
    code,
    family: 'SSC',
    prizeMode: 'Elott',
    accountType: 'ELOTT',
    name: name(`SSC 1 Min`),
    source: 'house',
    region: null,
    timeZone: 'Asia/Shanghai',
    intervalSeconds: 60,
    closeSeconds: 10,
    series: [1800, 1850, 1900, 1950],
    minUnit: '1.00',
    maxUnit: '100000.00',
    enabled: true,
    current: periodFixture({ gameCode: code }),
    last: periodFixture({
      gameCode: code,
      number: '20260401-0099',
      status: 'settled',
      seed: 'b'.repeat(64),
      numbers: ['3', '1', '4', '1', '5'],
      opensAt: Date.now() - 100_000,
      closesAt: Date.now() - 40_000,
      drawAt: Date.now() - 30_000,
    }),
    ...overrides,
  };
}

/** A VN fast game (numbers picked on the 00–99 grid). */
export function vnGameFixture(overrides: Partial<LotteryGame> = {}): LotteryGame {
  const code = overrides.code ?? 'VN_FAST1';
  return gameFixture({
    code,
    family: 'VN',
    prizeMode: 'Lott',
    accountType: 'TCG_LOTTO_VN',
    name: name('Vietnam Fast Lottery 1 Min'),
    region: 'north',
    timeZone: 'Asia/Ho_Chi_Minh',
    current: periodFixture({ gameCode: code }),
    last: null,
    ...overrides,
  });
}

export function settingFixture(game: LotteryGame, series = 1950): LotteryGameDetail {
  const vn = game.family === 'VN';
  return {
    game,
    betTypes: vn
      ? [
          {
            code: 'lo2',
            name: name('Lô 2 digits'),
            rule: name('Two-digit numbers: wins on every prize ending with it.'),
            pick: { kind: 'numbers', digits: 2, min: 1, max: 100 },
          },
          {
            code: 'xien2',
            name: name('Xiên 2'),
            rule: name('Pick two numbers or more.'),
            pick: { kind: 'numbers', digits: 2, min: 2, max: 100 },
          },
        ]
      : [
          {
            code: 'ssc.pos',
            name: name('Position digit'),
            rule: name('Pick a position and a digit.'),
            pick: {
              kind: 'positions',
              positions: 5,
              values: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
            },
          },
          {
            code: 'ssc.sum',
            name: name('Sum big/small/odd/even'),
            rule: name('On the sum of the five digits.'),
            pick: { kind: 'options', options: ['big', 'small', 'odd', 'even'], min: 1, max: 4 },
          },
        ],
    series,
    rebateRate: ((1950 - series) / 2000).toFixed(4),
    payouts: [
      { betType: vn ? 'lo2' : 'ssc.pos', label: null, payout: '97.50', probability: '1/100', rtp: '97.50' },
    ],
    upcoming: Array.from({ length: 120 }, (_, i) => ({
      number: `20260401-${String(100 + i).padStart(4, '0')}`,
      closesAt: Date.now() + 90_000 + i * 60_000,
      drawAt: Date.now() + 100_000 + i * 60_000,
    })),
    now: Date.now(),
  };
}

export function orderFixture(overrides: Partial<LotteryOrder> = {}): LotteryOrder {
  return {
    orderNo: 'LO20260401000001',
    gameCode: 'VN_FAST1',
    periodNumber: '20260401-0100',
    chaseNo: null,
    series: 1950,
    bets: [
      {
        type: 'lo2',
        picks: ['12', '34'],
        unit: '1.00',
        multiplier: 1,
        combinations: 2,
        cost: '54.00',
        win: null,
        hits: null,
      },
    ],
    cost: '54.00',
    rebate: '0.00',
    win: null,
    status: 'placed',
    partial: false,
    numbers: null,
    closesAt: Date.now() + 90_000,
    drawAt: Date.now() + 100_000,
    createdAt: Date.now() - 1000,
    settledAt: null,
    ...overrides,
  };
}

export function authStub(loggedIn = true): LotteryAuth & { requireLogin: ReturnType<typeof vi.fn> } {
  return {
    loggedIn,
    requireRealAccount: vi.fn(() => Promise.resolve(loggedIn)),
    requireLogin: vi.fn(() => Promise.resolve()),
  };
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/** Renders a lottery screen with the providers of the site, at `url`. */
export function renderLottery(ui: ReactNode, url: string) {
  const status = systemStatusFixture();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
