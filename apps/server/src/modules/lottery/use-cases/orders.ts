import {
  lotteryChasePageSchema,
  lotteryOrderPageSchema,
  lotteryOrderSchema,
  lotteryPlaceAnswerSchema,
  lottoVendorPaths,
  type GameCategory,
  type Language,
  type LotteryOrderRequest,
} from '@wps/contracts';
import type { z } from 'zod';
import { lotteryGameByCode } from '@wps/games';
import type { lotteryOrdersQuerySchema } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { LotteryDeps } from '../deps.js';
import { IN_HOUSE_LOTTERY } from '../../games/vendor-directory.js';
import { lottoCall } from '../vendor.js';

const now = (deps: LotteryDeps) => () => deps.clock.now().getTime();

/** A lottery session is used again for this long after it was last seen. */
const SESSION_REUSE_MS = 30 * 60 * 1000;

/** The category the wallet's rounds and records file a game under: the catalogue's (LOTT or ELOTT). */
function categoryOf(gameCode: string): GameCategory {
  const game = lotteryGameByCode(gameCode);
  return game && (game.accountType === 'ELOTT' || game.accountType === 'TCG_SEA') ? 'ELOTT' : 'LOTT';
}

/**
 * A member's slip: a wallet session for its debits (the member's other games stay open), then the
 * vendor places it, debiting the member's wallet through the seamless protocol.
 */
export async function placeOrder(
  deps: LotteryDeps,
  site: SiteContext,
  member: MemberPrincipal,
  request: LotteryOrderRequest,
  language: Language,
) {
  const currency = site.settings.currency.code;
  const session = await deps.openSession({
    merchantId: site.merchantId,
    memberId: member.id,
    currency,
    vendorCode: IN_HOUSE_LOTTERY,
    gameCode: request.gameCode,
    gameNodeId: null,
    category: categoryOf(request.gameCode),
    keepOthers: true,
    // The session of the member's previous slip while it is fresh: one read instead of three writes.
    reuseWithinMs: SESSION_REUSE_MS,
  });
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.place,
    { ...request, playerId: session.playerId, sessionId: session.sessionId, currency, language },
    lotteryPlaceAnswerSchema,
    now(deps),
  );
}

async function playerOf(deps: LotteryDeps, site: SiteContext, member: MemberPrincipal) {
  return deps.playerIdOf(site.merchantId, member.id, site.settings.currency.code);
}

export async function listOrders(
  deps: LotteryDeps,
  site: SiteContext,
  member: MemberPrincipal,
  query: z.output<typeof lotteryOrdersQuerySchema>,
  language: Language,
) {
  const playerId = await playerOf(deps, site, member);
  if (!playerId) return { list: [], page: query.page, totalPages: 1, total: 0 };
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.orders,
    { ...query, playerId, currency: site.settings.currency.code, language },
    lotteryOrderPageSchema,
    now(deps),
  );
}

export async function listChases(
  deps: LotteryDeps,
  site: SiteContext,
  member: MemberPrincipal,
  query: { page: number; size: number },
  language: Language,
) {
  const playerId = await playerOf(deps, site, member);
  if (!playerId) return { list: [], page: query.page, totalPages: 1, total: 0 };
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.chases,
    { ...query, playerId, currency: site.settings.currency.code, language },
    lotteryChasePageSchema,
    now(deps),
  );
}

export async function cancelOrder(
  deps: LotteryDeps,
  site: SiteContext,
  member: MemberPrincipal,
  orderNo: string,
  language: Language,
) {
  const playerId = await playerOf(deps, site, member);
  if (!playerId) throw new AppError('lottery.order.not.found');
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.cancel,
    { orderNo, playerId, currency: site.settings.currency.code, language },
    lotteryOrderSchema,
    now(deps),
  );
}
