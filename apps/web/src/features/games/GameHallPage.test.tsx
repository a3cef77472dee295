import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_PAGE_SIZE, type Game } from '@wps/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySessionChange } from '../../shared/storage/session';
import { envelope } from '../../test/fixtures';
import { GameHallPage } from './GameHallPage';
import { GameLauncherProvider } from './GameLauncherProvider';
import { installIntersectionObserver, makeGame, makeVendor, renderWithApp } from './testUtils';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let favoriteStatus = 200;
const requireRealAccount = vi.fn(async () => true);

const lanes = {
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
function gamesFor(url: URL): { games: Game[]; pageNum: number; totalPages: number; total: number } {
  const vendor = url.searchParams.get('vassalage') ?? 'ALL';
  const name = url.searchParams.get('gameName')?.toLowerCase() ?? '';
  const page = Number(url.searchParams.get('pageNo'));
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
  const size = Number(url.searchParams.get('pageSize'));
  return {
    games: all.slice((page - 1) * size, page * size),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
    total: all.length,
  };
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://site.test'))
    .filter((url) => url.pathname === '/wps/relay/GCSGAME_gameList');

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  favoriteStatus = 200;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/wps/relay/GCSGAME_gameVendor') return envelope(lanes);
    if (url.pathname === '/wps/relay/GCSGAME_gameList') return envelope(gamesFor(url));
    if (url.pathname === '/wps/relay/MCSFE_addFavoriteGameV2')
      return favoriteStatus === 200
        ? envelope(null)
        : new Promise<Response>((resolve) =>
            setTimeout(
              () =>
                resolve(
                  new Response(
                    JSON.stringify({ success: false, errorCode: 'favorite.failed', message: '' }),
                    {
                      status: 400,
                    },
                  ),
                ),
              300,
            ),
          );
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(listCalls()[0]?.searchParams.get('gameType')).toBe('RNG');
    expect(listCalls()[0]?.searchParams.get('vassalage')).toBeNull();
    expect(listCalls()[0]?.searchParams.get('pageSize')).toBe(String(GAME_PAGE_SIZE));
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
    const names = listCalls().map((url) => url.searchParams.get('gameName'));
    expect(names).toEqual([null, 'game 25']);
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
    const pages = listCalls().map((url) => url.searchParams.get('pageNo'));
    expect(pages).toEqual(['1', '2']);
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
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('addFavoriteGameV2'));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ nodeId: 3, vendor: 'ALL', gameType: 'RNG' });

    favoriteStatus = 500;
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
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname === '/wps/relay/GCSGAME_gameVendor') return envelope(lanes);
      if (url.searchParams.get('vassalage') === 'PGS') return envelope(gamesFor(url));
      return envelope({
        games: [makeGame({ nodeId: 99, displayName: 'PG Soft hall', vassalage: 'PGS', isGame: 'VASSALAGE' })],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      });
    });
    renderHall();
    fireEvent.click(await screen.findByRole('button', { name: 'Play PG Soft hall' }));
    const popup = await screen.findByRole('dialog', { name: 'PG Soft hall games' });
    expect(await within(popup).findByText('PGS game 1')).toBeTruthy();
    expect(requireRealAccount).toHaveBeenCalled();
  });

  it('shows the error state with Retry when the list fails', async () => {
    installIntersectionObserver();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname === '/wps/relay/GCSGAME_gameVendor') return envelope(lanes);
      return new Response(JSON.stringify({ success: false, errorCode: 'game.not.found', message: '' }), {
        status: 400,
      });
    });
    renderHall();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
