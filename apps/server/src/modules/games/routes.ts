import type { FastifyRequest } from 'fastify';
import { isLanguage, routes, type Language } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { GameService } from './service.js';

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The query's language when it names one, else the request's (Language header, site default). */
function languageOf(query: { language?: string | undefined }, fallback: Language): Language {
  const wanted = query.language?.toUpperCase();
  return isLanguage(wanted) ? wanted : fallback;
}

export function registerGameRoutes(
  kit: RouteKit,
  games: GameService,
  options: { publicUrl?: string | undefined } = {},
) {
  kit.route(routes.gameVendors, async (ctx) =>
    games.vendorLanes(ctx.site, languageOf(ctx.query, ctx.language)),
  );
  kit.route(routes.vendorsByGameType, async (ctx) => games.vendorsByType(ctx.site));
  kit.route(routes.gameMenus, async (ctx) => games.gameMenus(ctx.site, ctx.query.prizeMode, ctx.language));
  kit.route(routes.gameList, async (ctx) => {
    // Anonymous, but a member's valid token marks their favourites.
    const token = ctx.request.headers.authorization;
    const member = token ? await kit.guards.authenticateMember(token, ctx.site) : null;
    return games.gameList(ctx.site, ctx.query, languageOf(ctx.query, ctx.language), member?.id ?? null);
  });
  kit.route(routes.hotGames, async (ctx) =>
    games.hotGames(ctx.site, ctx.query, languageOf(ctx.query, ctx.language)),
  );
  kit.route(routes.popularGames, async (ctx) =>
    games.popularGames(ctx.site, ctx.query.count, languageOf(ctx.query, ctx.language)),
  );
  kit.route(routes.winnerBoard, async (ctx) =>
    games.winnerBoard(
      ctx.site,
      ctx.query.gameCategory,
      ctx.query.limitNum,
      languageOf(ctx.query, ctx.language),
    ),
  );
  kit.route(routes.roomList, async (ctx) => games.rooms(ctx.site, ctx.query, ctx.language));

  kit.route(routes.favoriteIds, async (ctx) => games.favoriteIds(ctx.member.id));
  kit.route(routes.favoriteList, async (ctx) =>
    games.favoriteList(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  kit.route(routes.favoriteAdd, async (ctx) => {
    await games.favoriteAdd(ctx.site, ctx.member.id, ctx.body.nodeId);
    return null;
  });
  kit.route(routes.favoriteRemove, async (ctx) => {
    await games.favoriteRemove(ctx.site, ctx.member.id, ctx.body.nodeId);
    return null;
  });
  kit.route(routes.recentGames, async (ctx) =>
    games.recentGames(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  kit.route(routes.launchGame, async (ctx) =>
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
  kit.route(routes.trialLaunch, async (ctx) =>
    games.trialLaunch(
      ctx.site,
      ctx.query,
      languageOf(ctx.query, ctx.language),
      originOf(ctx.request, options.publicUrl),
    ),
  );

  kit.route(routes.operatorVendors, async (ctx) =>
    games.operatorVendors(await kit.siteByCode(ctx.params.merchantCode)),
  );
  kit.route(routes.operatorVendorSave, async (ctx) =>
    games.saveVendor(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.params.code, ctx.body),
  );
  kit.route(routes.operatorVendorSync, async (ctx) =>
    games.syncVendor(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.params.code),
  );
  kit.route(routes.operatorPartnerVendors, async () => games.partnerVendors());
  kit.route(routes.operatorPartnerVendorCreate, async (ctx) =>
    games.createPartnerVendor(actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorPartnerVendorUpdate, async (ctx) =>
    games.updatePartnerVendor(actorOf(ctx), ctx.params.code, ctx.body),
  );
  kit.route(routes.operatorGames, async (ctx) =>
    games.operatorGames(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );
  kit.route(routes.operatorGameExport, async (ctx) => {
    const { csv, truncated } = await games.exportOperatorGames(
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.query,
    );
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
  kit.route(routes.operatorGameCreate, async (ctx) =>
    games.createGame(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.operatorGameSave, async (ctx) =>
    games.saveGame(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.params.nodeId, ctx.body),
  );
}
