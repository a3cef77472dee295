import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { LotteryService } from './service.js';

/** The lottery's member calls: adapters only. */
export function registerLotteryRoutes(kit: RouteKit, lottery: LotteryService) {
  kit.route(routes.lotteryGames, (ctx) => lottery.listGames(ctx.query));
  kit.route(routes.lotteryGameSetting, (ctx) => lottery.gameSetting(ctx.params.code, ctx.query.series));
  kit.route(routes.lotteryResults, (ctx) => lottery.results(ctx.query.gameCode, ctx.query.count));
  kit.route(routes.lotteryPeriod, (ctx) => lottery.period(ctx.params.code, ctx.params.number));
  kit.route(routes.lotteryParseShorthand, (ctx) => lottery.parseShorthand(ctx.body.text));
  kit.route(routes.lotteryQuote, (ctx) => lottery.quote(ctx.body));
  kit.route(routes.lotteryOpenedNumeros, () => lottery.openedNumeros());
  kit.route(routes.lotteryVnOpenedNumeros, (ctx) => lottery.vnOpenedNumeros(ctx.query.count));
  kit.route(routes.lotteryVnGameMenu, () => lottery.vnGameMenu());
  kit.route(routes.lotteryVnGameMenuRecent, (ctx) =>
    lottery.vnGameMenuRecent(ctx.site, ctx.member, ctx.language),
  );
  kit.route(routes.lotteryPlaceOrder, (ctx) =>
    lottery.placeOrder(ctx.site, ctx.member, ctx.body, ctx.language),
  );
  kit.route(routes.lotteryOrders, (ctx) => lottery.listOrders(ctx.site, ctx.member, ctx.query, ctx.language));
  kit.route(routes.lotteryChases, (ctx) => lottery.listChases(ctx.site, ctx.member, ctx.query, ctx.language));
  kit.route(routes.lotteryCancelOrder, (ctx) =>
    lottery.cancelOrder(ctx.site, ctx.member, ctx.body.orderNo, ctx.language),
  );

  kit.route(routes.operatorLotteryGames, () => lottery.operatorGames());
  kit.route(routes.operatorSaveLotteryGame, (ctx) =>
    lottery.saveGame(actorOf(ctx), ctx.params.code, ctx.body),
  );
  kit.route(routes.operatorLotteryDraws, (ctx) => lottery.operatorDraws(ctx.query));
  kit.route(routes.operatorEnterLotteryResult, (ctx) =>
    lottery.enterResult(actorOf(ctx), ctx.params.code, ctx.params.number, ctx.body),
  );
  kit.route(routes.operatorCancelLotteryPeriod, (ctx) =>
    lottery.cancelPeriod(actorOf(ctx), ctx.params.code, ctx.params.number, ctx.body.reason),
  );
  kit.route(routes.operatorLotteryExposure, (ctx) => lottery.exposure(ctx.query.gameCode));
  kit.route(routes.operatorLotteryReport, (ctx) => lottery.report(ctx.query));

  // The vendor's period events: signed over the raw bytes, like its wallet calls.
  void kit.app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/vendor-events/LOTTO', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const status = await lottery.receiveEvent(raw, request.headers);
      return reply.status(status).send();
    });
  });
}
