import { randomBytes } from 'node:crypto';
import type { SiteContext } from '../../platform/context.js';
import type { ModuleManifest } from '../../platform/module.js';
import type { MemberService } from '../members/service.js';
import type { MessagingService } from '../messaging/service.js';
import type { CaptchaStore } from './captcha.js';
import { createDbCaptchaStore } from './captcha-store.js';
import { createAltchaChallenge, type HumanChallenge } from './human-challenge.js';
import { createLoginChecks, createLoginGuard, type LoginChecks, type MemberContact } from './login-checks.js';
import { registerIdentityRoutes } from './routes.js';
import { createIdentityService, type IdentityService } from './service.js';
import { markChallengeUsed, secretOf } from './store.js';
import { registerLoginCheckRoutes, registerTwoFactorRoutes } from './two-factor-routes.js';
import { twoFactorKey } from './two-factor-secrets.js';
import { createTwoFactorService, type TwoFactorService } from './two-factor.js';
import { purgeExpiredIdentity } from './use-cases/purge-expired.js';
import { requireHumanChallenge } from './use-cases/require-human-challenge.js';

export interface HumanCheck {
  challenge: HumanChallenge;
  /** challenge.required / challenge.invalid when the merchant asks for the check (GEETEST3). */
  require(site: SiteContext, payload: string | undefined): Promise<void>;
}

/** The proof-of-work human check, shared by logins, registration, SMS requests and resets. */
export const humanCheckModule: ModuleManifest<object, HumanCheck> = {
  name: 'human-check',
  setUp: ({ database, clock, config }) => {
    const { db } = database;
    let hmacKey: Promise<string> | null = null;
    const challenge = createAltchaChallenge({
      // The configured key, else one stored in the database so every process shares it.
      hmacKey: () =>
        (hmacKey ??=
          config.CHALLENGE_HMAC_KEY !== undefined
            ? Promise.resolve(config.CHALLENGE_HMAC_KEY)
            : secretOf(db, 'challenge-hmac-key', randomBytes(32).toString('base64url'))),
      now: () => clock.now(),
      markUsed: (signature, expiresAt) => markChallengeUsed(db, signature, expiresAt),
      maxNumber: config.CHALLENGE_MAX_NUMBER,
    });
    return {
      challenge,
      require: (site, payload) => requireHumanChallenge({ humanChallenge: challenge }, site, payload),
    };
  },
};

/** The authenticator (TOTP) and recovery codes of the security centre (docs/product.md §Security centre). */
export const twoFactorModule: ModuleManifest<{ members: MemberService }, TwoFactorService> = {
  name: 'two-factor',
  setUp: ({ database, clock, config }, { members }) =>
    createTwoFactorService({
      db: database.db,
      clock,
      encryptionKey: twoFactorKey(database.db, config.TWO_FACTOR_KEY),
      verifyPassword: (memberId, password) => members.verifyPasswordOf(memberId, password),
    }),
  routes: (kit, twoFactor, { attempts }) => registerTwoFactorRoutes(kit, twoFactor, attempts),
};

/** Logins, registration, free play, captchas (docs/product.md §Identity). */
export const identityModule: ModuleManifest<
  {
    members: MemberService;
    messaging: MessagingService;
    humanCheck: HumanCheck;
    twoFactor: TwoFactorService;
    onTrialAccount(site: SiteContext, memberId: number): Promise<void>;
    /** Replaces the database captcha store (tests record the codes they need to answer). */
    captchaStore?: ((fallback: CaptchaStore) => CaptchaStore) | undefined;
  },
  IdentityService
> = {
  name: 'identity',
  setUp: ({ database, clock, config, attempts, jobs }, needs) => {
    const { db } = database;
    jobs.define('identity.purge-expired', async () => {
      await purgeExpiredIdentity({ db, clock });
    });
    jobs.every('identity.purge-expired', '7 * * * *');
    const stored = createDbCaptchaStore(db, clock);
    const loginGuard = createLoginGuard({ db, clock, ...guardNeeds(needs) });
    return createIdentityService({
      db,
      clock,
      members: needs.members,
      humanChallenge: needs.humanCheck.challenge,
      captchaStore: needs.captchaStore ? needs.captchaStore(stored) : stored,
      attempts,
      messaging: needs.messaging,
      loginGuard,
      captchaTestCode: config.CAPTCHA_TEST_CODE,
      onTrialAccount: needs.onTrialAccount,
    });
  },
  routes: registerIdentityRoutes,
};

function guardNeeds(needs: { twoFactor: TwoFactorService; members: MemberService }) {
  return {
    twoFactor: needs.twoFactor,
    contactOf: (memberId: number): Promise<MemberContact> => needs.members.contactOf(memberId),
  };
}

/** The second login step: a code by SMS or e-mail, or the authenticator's (docs/product.md §Identity). */
export const loginChecksModule: ModuleManifest<
  {
    members: MemberService;
    messaging: MessagingService;
    twoFactor: TwoFactorService;
    identity: IdentityService;
  },
  LoginChecks
> = {
  name: 'login-checks',
  setUp: ({ database, clock }, { members, messaging, twoFactor, identity }) =>
    createLoginChecks({
      db: database.db,
      clock,
      ...guardNeeds({ twoFactor, members }),
      memberForLogin: (memberId) => members.memberForLogin(memberId),
      completeLogin: (attempt) => identity.completeLogin(attempt),
      sendCode: (site, delivery, ip) => messaging.sendCode(site, delivery, ip),
      checkCode: (site, purpose, destination, code) => messaging.checkCode(site, purpose, destination, code),
    }),
  routes: registerLoginCheckRoutes,
};
