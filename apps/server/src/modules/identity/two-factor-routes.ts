import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { LoginChecks } from './login-checks.js';
import type { TwoFactorService } from './two-factor.js';

/** The security centre's authenticator calls. */
export function registerTwoFactorRoutes(kit: RouteKit, twoFactor: TwoFactorService, limiter: AttemptLimiter) {
  // Codes and the password asked here are limited like any secret: 5 wrong answers, then a wait.
  const guessing = <T>(memberId: number, run: () => Promise<T>) =>
    limiter.guard('two-factor', String(memberId), run);

  kit.route(routes.twoFactorSetup, async (ctx) => twoFactor.setup(ctx.site, ctx.member));

  kit.route(routes.twoFactorEnable, async (ctx) =>
    guessing(ctx.member.id, () => twoFactor.enable(ctx.member.id, ctx.body.code)),
  );

  kit.route(routes.twoFactorDisable, async (ctx) => {
    await guessing(ctx.member.id, () => twoFactor.disable(ctx.member.id, ctx.body.password, ctx.body.code));
    return null;
  });

  kit.route(routes.twoFactorRecoveryCodes, async (ctx) =>
    guessing(ctx.member.id, () => twoFactor.regenerateRecoveryCodes(ctx.member.id, ctx.body.code)),
  );
}

/** The second login step: a code sent to the member, or their authenticator's. */
export function registerLoginCheckRoutes(kit: RouteKit, loginChecks: LoginChecks) {
  kit.route(routes.loginCheckSend, async (ctx) => loginChecks.send(ctx.site, ctx.body, ctx.request.ip));

  kit.route(routes.loginCheckVerify, async (ctx) => {
    const agent = ctx.request.headers['user-agent'];
    return loginChecks.verify(ctx.site, ctx.body, typeof agent === 'string' ? agent : null);
  });
}
