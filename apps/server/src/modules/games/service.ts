import { gameDepsOf, type GameServiceDeps } from './deps.js';
import { addFavorite } from './use-cases/add-favorite.js';
import { checkTransfer } from './use-cases/check-transfer.js';
import { createPartnerVendor } from './use-cases/create-partner-vendor.js';
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
import { exportOperatorGames, listOperatorGames } from './use-cases/list-operator-games.js';
import { listOperatorVendors } from './use-cases/list-operator-vendors.js';
import { listPartnerVendors } from './use-cases/list-partner-vendors.js';
import { listPopularGames } from './use-cases/list-popular-games.js';
import { listRecentGames } from './use-cases/list-recent-games.js';
import { listRooms } from './use-cases/list-rooms.js';
import { listVendorLanes } from './use-cases/list-vendor-lanes.js';
import { listVendorsByType } from './use-cases/list-vendors-by-type.js';
import { listWinnerBoard } from './use-cases/list-winner-board.js';
import { removeFavorite } from './use-cases/remove-favorite.js';
import { saveGame } from './use-cases/save-game.js';
import { saveVendor } from './use-cases/save-vendor.js';
import { seedDemoCatalogue, seedDemoLottery } from './use-cases/seed-demo-catalogue.js';
import { syncVendor } from './use-cases/sync-vendor.js';
import { updatePartnerVendor } from './use-cases/update-partner-vendor.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export { CATALOGUE_CACHE_MS, type BigWin, type GameMember, type GameServiceDeps } from './deps.js';

/** The games module: the catalogue, the member lists, launches and the operators' catalogue. */
export function createGameService(serviceDeps: GameServiceDeps) {
  const deps = gameDepsOf(serviceDeps);
  return bindUseCases(deps, {
    catalogue: getCatalogue,
    vendorName: getVendorName,
    gameName: getGameName,
    // Member site
    vendorLanes: listVendorLanes,
    vendorsByType: listVendorsByType,
    gameMenus: listGameMenus,
    gameList: listGames,
    hotGames: listHotGames,
    popularGames: listPopularGames,
    winnerBoard: listWinnerBoard,
    rooms: listRooms,
    favoriteIds: listFavoriteIds,
    favoriteList: listFavorites,
    favoriteAdd: addFavorite,
    favoriteRemove: removeFavorite,
    recentGames: listRecentGames,
    launch: launchGame,
    trialLaunch: launchTrial,
    checkTransfer,
    // Operator catalogue
    operatorVendors: listOperatorVendors,
    saveVendor,
    syncVendor,
    operatorGames: listOperatorGames,
    exportOperatorGames,
    createGame,
    saveGame,
    seedDemo: seedDemoCatalogue,
    seedDemoLottery,
    // Operator: the deployment's vendors (docs/product.md §Partners)
    partnerVendors: listPartnerVendors,
    createPartnerVendor,
    updatePartnerVendor,
  });
}

export type GameService = ReturnType<typeof createGameService>;
