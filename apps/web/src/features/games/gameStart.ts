import { DIRECT_LAUNCH_CATEGORIES, VASSALAGE, type Game, type GameCategory } from '@wps/contracts';

/** The fields of a game that decide how it starts (docs/product.md §Games, game start). */
export type StartableGame = Pick<
  Game,
  'gameId' | 'nodeId' | 'vassalage' | 'gameType' | 'isGame' | 'code' | 'defaultPlayType' | 'accountTypeName'
> &
  Partial<Pick<Game, 'gameName' | 'displayName' | 'roomId'>>;

/** Who asks: a visitor, a trial (type 4) account, or a real member. */
export type GameAccess = 'visitor' | 'trial' | 'member';

export type GameStartPlan =
  /** Visitors: the login prompt, nothing else. */
  | { kind: 'login' }
  /** Trial accounts: the `in_need_true_account` warning, nothing else. */
  | { kind: 'realAccount' }
  /** Lottery launch to one of our lottery pages. */
  | { kind: 'lottery'; to: string }
  /** Third-party launch of a vassalage vendor: the popup list of its games. */
  | { kind: 'popup'; vassalage: string }
  /** Third-party launch: a launch call, then the game in the /game iframe page. */
  | { kind: 'iframe' };

const LOTTERY_TYPES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/**
 * Lottery launch by accountTypeName (docs/product.md §Games); null when it falls back to third-party launch.
 */
export function lotteryPath(game: StartableGame): string | null {
  switch (game.accountTypeName) {
    case 'TCG_SEA':
      return '/seaLottery';
    case 'TCG_LOTTO_VN':
      return '/vnlottery';
    case 'LOTT':
    case 'ELOTT': {
      if (!game.code || !game.defaultPlayType) return '/lottery';
      const query = new URLSearchParams({ gameCode: game.code, playType: game.defaultPlayType });
      return `/lottery?${query.toString()}`;
    }
    default:
      return null;
  }
}

/**
 * Game start (docs/product.md §Games), as a pure decision: the login check first (otherwise nothing happens);
 * lottery and e-lottery game types go to lottery launch, the rest (and lottery games of other
 * account types) to third-party launch, where vassalage games open the popup list and every other
 * game starts in the /game iframe route.
 */
export function planGameStart(game: StartableGame, access: GameAccess): GameStartPlan {
  if (access === 'visitor') return { kind: 'login' };
  if (access === 'trial') return { kind: 'realAccount' };
  if (LOTTERY_TYPES.includes(game.gameType)) {
    const to = lotteryPath(game);
    if (to) return { kind: 'lottery', to };
  }
  if (game.isGame === VASSALAGE) return { kind: 'popup', vassalage: game.vassalage };
  return { kind: 'iframe' };
}

/**
 * SPORTS, ELOTT and LOTT vendors launch directly on click, without a game list (docs/product.md §Navigation).
 */
export function launchesDirectly(category: GameCategory): boolean {
  return DIRECT_LAUNCH_CATEGORIES.includes(category);
}
