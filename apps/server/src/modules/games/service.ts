import { gameDepsOf, type GameDeps, type GameServiceDeps } from './deps.js';
import { addFavorite } from './use-cases/add-favorite.js';
import { createGame } from './use-cases/create-game.js';
import { getCatalogue } from './use-cases/get-catalogue.js';
import { getGameName } from './use-cases/get-game-name.js';
import { getVendorName } from './use-cases/get-vendor-name.js';
import { launchGame } from './use-cases/launch-game.js';
import { launchTrial } from './use-cases/launch-trial.js';
import { listFavoriteIds } from './use-cases/list-favorite-ids.js';
import { listFavorites } from './use-cases/list-favorites.js';
import { listGameMenus } from './use-cases/list-game-menus.js';
import { listGames } from './use-cases/list-games.js';
import { listHotGames } from './use-cases/list-hot-games.js';
import { listOperatorGames } from './use-cases/list-operator-games.js';
import { listOperatorVendors } from './use-cases/list-operator-vendors.js';
import { listPopularGames } from './use-cases/list-popular-games.js';
import { listRecentGames } from './use-cases/list-recent-games.js';
import { listRooms } from './use-cases/list-rooms.js';
import { listVendorLanes } from './use-cases/list-vendor-lanes.js';
import { listVendorsByType } from './use-cases/list-vendors-by-type.js';
import { listWinnerBoard } from './use-cases/list-winner-board.js';
import { removeFavorite } from './use-cases/remove-favorite.js';
import { saveGame } from './use-cases/save-game.js';
import { saveVendor } from './use-cases/save-vendor.js';
import { seedDemoCatalogue } from './use-cases/seed-demo-catalogue.js';
import { syncVendor } from './use-cases/sync-vendor.js';

export { CATALOGUE_CACHE_MS, type BigWin, type GameMember, type GameServiceDeps } from './deps.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: GameDeps, ...args: infer A) => unknown ? A : never;

/** The games module: the catalogue, the member lists, launches and the operators' catalogue. */
export function createGameService(serviceDeps: GameServiceDeps) {
  const deps = gameDepsOf(serviceDeps);
  return {
    catalogue: (...args: Args<typeof getCatalogue>) => getCatalogue(deps, ...args),
    vendorName: (...args: Args<typeof getVendorName>) => getVendorName(deps, ...args),
    gameName: (...args: Args<typeof getGameName>) => getGameName(deps, ...args),
    // Member site
    vendorLanes: (...args: Args<typeof listVendorLanes>) => listVendorLanes(deps, ...args),
    vendorsByType: (...args: Args<typeof listVendorsByType>) => listVendorsByType(deps, ...args),
    gameMenus: (...args: Args<typeof listGameMenus>) => listGameMenus(deps, ...args),
    gameList: (...args: Args<typeof listGames>) => listGames(deps, ...args),
    hotGames: (...args: Args<typeof listHotGames>) => listHotGames(deps, ...args),
    popularGames: (...args: Args<typeof listPopularGames>) => listPopularGames(deps, ...args),
    winnerBoard: (...args: Args<typeof listWinnerBoard>) => listWinnerBoard(deps, ...args),
    rooms: (...args: Args<typeof listRooms>) => listRooms(deps, ...args),
    favoriteIds: (...args: Args<typeof listFavoriteIds>) => listFavoriteIds(deps, ...args),
    favoriteList: (...args: Args<typeof listFavorites>) => listFavorites(deps, ...args),
    favoriteAdd: (...args: Args<typeof addFavorite>) => addFavorite(deps, ...args),
    favoriteRemove: (...args: Args<typeof removeFavorite>) => removeFavorite(deps, ...args),
    recentGames: (...args: Args<typeof listRecentGames>) => listRecentGames(deps, ...args),
    launch: (...args: Args<typeof launchGame>) => launchGame(deps, ...args),
    trialLaunch: (...args: Args<typeof launchTrial>) => launchTrial(deps, ...args),
    // Operator catalogue
    operatorVendors: (...args: Args<typeof listOperatorVendors>) => listOperatorVendors(deps, ...args),
    saveVendor: (...args: Args<typeof saveVendor>) => saveVendor(deps, ...args),
    syncVendor: (...args: Args<typeof syncVendor>) => syncVendor(deps, ...args),
    operatorGames: (...args: Args<typeof listOperatorGames>) => listOperatorGames(deps, ...args),
    createGame: (...args: Args<typeof createGame>) => createGame(deps, ...args),
    saveGame: (...args: Args<typeof saveGame>) => saveGame(deps, ...args),
    seedDemo: (...args: Args<typeof seedDemoCatalogue>) => seedDemoCatalogue(deps, ...args),
  };
}

export type GameService = ReturnType<typeof createGameService>;
