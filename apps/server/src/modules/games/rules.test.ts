import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import {
  floorMinor,
  gameIn,
  gameKey,
  gameListFilter,
  hotGameFilter,
  liveVendors,
  lobbyUrlOf,
  lotteryCategories,
  maskUsername,
  storedIcon,
  nothingToMove,
  operatorGameFilter,
  playableGame,
  popularGames,
  popularSince,
  requireNoOtherUnfinished,
  requireTrialOffered,
  searchTextOf,
  syncedCategory,
  transferCheckPlan,
  type GameFacts,
  type VendorFacts,
} from './rules.js';

function game(id: number, overrides: Partial<GameFacts> = {}): GameFacts {
  return {
    id,
    vendorCode: 'AURORA',
    gameCode: `g${id}`,
    category: 'RNG',
    enabled: true,
    isHot: false,
    supportPlay: 1,
    minBetMinor: 20n,
    lineNum: 20,
    searchText: `game ${id}`,
    ...overrides,
  };
}

function vendor(code: string, overrides: Partial<VendorFacts> = {}): VendorFacts {
  return { code, category: 'RNG', enabled: true, ...overrides };
}

function catalogueOf(games: GameFacts[], vendors: VendorFacts[]) {
  return {
    vendors,
    live: games.filter(
      (row) => row.enabled && vendors.find((one) => one.code === row.vendorCode)?.enabled === true,
    ),
    gameById: new Map(games.map((row) => [row.id, row])),
    gameByCode: new Map(games.map((row) => [gameKey(row.vendorCode, row.gameCode), row])),
    vendorByCode: new Map(vendors.map((row) => [row.code, row])),
  };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('searchTextOf', () => {
  it('lower-cases every language, one per line', () => {
    expect(searchTextOf({ EN: 'Star Gems', CN: '星辰宝石', VI: 'Đá Quý' })).toBe(
      'star gems\n星辰宝石\nđá quý',
    );
  });
  it('is empty for a name without texts', () => {
    expect(searchTextOf({} as never)).toBe('');
  });
});

describe('playableGame', () => {
  const catalogue = catalogueOf(
    [game(1), game(2, { enabled: false }), game(3, { vendorCode: 'OFFV' }), game(4, { vendorCode: 'GONE' })],
    [vendor('AURORA'), vendor('OFFV', { enabled: false })],
  );

  it('answers an enabled game of an enabled vendor by code or by node id', () => {
    expect(playableGame(catalogue, 'AURORA', 'g1').game.id).toBe(1);
    expect(playableGame(catalogue, 'AURORA', 'g1', 1).vendor.code).toBe('AURORA');
  });
  it('is not.found for an unknown game, a node id of another game, or an unknown vendor', () => {
    expect(codeOf(() => playableGame(catalogue, 'AURORA', 'nope'))).toBe('not.found');
    expect(codeOf(() => playableGame(catalogue, 'AURORA', 'g1', 999))).toBe('not.found');
    expect(codeOf(() => playableGame(catalogue, 'AURORA', 'g2', 1))).toBe('not.found');
    expect(codeOf(() => playableGame(catalogue, 'OFFV', 'g1'))).toBe('not.found');
    expect(codeOf(() => playableGame(catalogue, 'GONE', 'g4'))).toBe('not.found');
  });
  it('refuses a disabled game and a game of a disabled vendor', () => {
    expect(codeOf(() => playableGame(catalogue, 'AURORA', 'g2'))).toBe('function.not.available');
    expect(codeOf(() => playableGame(catalogue, 'OFFV', 'g3'))).toBe('function.not.available');
  });
});

describe('requireNoOtherUnfinished', () => {
  const target = { vendorCode: 'AURORA', gameCode: 'star-gems' };
  it('lets a member with no open round, or a round of the same game, launch', () => {
    expect(codeOf(() => requireNoOtherUnfinished(null, target))).toBeUndefined();
    expect(codeOf(() => requireNoOtherUnfinished({ ...target }, target))).toBeUndefined();
  });
  it('refuses while a round of another game or vendor is open, naming it', () => {
    expect(
      codeOf(() => requireNoOtherUnfinished({ vendorCode: 'AURORA', gameCode: 'lucky-sevens' }, target)),
    ).toBe('game.previous.unfinished');
    try {
      requireNoOtherUnfinished({ vendorCode: 'OTHER', gameCode: 'star-gems' }, target);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).value).toEqual({ vassalage: 'OTHER', gameId: 'star-gems' });
    }
  });
});

describe('requireTrialOffered', () => {
  it('allows a trial of supportPlay 0 games only', () => {
    expect(codeOf(() => requireTrialOffered({ supportPlay: 0 }))).toBeUndefined();
    expect(codeOf(() => requireTrialOffered({ supportPlay: 1 }))).toBe('function.not.available');
    expect(codeOf(() => requireTrialOffered({ supportPlay: 2 }))).toBe('function.not.available');
  });
});

describe('lobbyUrlOf', () => {
  it("leads back to the category's hall, else home", () => {
    expect(lobbyUrlOf('https://site.test', 'RNG')).toMatch(/^https:\/\/site\.test\/.+/);
    expect(lobbyUrlOf('https://site.test', 'NOPE')).toBe('https://site.test/');
  });
});

describe('member lists', () => {
  it('shows enabled vendors with at least one live game', () => {
    const catalogue = catalogueOf(
      [game(1), game(2, { vendorCode: 'EMPTY', enabled: false }), game(3, { vendorCode: 'OFFV' })],
      [vendor('AURORA'), vendor('EMPTY'), vendor('OFFV', { enabled: false }), vendor('NONE')],
    );
    expect(liveVendors(catalogue).map((row) => row.code)).toEqual(['AURORA']);
  });

  it('finds a game by node id, else not.found', () => {
    const catalogue = catalogueOf([game(7)], [vendor('AURORA')]);
    expect(gameIn(catalogue, 7).id).toBe(7);
    expect(codeOf(() => gameIn(catalogue, 8))).toBe('not.found');
  });

  it('lists one lottery category by prize mode in any case, else both', () => {
    expect(lotteryCategories('LOTT')).toEqual(['LOTT']);
    expect(lotteryCategories('eLott')).toEqual(['ELOTT']);
    expect(lotteryCategories(undefined)).toEqual(['LOTT', 'ELOTT']);
    expect(lotteryCategories('')).toEqual(['LOTT', 'ELOTT']);
    expect(lotteryCategories('other')).toEqual(['LOTT', 'ELOTT']);
  });
});

describe('gameListFilter', () => {
  const games = [
    game(1, { searchText: 'star gems\n星辰宝石', minBetMinor: 25n, lineNum: 25 }),
    game(2, { searchText: 'lucky sevens', minBetMinor: 10n, lineNum: 10, vendorCode: 'OTHER' }),
    game(3, { searchText: 'aurora fruits', minBetMinor: 20n, lineNum: null, category: 'PVP' }),
  ];
  const ids = (query: Parameters<typeof gameListFilter>[0], decimals = 2) =>
    games.filter(gameListFilter(query, decimals)).map((row) => row.id);

  it('keeps everything without a filter', () => {
    expect(ids({})).toEqual([1, 2, 3]);
  });
  it('matches part of the name in any case and language', () => {
    expect(ids({ gameName: 'GEMS' })).toEqual([1]);
    expect(ids({ gameName: '宝石' })).toEqual([1]);
    expect(ids({ gameName: '' })).toEqual([1, 2, 3]);
  });
  it('keeps minimum bets at most the amount, exactly at the bound included (2 decimals)', () => {
    expect(ids({ minBet: '0.20' })).toEqual([2, 3]);
    expect(ids({ minBet: '0.19' })).toEqual([2]);
    expect(ids({ minBet: '0.25' })).toEqual([1, 2, 3]);
    expect(ids({ minBet: '0' })).toEqual([]);
  });
  it('compares at 4 decimals, whatever the currency has', () => {
    expect(ids({ minBet: '0.1999' })).toEqual([2]);
    expect(ids({ minBet: '20' }, 0)).toEqual([2, 3]);
    expect(ids({ minBet: '25' }, 0)).toEqual([1, 2, 3]);
    expect(ids({ minBet: '19.9999' }, 0)).toEqual([2]);
    expect(ids({ minBet: '0.020' }, 3)).toEqual([2, 3]);
    expect(ids({ minBet: '0.0199' }, 3)).toEqual([2]);
  });
  it('filters by lines (no lines count as 0), vendor and type', () => {
    expect(ids({ minLineNum: 20 })).toEqual([1]);
    expect(ids({ minLineNum: 10 })).toEqual([1, 2]);
    expect(ids({ minLineNum: 0 })).toEqual([1, 2, 3]);
    expect(ids({ vassalage: 'OTHER' })).toEqual([2]);
    expect(ids({ gameType: 'PVP' })).toEqual([3]);
  });
  it('keeps hot games of the vendor and type asked', () => {
    const hot = [game(1, { isHot: true }), game(2), game(3, { isHot: true, vendorCode: 'OTHER' })];
    expect(hot.filter(hotGameFilter({})).map((row) => row.id)).toEqual([1, 3]);
    expect(hot.filter(hotGameFilter({ vassalage: 'OTHER' })).map((row) => row.id)).toEqual([3]);
    expect(hot.filter(hotGameFilter({ gameType: 'PVP' })).map((row) => row.id)).toEqual([]);
  });
  it('filters operator lists by vendor, category and name', () => {
    const ops = (query: Parameters<typeof operatorGameFilter>[0]) =>
      games.filter(operatorGameFilter(query)).map((row) => row.id);
    expect(ops({})).toEqual([1, 2, 3]);
    expect(ops({ vendor: 'OTHER' })).toEqual([2]);
    expect(ops({ category: 'PVP' })).toEqual([3]);
    expect(ops({ name: 'Lucky' })).toEqual([2]);
  });
});

describe('popular games', () => {
  const games = [game(1, { isHot: true }), game(2), game(3, { isHot: true }), game(4, { enabled: false })];
  const catalogue = catalogueOf(games, [vendor('AURORA')]);

  it('counts launches of the last 7 days', () => {
    expect(popularSince(new Date('2024-03-08T12:00:00Z')).toISOString()).toBe('2024-03-01T12:00:00.000Z');
  });
  it('keeps the launch order of live games, at most count', () => {
    expect(popularGames(catalogue, [2, 4, 1, 99, 3], 2).map((row) => row.id)).toEqual([2, 1]);
    expect(popularGames(catalogue, [3], 5).map((row) => row.id)).toEqual([3]);
  });
  it('falls back to the hot games when no live game was launched', () => {
    expect(popularGames(catalogue, [], 5).map((row) => row.id)).toEqual([1, 3]);
    expect(popularGames(catalogue, [4, 99], 1).map((row) => row.id)).toEqual([1]);
    expect(popularGames(catalogue, [], 0)).toEqual([]);
  });
});

describe('maskUsername', () => {
  it('keeps the first and last character', () => {
    expect(maskUsername('alice9')).toBe('a***9');
    expect(maskUsername('ab')).toBe('a***b');
    expect(maskUsername('x')).toBe('x***');
    expect(maskUsername('')).toBe('***');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(maskUsername('😀bob😎')).toBe('😀***😎');
  });
});

describe('floorMinor', () => {
  it('rounds a vendor amount down to the currency decimals', () => {
    expect(floorMinor('0.25', 2)).toBe(25n);
    expect(floorMinor('0.259', 2)).toBe(25n);
    expect(floorMinor('1.5', 3)).toBe(1500n);
    expect(floorMinor('1.9', 0)).toBe(1n);
    expect(floorMinor(' 7 ', 2)).toBe(700n);
    expect(floorMinor('0', 2)).toBe(0n);
    expect(floorMinor('9999999999999.99', 2)).toBe(999999999999999n);
  });
  it('is zero for what is not an amount', () => {
    expect(floorMinor('-1', 2)).toBe(0n);
    expect(floorMinor('abc', 2)).toBe(0n);
    expect(floorMinor('10000000000000', 2)).toBe(0n);
    expect(floorMinor('.5', 2)).toBe(0n);
  });
});

describe('syncedCategory and nothingToMove', () => {
  it("keeps a known category, else takes the vendor's", () => {
    expect(syncedCategory('PVP', 'RNG')).toBe('PVP');
    expect(syncedCategory('SOMETHING', 'RNG')).toBe('RNG');
  });
  it('moves nothing from an empty main wallet', () => {
    expect(nothingToMove('0')).toBe(true);
    expect(nothingToMove('0.00')).toBe(true);
    expect(nothingToMove('0.01')).toBe(false);
    expect(nothingToMove('10')).toBe(false);
  });
});

describe('transferCheckPlan', () => {
  it('keeps at the vendor only what it says it took, and returns the rest', () => {
    expect(transferCheckPlan('OK')).toBe('confirm');
    expect(transferCheckPlan('FAILED')).toBe('return');
    expect(transferCheckPlan('NOT_FOUND')).toBe('return');
  });
});

describe('storedIcon', () => {
  it('keeps an icon under the vendor’s base URL relative to the vendor, any other as it is', () => {
    expect(
      storedIcon('http://127.0.0.1:41234/assets/aurora-fruits.svg', 'AURORA', 'http://127.0.0.1:41234/'),
    ).toBe('vendor:AURORA/assets/aurora-fruits.svg');
    expect(storedIcon('https://cdn.acme.example/x.png', 'ACME', 'https://api.acme.example')).toBe(
      'https://cdn.acme.example/x.png',
    );
    // A longer host that merely starts like the base is not the vendor's.
    expect(storedIcon('http://127.0.0.1:412345/a.svg', 'AURORA', 'http://127.0.0.1:41234')).toBe(
      'http://127.0.0.1:412345/a.svg',
    );
    expect(storedIcon('', 'AURORA', 'http://127.0.0.1:41234')).toBe('');
  });
});
