import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fixtures';
import { launchVendor, startGame, startTrial, type LaunchDeps } from './launcher';
import { makeGame, makeVendor } from './testUtils';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function deps(allowed = true) {
  const navigate = vi.fn();
  return {
    requireRealAccount: vi.fn(async () => allowed),
    navigate: navigate as typeof navigate & LaunchDeps['navigate'],
    language: 'EN' as const,
    showError: vi.fn<LaunchDeps['showError']>(),
    openVendor: vi.fn<LaunchDeps['openVendor']>(),
  };
}

function calledUrls() {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test'));
}

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/wps/game/launchGame'))
      return envelope({ content: { game_url: 'https://vendor.test/play?t=1' } });
    if (url.startsWith('/wps/relay/GCS_gameTrialLaunch'))
      return envelope({ content: { game_url: 'https://vendor.test/demo' } });
    if (url.startsWith('/wps/relay/GCSGAME_gameList'))
      return envelope({
        games: [makeGame({ gameId: 'sb-main', vassalage: 'SBK', gameType: 'SPORTS', nodeId: 9 })],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('startGame', () => {
  it('does nothing when the login check fails (visitor or trial account)', async () => {
    const d = deps(false);
    await startGame(makeGame(), d);
    expect(d.requireRealAccount).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.openVendor).not.toHaveBeenCalled();
  });

  it('launches third-party games and opens /game with the URL in state and sessionStorage', async () => {
    const d = deps();
    await startGame(makeGame({ gameId: 'slot-7', nodeId: 7, vassalage: 'AUR', displayName: 'Seven' }), d);
    const [url] = calledUrls();
    expect(url?.pathname).toBe('/wps/game/launchGame');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      gameId: 'slot-7',
      nodeId: '7',
      vassalage: 'AUR',
      accountType: '1',
      launchMode: 'GLS',
      platform: 'html5',
      clientType: '3',
      language: 'EN',
    });
    expect(sessionStorage.getItem('iframeUrl')).toBe('https://vendor.test/play?t=1');
    expect(d.navigate).toHaveBeenCalledWith('/game', {
      state: { url: 'https://vendor.test/play?t=1', name: 'Seven' },
    });
  });

  it('opens the popup list for vassalage games without a launch call', async () => {
    const d = deps();
    await startGame(makeGame({ isGame: 'VASSALAGE', vassalage: 'PGS', displayName: 'PG Soft' }), d);
    expect(d.openVendor).toHaveBeenCalledWith({ vassalage: 'PGS', displayName: 'PG Soft' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('routes lottery games to the lottery pages without a launch call', async () => {
    const d = deps();
    await startGame(
      makeGame({ gameType: 'LOTT', accountTypeName: 'LOTT', code: 'K3', defaultPlayType: 'SUM' }),
      d,
    );
    expect(d.navigate).toHaveBeenCalledWith('/lottery?gameCode=K3&playType=SUM');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused launch (previous game unfinished) and stays put', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: false,
          value: null,
          message: 'unfinished',
          errorCode: 'game.previous.unfinished',
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const d = deps();
    await startGame(makeGame(), d);
    expect(d.showError).toHaveBeenCalledWith(expect.objectContaining({ code: 'game.previous.unfinished' }));
    expect(d.navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });
});

describe('startTrial', () => {
  it('needs no login check and opens /game in trial mode', async () => {
    const d = deps(false);
    await startTrial(makeGame({ gameId: 'slot-2', supportPlay: 0, displayName: 'Two' }), d);
    expect(d.requireRealAccount).not.toHaveBeenCalled();
    const [url] = calledUrls();
    expect(url?.pathname).toBe('/wps/relay/GCS_gameTrialLaunch');
    expect(url?.searchParams.get('gameId')).toBe('slot-2');
    expect(d.navigate).toHaveBeenCalledWith('/game', {
      state: { url: 'https://vendor.test/demo', name: 'Two', trial: true },
    });
    expect(sessionStorage.getItem('iframeUrl')).toBe('https://vendor.test/demo');
  });
});

describe('launchVendor', () => {
  it('launches a SPORTS vendor directly: its game, after the login check', async () => {
    const d = deps();
    await launchVendor(makeVendor({ vassalage: 'SBK', gameType: 'SPORTS', displayName: 'Sportsbook' }), d);
    const [list, launch] = calledUrls();
    expect(list?.searchParams.get('vassalage')).toBe('SBK');
    expect(launch?.pathname).toBe('/wps/game/launchGame');
    expect(launch?.searchParams.get('gameId')).toBe('sb-main');
    expect(d.navigate).toHaveBeenCalledWith('/game', expect.anything());
  });

  it('asks nothing of the server for a visitor', async () => {
    const d = deps(false);
    await launchVendor(makeVendor({ vassalage: 'SBK', gameType: 'SPORTS' }), d);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('opens the popup list of a vassalage vendor', async () => {
    const d = deps(false);
    await launchVendor(makeVendor({ vassalage: 'PGS', displayName: 'PG', isGame: 'VASSALAGE' }), d);
    expect(d.openVendor).toHaveBeenCalledWith({ vassalage: 'PGS', displayName: 'PG' });
  });
});
