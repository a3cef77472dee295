import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { LoginChecks } from './login-checks.js';
import type { TwoFactorService } from './two-factor.js';

/** The security centre's authenticator calls and the second login step. */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  twoFactor: TwoFactorService,
  loginChecks: LoginChecks,
  limiter: AttemptLimiter,
) {
  // Codes and the password asked here are limited like any secret: 5 wrong answers, then a wait.
  const guessing = <T>(memberId: number, run: () => Promise<T>) =>
    limiter.guard('two-factor', String(memberId), run);

  registerRoute(app, guards, routes.twoFactorSetup, async (ctx) => twoFactor.setup(ctx.site, ctx.member));

  registerRoute(app, guards, routes.twoFactorEnable, async (ctx) =>
    guessing(ctx.member.id, () => twoFactor.enable(ctx.member.id, ctx.body.code)),
  );

  registerRoute(app, guards, routes.twoFactorDisable, async (ctx) => {
    await guessing(ctx.member.id, () => twoFactor.disable(ctx.member.id, ctx.body.password, ctx.body.code));
    return null;
  });

  registerRoute(app, guards, routes.twoFactorRecoveryCodes, async (ctx) =>
    guessing(ctx.member.id, () => twoFactor.regenerateRecoveryCodes(ctx.member.id, ctx.body.code)),
  );

  registerRoute(app, guards, routes.loginCheckSend, async (ctx) =>
    loginChecks.send(ctx.site, ctx.body, ctx.request.ip),
  );

  registerRoute(app, guards, routes.loginCheckVerify, async (ctx) => {
    const agent = ctx.request.headers['user-agent'];
    return loginChecks.verify(ctx.site, ctx.body, typeof agent === 'string' ? agent : null);
  });
}
