import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { OperatorService } from './service.js';

export function registerOperatorRoutes(kit: RouteKit, operators: OperatorService) {
  kit.route(routes.operatorLogin, async (ctx) =>
    operators.login(ctx.body.username, ctx.body.password, actorOf(ctx)),
  );

  kit.route(routes.operatorLogout, async (ctx) => {
    await operators.logout(ctx.operator.token);
    return null;
  });

  kit.route(routes.operatorMe, async (ctx) => {
    const { token: _token, ...operator } = ctx.operator;
    return operator;
  });

  kit.route(routes.operatorChangePassword, async (ctx) => {
    await operators.changePassword(ctx.operator, ctx.body.oldPassword, ctx.body.newPassword, actorOf(ctx));
    return null;
  });

  kit.route(routes.operatorList, async () => operators.list());

  kit.route(routes.operatorCreate, async (ctx) => operators.create(ctx.body, actorOf(ctx)));

  kit.route(routes.operatorUpdate, async (ctx) =>
    operators.update(ctx.operator, ctx.params.id, ctx.body, actorOf(ctx)),
  );

  kit.route(routes.operatorResetPassword, async (ctx) =>
    operators.resetPassword(ctx.operator, ctx.params.id, ctx.body.reason, actorOf(ctx)),
  );
}
