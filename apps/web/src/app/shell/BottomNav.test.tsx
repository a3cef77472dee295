import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type GameCategory } from '@wps/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberCentreProvider } from '../../features/member-centre/MemberCentreProvider';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { BottomNav } from './BottomNav';

const api = installFakeApi();

const vendor = (vassalage: string, gameType: GameCategory, isGame: string | null = null) => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: '',
  isHot: false,
  isGame,
});

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  api.on('gameVendors', () => ({
    lanes: [
      { title: 'RNG', cards: [vendor('AUR', 'RNG')] },
      { title: 'LIVE', cards: [vendor('EVO', 'LIVE')] },
      { title: 'SPORTS', cards: [vendor('SBK', 'SPORTS')] },
      { title: 'LOTT', cards: [vendor('TCG', 'LOTT')] },
      { title: 'ELOTT', cards: [vendor('VR', 'ELOTT')] },
      { title: 'COCKFIGHT', cards: [vendor('SV', 'COCKFIGHT')] },
      { title: 'FISH', cards: [] },
    ],
  }));
});

/** The bottom navigation with the reward centre (REWCEN3) on unless told. */
function renderNav(modules: Record<string, boolean> = { REWCEN3: true }) {
  const status = systemStatusFixture();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <MemoryRouter initialEntries={['/index']}>
            <MemberCentreProvider pages={{}}>
              <BottomNav />
            </MemberCentreProvider>
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

const myPromotions = (claimCount: number) => ({
  activities: [
    {
      activityId: 1,
      status: 'claim' as const,
      claimable: '50.00',
      bonusId: null,
      reason: null,
      progress: null,
    },
  ],
  claimCount,
});

const labels = () =>
  [...screen.getByRole('navigation', { name: 'Quick navigation' }).querySelectorAll('.bottom-nav__item')].map(
    (item) => item.getAttribute('aria-label') ?? item.textContent,
  );

describe('BottomNav', () => {
  it('shows Home, one entry per category with vendors and a page, Promotions, Rewards and the VIP rank', async () => {
    renderNav();
    expect(labels()).toEqual(['Home', 'Promotions', 'Rewards', 'VIP rank: --']);
    await screen.findByText('Slots');
    expect(labels()).toEqual([
      'Home',
      'Slots',
      'Live casino',
      'Sports',
      'Lottery',
      'Promotions',
      'Rewards',
      'VIP rank: --',
    ]);
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    expect(screen.getByRole('link', { name: 'Live casino' }).getAttribute('href')).toBe('/live');
    // LOTT and ELOTT share the /elott entry.
    expect(screen.getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/elott');
  });

  it('launches the single SPORTS vendor directly: visitors get the login prompt and no launch', async () => {
    renderNav();
    fireEvent.click(await screen.findByRole('button', { name: 'Sports' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toMatch(/log in/i));
    expect(api.asked()).not.toContain('launchGame');
  });

  it('leaves Rewards out while the reward centre (REWCEN3) is off', async () => {
    renderNav({ REWCEN3: false });
    await screen.findByText('Slots');
    expect(labels()).not.toContain('Rewards');
    expect(labels()).toContain('Promotions');
  });

  it("badges Rewards with the member's count of rewards to take, only above 0", async () => {
    signIn();
    api.on('myPromotions', () => myPromotions(3));
    renderNav();
    expect((await screen.findByTestId('rewards-badge')).textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Rewards: 3 to take' })).toBeTruthy();
  });

  it('shows no badge for a count of 0', async () => {
    signIn();
    api.on('myPromotions', () => myPromotions(0));
    renderNav();
    await waitFor(() => expect(api.asked()).toContain('myPromotions'));
    await screen.findByText('Slots');
    expect(screen.queryByTestId('rewards-badge')).toBeNull();
    expect(labels()).toContain('Rewards');
  });

  it('asks visitors for no count', async () => {
    renderNav();
    await screen.findByText('Slots');
    expect(screen.queryByTestId('rewards-badge')).toBeNull();
    expect(api.asked()).not.toContain('myPromotions');
  });

  it('asks for no count while the reward centre is off', async () => {
    signIn();
    renderNav({ REWCEN3: false });
    await screen.findByText('Slots');
    expect(api.asked()).not.toContain('myPromotions');
  });

  it('opens the reward centre from Rewards: a visitor is asked to log in first', async () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Rewards' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toMatch(/log in/i));
  });
});
