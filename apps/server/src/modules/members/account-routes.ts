import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { AccountService } from './account-service.js';

/** The member's own account calls: passwords, payment password, security centre, profile, avatar. */
export function registerAccountRoutes(kit: RouteKit, accounts: AccountService, limiter: AttemptLimiter) {
  // Someone holding a stolen session may not guess the member's secrets: 5 wrong answers, then a wait.
  const guessing = <T>(scope: string, memberId: number, run: () => Promise<T>) =>
    limiter.guard(scope, String(memberId), run);

  kit.route(routes.changePassword, async (ctx) => {
    await guessing('password', ctx.member.id, () => accounts.changePassword(ctx.site, ctx.member, ctx.body));
    return null;
  });

  kit.route(routes.forgotPasswordEmail, async (ctx) => {
    await accounts.forgotPasswordEmail(ctx.site, ctx.body);
    return null;
  });

  kit.route(routes.resetPassword, async (ctx) => accounts.resetPassword(ctx.site, ctx.body));

  kit.route(routes.forgotPasswordPhone, async (ctx) => accounts.forgotPasswordPhone(ctx.site, ctx.body));

  kit.route(routes.hasPaymentPassword, async (ctx) => accounts.hasPaymentPassword(ctx.member.id));

  kit.route(routes.paymentPasswordSet, async (ctx) => {
    await accounts.setPaymentPassword(ctx.site, ctx.member.id, ctx.body);
    return null;
  });

  kit.route(routes.paymentPasswordChange, async (ctx) => {
    await guessing('payment', ctx.member.id, () =>
      accounts.changePaymentPassword(ctx.site, ctx.member.id, ctx.body),
    );
    return null;
  });

  kit.route(routes.paymentPasswordReset, async (ctx) => {
    await guessing('password', ctx.member.id, () =>
      accounts.resetPaymentPassword(ctx.site, ctx.member.id, ctx.body),
    );
    return null;
  });

  kit.route(routes.securityOverview, async (ctx) => accounts.securityOverview(ctx.member));

  kit.route(routes.loginHistory, async (ctx) => accounts.loginHistory(ctx.member.id, ctx.query));

  kit.route(routes.memberProfile, async (ctx) => accounts.profile(ctx.member.id));

  kit.route(routes.memberProfileUpdate, async (ctx) =>
    guessing('password', ctx.member.id, () => accounts.updateProfile(ctx.site, ctx.member.id, ctx.body)),
  );

  kit.route(routes.memberLanguage, async (ctx) => {
    await accounts.setLanguage(ctx.member.id, ctx.body.language);
    return null;
  });

  kit.route(routes.playerAvatar, async (ctx) => accounts.avatar(ctx.member.id));

  kit.route(routes.playerAvatarUpload, async (ctx) =>
    accounts.uploadAvatar(ctx.site, ctx.member.id, ctx.body),
  );
}
