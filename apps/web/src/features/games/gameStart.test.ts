import { describe, expect, it } from 'vitest';
import { launchesDirectly, lotteryPath, planGameStart } from './gameStart';
import { makeGame } from './testUtils';

describe('planGameStart (docs/product.md §Games, game start)', () => {
  it('stops visitors at the login prompt, whatever the game', () => {
    expect(planGameStart(makeGame(), 'visitor')).toEqual({ kind: 'login' });
    expect(planGameStart(makeGame({ gameType: 'LOTT', accountTypeName: 'LOTT' }), 'visitor')).toEqual({
      kind: 'login',
    });
  });

  it('stops trial accounts at the real-account prompt', () => {
    expect(planGameStart(makeGame(), 'trial')).toEqual({ kind: 'realAccount' });
    expect(planGameStart(makeGame({ isGame: 'VASSALAGE' }), 'trial')).toEqual({ kind: 'realAccount' });
  });

  it('sends TCG_SEA and TCG_LOTTO_VN lottery games to their pages', () => {
    expect(planGameStart(makeGame({ gameType: 'LOTT', accountTypeName: 'TCG_SEA' }), 'member')).toEqual({
      kind: 'lottery',
      to: '/seaLottery',
    });
    expect(planGameStart(makeGame({ gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN' }), 'member')).toEqual(
      { kind: 'lottery', to: '/vnlottery' },
    );
  });

  it('sends LOTT and ELOTT games to /lottery with gameCode and playType when both are known', () => {
    const game = makeGame({
      gameType: 'ELOTT',
      accountTypeName: 'ELOTT',
      code: 'VN5',
      defaultPlayType: 'BIG',
    });
    expect(planGameStart(game, 'member')).toEqual({
      kind: 'lottery',
      to: '/lottery?gameCode=VN5&playType=BIG',
    });
    const noPlayType = makeGame({ gameType: 'LOTT', accountTypeName: 'LOTT', code: 'VN5' });
    expect(planGameStart(noPlayType, 'member')).toEqual({ kind: 'lottery', to: '/lottery' });
    const noCode = makeGame({ gameType: 'LOTT', accountTypeName: 'LOTT', defaultPlayType: 'BIG' });
    expect(planGameStart(noCode, 'member')).toEqual({ kind: 'lottery', to: '/lottery' });
  });

  it('falls back to third-party launch for lottery games of any other account type', () => {
    expect(planGameStart(makeGame({ gameType: 'LOTT', accountTypeName: 'OTHER' }), 'member')).toEqual({
      kind: 'iframe',
    });
    expect(
      planGameStart(makeGame({ gameType: 'ELOTT', accountTypeName: 'OTHER', isGame: 'VASSALAGE' }), 'member'),
    ).toEqual({ kind: 'popup', vassalage: 'AUR' });
  });

  it('uses the lottery rules only for lottery game types', () => {
    // An RNG game whose account type happens to read LOTT is still a third-party game.
    expect(
      planGameStart(makeGame({ gameType: 'RNG', accountTypeName: 'LOTT', code: 'X' }), 'member'),
    ).toEqual({
      kind: 'iframe',
    });
  });

  it('opens the popup list for vassalage games', () => {
    expect(planGameStart(makeGame({ isGame: 'VASSALAGE', vassalage: 'PGS' }), 'member')).toEqual({
      kind: 'popup',
      vassalage: 'PGS',
    });
  });

  it('starts other games (sports included) in the /game iframe route', () => {
    expect(planGameStart(makeGame(), 'member')).toEqual({ kind: 'iframe' });
    expect(planGameStart(makeGame({ gameType: 'SPORTS', accountTypeName: 'SBO' }), 'member')).toEqual({
      kind: 'iframe',
    });
  });

  it('launches SPORTS, ELOTT and LOTT vendors directly, and no other', () => {
    expect(['SPORTS', 'ELOTT', 'LOTT'].every((c) => launchesDirectly(c as 'SPORTS'))).toBe(true);
    expect(launchesDirectly('RNG')).toBe(false);
    expect(launchesDirectly('LIVE')).toBe(false);
  });

  it('has no lottery page for other account types', () => {
    expect(lotteryPath(makeGame({ accountTypeName: 'PG' }))).toBeNull();
  });
});
