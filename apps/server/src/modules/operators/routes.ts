import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf } from '../audit/actor.js';
import type { OperatorService } from './service.js';

export function registerOperatorRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  operators: OperatorService,
) {
  registerRoute(app, guards, routes.operatorLogin, async (ctx) =>
    operators.login(ctx.body.username, ctx.body.password, actorOf(ctx)),
  );

  registerRoute(app, guards, routes.operatorLogout, async (ctx) => {
    await operators.logout(ctx.operator.token);
    return null;
  });

  registerRoute(app, guards, routes.operatorMe, async (ctx) => {
    const { token: _token, ...operator } = ctx.operator;
    return operator;
  });

  registerRoute(app, guards, routes.operatorChangePassword, async (ctx) => {
    await operators.changePassword(ctx.operator, ctx.body.oldPassword, ctx.body.newPassword, actorOf(ctx));
    return null;
  });

  registerRoute(app, guards, routes.operatorList, async () => operators.list());

  registerRoute(app, guards, routes.operatorCreate, async (ctx) => operators.create(ctx.body, actorOf(ctx)));
}
