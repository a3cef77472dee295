import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type GameCategory } from '@wps/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
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

function renderNav() {
  const status = systemStatusFixture();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={['/index']}>
            <BottomNav />
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

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
});
