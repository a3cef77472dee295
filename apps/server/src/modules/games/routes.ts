import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, routes, type Language } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf } from '../audit/actor.js';
import type { GameService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The query's language when it names one, else the request's (Language header, site default). */
function languageOf(query: { language?: string | undefined }, fallback: Language): Language {
  const wanted = query.language?.toUpperCase();
  return isLanguage(wanted) ? wanted : fallback;
}

export function registerGameRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  games: GameService,
  siteByCode: (code: string) => Promise<SiteContext>,
  options: { publicUrl?: string | undefined } = {},
) {
  registerRoute(app, guards, routes.gameVendors, async (ctx) =>
    games.vendorLanes(ctx.site, languageOf(ctx.query, ctx.language)),
  );
  registerRoute(app, guards, routes.vendorsByGameType, async (ctx) => games.vendorsByType(ctx.site));
  registerRoute(app, guards, routes.gameMenus, async (ctx) =>
    games.gameMenus(ctx.site, ctx.query.prizeMode, ctx.language),
  );
  registerRoute(app, guards, routes.gameList, async (ctx) => {
    // Anonymous, but a member's valid token marks their favourites.
    const token = ctx.request.headers.authorization;
    const member = token ? await guards.authenticateMember(token, ctx.site) : null;
    return games.gameList(ctx.site, ctx.query, languageOf(ctx.query, ctx.language), member?.id ?? null);
  });
  registerRoute(app, guards, routes.hotGames, async (ctx) =>
    games.hotGames(ctx.site, ctx.query, languageOf(ctx.query, ctx.language)),
  );
  registerRoute(app, guards, routes.popularGames, async (ctx) =>
    games.popularGames(ctx.site, ctx.query.count, languageOf(ctx.query, ctx.language)),
  );
  registerRoute(app, guards, routes.winnerBoard, async (ctx) =>
    games.winnerBoard(
      ctx.site,
      ctx.query.gameCategory,
      ctx.query.limitNum,
      languageOf(ctx.query, ctx.language),
    ),
  );
  registerRoute(app, guards, routes.roomList, async (ctx) => games.rooms(ctx.site, ctx.query, ctx.language));

  registerRoute(app, guards, routes.favoriteIds, async (ctx) => games.favoriteIds(ctx.member.id));
  registerRoute(app, guards, routes.favoriteList, async (ctx) =>
    games.favoriteList(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  registerRoute(app, guards, routes.favoriteAdd, async (ctx) => {
    await games.favoriteAdd(ctx.site, ctx.member.id, ctx.body.nodeId);
    return null;
  });
  registerRoute(app, guards, routes.favoriteRemove, async (ctx) => {
    await games.favoriteRemove(ctx.site, ctx.member.id, ctx.body.nodeId);
    return null;
  });
  registerRoute(app, guards, routes.recentGames, async (ctx) =>
    games.recentGames(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  registerRoute(app, guards, routes.launchGame, async (ctx) =>
    games.launch({
      site: ctx.site,
      memberId: ctx.member.id,
      vendorCode: ctx.query.vassalage,
      gameCode: ctx.query.gameId,
      nodeId: ctx.query.nodeId,
      language: languageOf(ctx.query, ctx.language),
      origin: originOf(ctx.request, options.publicUrl),
    }),
  );
  registerRoute(app, guards, routes.trialLaunch, async (ctx) =>
    games.trialLaunch(
      ctx.site,
      ctx.query,
      languageOf(ctx.query, ctx.language),
      originOf(ctx.request, options.publicUrl),
    ),
  );

  registerRoute(app, guards, routes.operatorVendors, async (ctx) =>
    games.operatorVendors(await siteByCode(ctx.params.merchantCode)),
  );
  registerRoute(app, guards, routes.operatorVendorSave, async (ctx) =>
    games.saveVendor(actorOf(ctx), await siteByCode(ctx.params.merchantCode), ctx.params.code, ctx.body),
  );
  registerRoute(app, guards, routes.operatorVendorSync, async (ctx) =>
    games.syncVendor(actorOf(ctx), await siteByCode(ctx.params.merchantCode), ctx.params.code),
  );
  registerRoute(app, guards, routes.operatorGames, async (ctx) =>
    games.operatorGames(await siteByCode(ctx.params.merchantCode), ctx.query),
  );
  registerRoute(app, guards, routes.operatorGameCreate, async (ctx) =>
    games.createGame(actorOf(ctx), await siteByCode(ctx.params.merchantCode), ctx.body),
  );
  registerRoute(app, guards, routes.operatorGameSave, async (ctx) =>
    games.saveGame(actorOf(ctx), await siteByCode(ctx.params.merchantCode), ctx.params.nodeId, ctx.body),
  );
}
