import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { AccountService } from './account-service.js';

/** The member's own account calls: passwords, payment password, security centre, profile, avatar. */
export function registerAccountRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  accounts: AccountService,
  limiter: AttemptLimiter,
) {
  // Someone holding a stolen session may not guess the member's secrets: 5 wrong answers, then a wait.
  const guessing = <T>(scope: string, memberId: number, run: () => Promise<T>) =>
    limiter.guard(scope, String(memberId), run);

  registerRoute(app, guards, routes.changePassword, async (ctx) => {
    await guessing('password', ctx.member.id, () => accounts.changePassword(ctx.site, ctx.member, ctx.body));
    return null;
  });

  registerRoute(app, guards, routes.forgotPasswordEmail, async (ctx) => {
    await accounts.forgotPasswordEmail(ctx.site, ctx.body);
    return null;
  });

  registerRoute(app, guards, routes.resetPassword, async (ctx) => accounts.resetPassword(ctx.site, ctx.body));

  registerRoute(app, guards, routes.forgotPasswordPhone, async (ctx) =>
    accounts.forgotPasswordPhone(ctx.site, ctx.body),
  );

  registerRoute(app, guards, routes.hasPaymentPassword, async (ctx) =>
    accounts.hasPaymentPassword(ctx.member.id),
  );

  registerRoute(app, guards, routes.paymentPasswordSet, async (ctx) => {
    await accounts.setPaymentPassword(ctx.site, ctx.member.id, ctx.body);
    return null;
  });

  registerRoute(app, guards, routes.paymentPasswordChange, async (ctx) => {
    await guessing('payment', ctx.member.id, () =>
      accounts.changePaymentPassword(ctx.site, ctx.member.id, ctx.body),
    );
    return null;
  });

  registerRoute(app, guards, routes.paymentPasswordReset, async (ctx) => {
    await guessing('password', ctx.member.id, () =>
      accounts.resetPaymentPassword(ctx.site, ctx.member.id, ctx.body),
    );
    return null;
  });

  registerRoute(app, guards, routes.securityOverview, async (ctx) => accounts.securityOverview(ctx.member));

  registerRoute(app, guards, routes.loginHistory, async (ctx) =>
    accounts.loginHistory(ctx.member.id, ctx.query),
  );

  registerRoute(app, guards, routes.memberProfile, async (ctx) => accounts.profile(ctx.member.id));

  registerRoute(app, guards, routes.memberProfileUpdate, async (ctx) =>
    guessing('password', ctx.member.id, () => accounts.updateProfile(ctx.site, ctx.member.id, ctx.body)),
  );

  registerRoute(app, guards, routes.memberLanguage, async (ctx) => {
    await accounts.setLanguage(ctx.member.id, ctx.body.language);
    return null;
  });

  registerRoute(app, guards, routes.playerAvatar, async (ctx) => accounts.avatar(ctx.member.id));

  registerRoute(app, guards, routes.playerAvatarUpload, async (ctx) =>
    accounts.uploadAvatar(ctx.site, ctx.member.id, ctx.body),
  );
}
