import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { installFakeApi } from '../../test/fakeApi';
import { launchVendor, startGame, startTrial, type LaunchDeps } from './launcher';
import { makeGame, makeVendor } from './testUtils';

const api = installFakeApi();

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

beforeEach(() => {
  sessionStorage.clear();
  // A signed-in member: launchGame is a member call (the login check itself is `requireRealAccount`).
  sessionStorage.setItem('token', 'token-1');
  api.on('launchGame', () => ({ content: { game_url: 'https://vendor.test/play?t=1' } }));
  api.on('trialLaunch', () => ({ content: { game_url: 'https://vendor.test/demo' } }));
  api.on('gameList', () => ({
    games: [makeGame({ gameId: 'sb-main', vassalage: 'SBK', gameType: 'SPORTS', nodeId: 9 })],
    pageNum: 1,
    totalPages: 1,
    total: 1,
  }));
});

describe('startGame', () => {
  it('does nothing when the login check fails (visitor or trial account)', async () => {
    const d = deps(false);
    await startGame(makeGame(), d);
    expect(d.requireRealAccount).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.openVendor).not.toHaveBeenCalled();
  });

  it('launches third-party games and opens /game with the URL in state and sessionStorage', async () => {
    const d = deps();
    await startGame(makeGame({ gameId: 'slot-7', nodeId: 7, vassalage: 'AUR', displayName: 'Seven' }), d);
    expect(api.asked()).toEqual(['launchGame']);
    expect(api.calls('launchGame')[0]!.query).toEqual({
      gameId: 'slot-7',
      nodeId: 7,
      vassalage: 'AUR',
      accountType: 1,
      launchMode: 'GLS',
      platform: 'html5',
      clientType: 3,
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
    expect(fetch).not.toHaveBeenCalled();
  });

  it('routes lottery games to the lottery pages without a launch call', async () => {
    const d = deps();
    await startGame(
      makeGame({ gameType: 'LOTT', accountTypeName: 'LOTT', code: 'K3', defaultPlayType: 'SUM' }),
      d,
    );
    expect(d.navigate).toHaveBeenCalledWith('/lottery?gameCode=K3&playType=SUM');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a refused launch (previous game unfinished) and stays put', async () => {
    api.on('launchGame', () => {
      throw new ApiError('game.previous.unfinished', 409, 'unfinished');
    });
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
    expect(api.asked()).toEqual(['trialLaunch']);
    expect(api.calls('trialLaunch')[0]!.query?.gameId).toBe('slot-2');
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
    expect(api.asked()).toEqual(['gameList', 'launchGame']);
    expect(api.calls('gameList')[0]!.query?.vassalage).toBe('SBK');
    expect(api.calls('launchGame')[0]!.query?.gameId).toBe('sb-main');
    expect(d.navigate).toHaveBeenCalledWith('/game', expect.anything());
  });

  it('asks nothing of the server for a visitor', async () => {
    const d = deps(false);
    await launchVendor(makeVendor({ vassalage: 'SBK', gameType: 'SPORTS' }), d);
    expect(fetch).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('opens the popup list of a vassalage vendor', async () => {
    const d = deps(false);
    await launchVendor(makeVendor({ vassalage: 'PGS', displayName: 'PG', isGame: 'VASSALAGE' }), d);
    expect(d.openVendor).toHaveBeenCalledWith({ vassalage: 'PGS', displayName: 'PG' });
  });
});
