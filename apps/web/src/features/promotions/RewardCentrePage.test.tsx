import type { MyActivity } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { installFakeApi } from '../../test/fakeApi';
import { RewardCentrePage } from './RewardCentrePage';
import {
  activityFixture,
  bonusFixture,
  myActivityFixture,
  myRaffleFixture,
  raffleFixture,
  renderPromotions,
  signIn,
} from './testSupport';

const api = installFakeApi();
let mine: MyActivity[] = [];

beforeEach(() => {
  sessionStorage.clear();
  signIn();
  mine = [
    myActivityFixture({ activityId: 1, status: 'claim', claimable: '50.00' }),
    myActivityFixture({ activityId: 2, status: 'issued', claimable: '131.00', bonusId: 8 }),
    myActivityFixture({ activityId: 3, status: 'applying' }),
    myActivityFixture({ activityId: 4, status: 'process', bonusId: 7 }),
    myActivityFixture({ activityId: 5, status: 'rejected', reason: 'The screenshot is unreadable' }),
    myActivityFixture({ activityId: 6, status: 'join' }),
  ];
  api.on('myPromotions', () => ({
    activities: mine,
    claimCount: mine.filter((entry) => entry.status === 'claim' || entry.status === 'issued').length,
  }));
  api.on('promotionActivities', () => ({
    list: [
      activityFixture({ id: 1, title: 'Weekend reload' }),
      activityFixture({ id: 2, title: 'Zalo bonus', kind: 'messaging_id', messagingChannel: 'zalo' }),
      activityFixture({ id: 3, title: 'Share and win', kind: 'application' }),
      activityFixture({ id: 5, title: 'Photo contest', kind: 'application' }),
      activityFixture({ id: 6, title: 'Daily login' }),
    ],
    now: Date.now(),
  }));
  api.on('bonusProgress', () => ({
    bonuses: [bonusFixture({ id: 7, activityId: 4, activityTitle: 'First deposit 100%' })],
    remaining: '375.00',
    currency: 'PHP',
  }));
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderCentre() {
  const close = vi.fn();
  const goTo = vi.fn();
  renderPromotions(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <RewardCentrePage close={close} goTo={goTo} />
            <Address />
          </>
        }
      />
    </Routes>,
    '/index',
  );
  return { close, goTo };
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const rowTitles = (region: HTMLElement) =>
  [...region.querySelectorAll('.promo-reward__title')].map((title) => title.textContent);

describe('reward centre', () => {
  it('lists what is ready, in review, in progress and rejected, with the count', async () => {
    const { goTo, close } = renderCentre();
    expect((await screen.findByTestId('reward-count')).textContent).toBe('2 ready');
    expect(rowTitles(group('Ready to claim'))).toEqual(['Weekend reload', 'Zalo bonus']);
    expect(within(group('Ready to claim')).getByText('2')).toBeTruthy();
    expect(rowTitles(group('Waiting for review'))).toEqual(['Share and win']);
    // A reward of an activity no longer listed is named by its bonus.
    expect(rowTitles(group('In progress'))).toEqual(['First deposit 100%']);
    const bar = await within(group('In progress')).findByRole('progressbar', {
      name: 'Turnover of First deposit 100%',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(group('In progress')).getByText('₱125.00 of ₱500.00')).toBeTruthy();
    expect(
      within(group('Not approved')).getByText('Not approved: The screenshot is unreadable'),
    ).toBeTruthy();
    // Joinable activities are the promotions page's, not the reward centre's.
    expect(screen.queryByText('Daily login')).toBeNull();

    fireEvent.click(within(group('In progress')).getByRole('button', { name: 'View turnover' }));
    expect(goTo).toHaveBeenCalledWith('bonusDetails');
    fireEvent.click(within(group('Not approved')).getByRole('link', { name: 'Apply again' }));
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/promoDetail?activity=5');
  });

  it('claims and collects from the list, once each, with the outcome under the row', async () => {
    api.on('claimPromotion', () => {
      throw new ApiError('promotion.already.claimed', 409, '');
    });
    api.on('claimIssuedPromotion', ({ body }) =>
      bonusFixture({ id: Number(body?.bonusId), amount: '131.00', state: 'completed' }),
    );
    renderCentre();
    const ready = await waitFor(() => group('Ready to claim'));
    const claim = within(ready).getByRole('button', { name: 'Claim ₱50.00' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    const claimRow = ready.querySelector<HTMLElement>('[data-activity="1"]')!;
    expect((await within(claimRow).findByRole('alert')).textContent).toBe(
      'Refused: You have already received this reward',
    );
    expect(api.calls('claimPromotion')).toHaveLength(1);

    mine = mine.filter((entry) => entry.activityId !== 2);
    fireEvent.click(within(ready).getByRole('button', { name: 'Collect ₱131.00' }));
    expect(await screen.findByText('Accepted: ₱131.00 was added to your wallet.')).toBeTruthy();
    // Collected in full, the row leaves the list; its outcome stays in view.
    await waitFor(() => expect(document.querySelector('[data-activity="2"]')).toBeNull());
    expect(screen.getByText('Accepted: ₱131.00 was added to your wallet.')).toBeTruthy();
    expect(api.calls('claimIssuedPromotion')).toEqual([{ body: { bonusId: 8 } }]);
  });

  it('shows an empty state with a way to the promotions', async () => {
    mine = [myActivityFixture({ activityId: 6, status: 'join' })];
    const { close } = renderCentre();
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See promotions' }));
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/promotions');
  });

  it('lists the open lucky draws with the draws left, each opening its wheel or envelopes', async () => {
    api.on('raffles', () => ({
      list: [
        raffleFixture({ id: 3, title: 'Lucky wheel' }),
        raffleFixture({ id: 4, kind: 'envelope', title: 'Red envelope rain' }),
        raffleFixture({ id: 5, title: 'Tomorrow wheel', status: 'coming_soon' }),
      ],
      now: Date.now(),
    }));
    api.on('myRaffles', () => ({
      raffles: [
        myRaffleFixture({ raffleId: 3, drawsLeft: 2 }),
        myRaffleFixture({ raffleId: 4, drawsLeft: 0 }),
      ],
    }));
    renderCentre();
    const draws = await waitFor(() => group('Lucky draws'));
    const wheel = draws.querySelector<HTMLElement>('[data-raffle="3"]')!;
    expect(within(wheel).getByText('Lucky wheel')).toBeTruthy();
    expect(await within(wheel).findByText('Spins left today: 2')).toBeTruthy();
    const rain = draws.querySelector<HTMLElement>('[data-raffle="4"]')!;
    expect(within(rain).getByText('Envelopes left: 0')).toBeTruthy();
    expect(within(rain).getByRole('button', { name: 'View odds and draws' })).toBeTruthy();
    expect(draws.querySelector('[data-raffle="5"]')).toBeNull();

    fireEvent.click(within(wheel).getByRole('button', { name: 'Spin the wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky wheel' });
    expect(within(dialog).getByTestId('odds-table')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucky wheel' })).toBeNull());
  });
});
