import { bindUseCases } from '../../kernel/use-cases.js';
import type { LotteryDeps } from './deps.js';
import {
  openedNumeros,
  quote,
  vnGameMenu,
  vnGameMenuRecent,
  vnOpenedNumeros,
} from './use-cases/home-calls.js';
import { cancelOrder, listChases, listOrders, placeOrder } from './use-cases/orders.js';
import * as operator from './use-cases/operator.js';
import { parseShorthand } from './use-cases/parse-shorthand.js';
import { receiveEvent } from './use-cases/receive-event.js';
import { gameSetting, listGames, period, results } from './use-cases/read-games.js';

/** The lottery's public face (docs/product.md §Lottery): the member site's calls, passed to the vendor. */
export function createLotteryService(deps: LotteryDeps) {
  return bindUseCases(deps, {
    listGames,
    gameSetting,
    results,
    period,
    parseShorthand,
    placeOrder,
    listOrders,
    listChases,
    cancelOrder,
    receiveEvent,
    quote,
    openedNumeros,
    vnOpenedNumeros,
    vnGameMenu,
    vnGameMenuRecent,
    operatorGames: operator.operatorGames,
    saveGame: operator.saveGame,
    operatorDraws: operator.operatorDraws,
    enterResult: operator.enterResult,
    cancelPeriod: operator.cancelPeriod,
    exposure: operator.exposure,
    report: operator.report,
  });
}

export type LotteryService = ReturnType<typeof createLotteryService>;
