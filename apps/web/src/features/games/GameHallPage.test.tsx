import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_PAGE_SIZE, type GameListQuery, type GamePage, type VendorLanes } from '@wps/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { notifySessionChange } from '../../shared/storage/session';
import { installFakeApi } from '../../test/fakeApi';
import { GameHallPage } from './GameHallPage';
import { GameLauncherProvider } from './GameLauncherProvider';
import { installIntersectionObserver, makeGame, makeVendor, renderWithApp } from './testUtils';

const api = installFakeApi();
/** Whether adding a favourite fails (after 300 ms, with a server error). */
let favoriteFails = false;
const requireRealAccount = vi.fn(async () => true);

const lanes: VendorLanes = {
  lanes: [
    {
      title: 'RNG',
      cards: [
        makeVendor({ vassalage: 'AUR', displayName: 'Aurora' }),
        makeVendor({ vassalage: 'PGS', displayName: 'PG Soft' }),
      ],
    },
    { title: 'LIVE', cards: [makeVendor({ vassalage: 'EVO', displayName: 'Evo', gameType: 'LIVE' })] },
  ],
};

/** 30 games per vendor: two pages of 24 and 6. */
function gamesFor(query: GameListQuery): GamePage {
  const vendor = query.vassalage ?? 'ALL';
  const name = query.gameName?.toLowerCase() ?? '';
  const page = query.pageNo;
  const all = Array.from({ length: 30 }, (_, index) =>
    makeGame({
      nodeId: index + 1,
      gameId: `g${index + 1}`,
      vassalage: vendor,
      displayName: `${vendor} game ${index + 1}`,
      supportPlay: index === 0 ? 0 : 1,
      isHot: index === 1,
    }),
  ).filter((game) => game.displayName.toLowerCase().includes(name));
  const size = query.pageSize;
  return {
    games: all.slice((page - 1) * size, page * size),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
    total: all.length,
  };
}

/** The query of each game list call, as the server read it. */
const listCalls = () => api.calls('gameList').map((call) => call.query!);

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  favoriteFails = false;
  api.on('gameVendors', () => lanes);
  api.on('gameList', ({ query }) => gamesFor(query!));
  api.on('favoriteAdd', async () => {
    if (!favoriteFails) return null;
    await new Promise((resolve) => setTimeout(resolve, 300));
    throw new ApiError('system.error', 500, '');
  });
});

function renderHall(url = '/rng') {
  return renderWithApp(
    <GameLauncherProvider
      requireRealAccount={requireRealAccount}
      loggedIn={Boolean(sessionStorage.getItem('token'))}
    >
      <GameHallPage hall="rng" />
    </GameLauncherProvider>,
    url,
  );
}

const cards = () => document.querySelectorAll('.game-card:not(.game-card--skeleton)');

describe('GameHallPage', () => {
  it('shows "All" first, then the category\'s vendors as tabs, and lists every vendor\'s games', async () => {
    installIntersectionObserver();
    renderHall();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Aurora', 'PG Soft']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await screen.findByText('ALL game 1');
    expect(listCalls()[0]?.gameType).toBe('RNG');
    expect(listCalls()[0]).not.toHaveProperty('vassalage');
    expect(listCalls()[0]?.pageSize).toBe(GAME_PAGE_SIZE);
    // Game card: hot badge, play, and a free trial only for supportPlay 0.
    expect(screen.getByRole('button', { name: 'Free trial of ALL game 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Free trial of ALL game 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play ALL game 2' })).toBeTruthy();
    expect(screen.getAllByText('Hot').length).toBeGreaterThan(0);
    // Visitors get no favourite star.
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    const image = cards()[0]?.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('selects the vendor tab from ?page= and switches vendors by tab', async () => {
    installIntersectionObserver();
    renderHall('/rng?page=PGS');
    await screen.findByText('PGS game 1');
    expect(screen.getByRole('tab', { name: 'PG Soft' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Aurora' }));
    await screen.findByText('AUR game 1');
    expect(screen.getByLabelText('address').textContent).toBe('/rng?page=AUR');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByText('ALL game 1');
    expect(screen.getByLabelText('address').textContent).toBe('/rng');
  });

  it('searches by name once typing has paused for 300 ms', async () => {
    installIntersectionObserver();
    renderHall();
    await screen.findByText('ALL game 1');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'game 2' } });
    fireEvent.change(box, { target: { value: 'game 25' } });
    await screen.findByText('Games: 1');
    expect(cards()).toHaveLength(1);
    const names = listCalls().map((query) => query.gameName);
    expect(names).toEqual([undefined, 'game 25']);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No games match “zzz”')).toBeTruthy();
  });

  it('loads the next page when the end of the list comes into view, one request at a time', async () => {
    const io = installIntersectionObserver();
    renderHall();
    await screen.findByText('ALL game 24');
    expect(cards()).toHaveLength(24);
    expect(screen.queryByText('ALL game 25')).toBeNull();
    act(() => {
      io.intersectAll();
      io.intersectAll();
    });
    await screen.findByText('ALL game 30');
    expect(cards()).toHaveLength(30);
    const pages = listCalls().map((query) => query.pageNo);
    expect(pages).toEqual([1, 2]);
    // The last page is in: no more sentinel, no more requests.
    act(() => io.intersectAll());
    expect(listCalls()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('toggles a favourite at once for members and undoes it when the call fails', async () => {
    installIntersectionObserver();
    sessionStorage.setItem('token', 'token-1');
    notifySessionChange();
    renderHall();
    const star = await screen.findByRole('button', { name: 'Add ALL game 3 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(
      (await screen.findByRole('button', { name: 'Remove ALL game 3 from favourites' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
    // favoriteAdd is the POST of MCSFE_addFavoriteGameV2 (the fake matches method and path).
    expect(api.calls('favoriteAdd')).toEqual([{ body: { nodeId: 3, vendor: 'ALL', gameType: 'RNG' } }]);

    favoriteFails = true;
    fireEvent.click(screen.getByRole('button', { name: 'Add ALL game 4 to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove ALL game 4 from favourites' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add ALL game 4 to favourites' }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it("opens the popup list for a vassalage game, with that vendor's games", async () => {
    installIntersectionObserver();
    api.on('gameList', ({ query }) =>
      query!.vassalage === 'PGS'
        ? gamesFor(query!)
        : {
            games: [
              makeGame({ nodeId: 99, displayName: 'PG Soft hall', vassalage: 'PGS', isGame: 'VASSALAGE' }),
            ],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          },
    );
    renderHall();
    fireEvent.click(await screen.findByRole('button', { name: 'Play PG Soft hall' }));
    const popup = await screen.findByRole('dialog', { name: 'PG Soft hall games' });
    expect(await within(popup).findByText('PGS game 1')).toBeTruthy();
    expect(requireRealAccount).toHaveBeenCalled();
  });

  it('shows the error state with Retry when the list fails', async () => {
    installIntersectionObserver();
    api.on('gameList', () => {
      throw new ApiError('not.found', 404, '');
    });
    renderHall();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
