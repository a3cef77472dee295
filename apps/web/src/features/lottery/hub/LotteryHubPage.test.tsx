import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import LatestResultsLane from '../LatestResultsLane';
import { gameFixture, periodFixture, renderLottery, vnGameFixture } from '../testSupport';
import { LotteryHubPage } from './LotteryHubPage';

const api = installFakeApi();
const vnNorth = vnGameFixture({
  code: 'VN_NORTH',
  name: { EN: 'Northern Vietnam Lottery' },
  last: periodFixture({
    gameCode: 'VN_NORTH',
    number: '20260331',
    status: 'settled',
    numbers: ['12345', '67890'],
    prizes: { G1: ['67890'], DB: ['12345'] },
  }),
});
const sea = gameFixture({
  code: 'SEA4D',
  family: 'SEA4D',
  accountType: 'TCG_SEA',
  name: { EN: '4D Lottery' },
});
const ssc = gameFixture();

beforeEach(() => {
  api.on('lotteryGames', () => ({ games: [ssc, sea, vnNorth], now: Date.now() }));
});

describe('lottery hub', () => {
  it('groups every game by lobby, each card opening its lobby on the game', async () => {
    renderLottery(<LotteryHubPage />, '/elott');
    const vn = await screen.findByRole('region', { name: 'Vietnam lottery' });
    const link = within(vn).getByRole('link', { name: 'Northern Vietnam Lottery' });
    expect(link.getAttribute('href')).toBe('/vnlottery?gameCode=VN_NORTH');
    // A sheet shows its special prize as balls.
    expect(within(vn).getByText('Special prize')).toBeTruthy();
    expect(within(vn).getByRole('list', { name: 'Result: 12345' })).toBeTruthy();
    const seaSection = screen.getByRole('region', { name: 'Southeast Asia lottery' });
    expect(within(seaSection).getByRole('link', { name: '4D Lottery' }).getAttribute('href')).toBe(
      '/seaLottery?gameCode=SEA4D',
    );
    const fast = screen.getByRole('region', { name: 'Fast games' });
    expect(within(fast).getByRole('link', { name: 'SSC 1 Min' }).getAttribute('href')).toBe(
      '/lottery?gameCode=SSC1',
    );
    expect(within(fast).getByText('Closes in')).toBeTruthy();
  });
});

describe('latest results lane', () => {
  it('shows the last result of each game', async () => {
    api.on('lotteryOpenedNumeros', () => ({ list: [ssc.last!] }));
    renderLottery(<LatestResultsLane />, '/index');
    const lane = await screen.findByRole('region', { name: 'Latest lottery results' });
    expect(within(lane).getByRole('link', { name: 'SSC 1 Min' }).getAttribute('href')).toBe(
      '/lottery?gameCode=SSC1',
    );
    expect(within(lane).getByRole('list', { name: 'Result: 3 1 4 1 5' })).toBeTruthy();
  });

  it('shows nothing without results', async () => {
    api.on('lotteryOpenedNumeros', () => ({ list: [] }));
    const { container } = renderLottery(<LatestResultsLane />, '/index');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
