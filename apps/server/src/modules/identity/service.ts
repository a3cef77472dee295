import {
  checkRule,
  isModuleEnabled,
  RULE_FIELDS,
  type affiliateQuerySchema,
  type LoginValue,
  type loginRequestSchema,
  type registerRequestSchema,
  type RuleField,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, validationError, type FieldErrors } from '../../platform/http/errors.js';
import type { SiteContext } from '../../platform/http/route.js';
import type { MemberService, VerifiedMember } from '../members/service.js';
import { captchaCodeHash, drawCaptcha, newCaptchaId, type CaptchaStore } from './captcha.js';
import type { HumanChallenge } from './human-challenge.js';
import * as store from './store.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CAPTCHA_TTL_MS = 5 * MINUTE;

export type LoginInput = z.output<typeof loginRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;
export type AffiliateQuery = z.output<typeof affiliateQuerySchema>;

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface IdentityServiceDeps {
  db: Database;
  clock: Clock;
  members: MemberService;
  humanChallenge: HumanChallenge;
  captchaStore: CaptchaStore;
}

/** Image captchas in the database: the code is kept only as a hash, for 5 minutes, used once. */
export function createDbCaptchaStore(db: Database, clock: Clock): CaptchaStore {
  return {
    async save({ id, merchantId, code, expiresAt }) {
      await store.insertCaptcha(
        db,
        { id, merchantId, codeHash: captchaCodeHash(id, code), expiresAt },
        clock.now(),
      );
    },
    async check(id, merchantId, code) {
      const row = await store.takeCaptcha(db, id, merchantId);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return false;
      return row.codeHash === captchaCodeHash(id, code);
    },
  };
}

export function createIdentityService(deps: IdentityServiceDeps) {
  const { db, clock, members, humanChallenge, captchaStore } = deps;

  async function requireHumanChallenge(site: SiteContext, payload: string | undefined) {
    if (!isModuleEnabled(site.settings.modules, 'GEETEST3')) return;
    if (!payload) throw new AppError('challenge.required');
    if (!(await humanChallenge.verify(payload))) throw new AppError('challenge.invalid');
  }

  function captchaOn(site: SiteContext) {
    return isModuleEnabled(site.settings.modules, 'CAPTCHA3');
  }

  async function requireCaptcha(site: SiteContext, id: string | undefined, code: string | undefined) {
    if (!id || !code) throw new AppError('captcha.required', { captcha: true });
    if (!(await captchaStore.check(id, site.merchantId, code)))
      throw new AppError('captcha.invalid', { captcha: true });
  }

  async function signIn(
    site: SiteContext,
    member: Pick<VerifiedMember, 'id' | 'merchantId' | 'username' | 'lastLoginAt' | 'passwordChangedAt'>,
    meta: ClientMeta,
  ): Promise<LoginValue> {
    const now = clock.now().getTime();
    const token = await members.createSession(member, meta.ip, meta.userAgent);
    const expiryDays = site.settings.flags.passwordExpiryDays;
    return {
      token,
      id: member.id,
      userName: member.username,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: expiryDays > 0 && now - member.passwordChangedAt.getTime() > expiryDays * DAY,
    };
  }

  /** Per-field rule check of the username registration form (spec.md §5). */
  function checkRegistration(site: SiteContext, input: RegisterInput, username: string): FieldErrors {
    const rules = site.settings.registerRules.username;
    const values: Record<RuleField, string> = Object.fromEntries(
      RULE_FIELDS.map((field) => [field, (field === 'username' ? username : input[field]) ?? '']),
    ) as Record<RuleField, string>;
    const fields: FieldErrors = {};
    for (const field of RULE_FIELDS) {
      const rule = rules[field];
      const value = values[field];
      if (field === 'captcha' && !captchaOn(site)) continue;
      if (!rule.enabled) {
        // Username and password are always required on this form, whatever their rule says.
        if ((field === 'username' || field === 'password') && value === '')
          fields[field] = { code: 'rule.required', message: 'This field is required' };
        else if (value !== '' && field !== 'username' && field !== 'password')
          fields[field] = { code: 'rule.disabled', message: 'This field is not accepted' };
        continue;
      }
      const violation = checkRule(
        field === 'username' || field === 'password' ? { ...rule, required: true } : rule,
        value,
      );
      if (violation === 'required')
        fields[field] = { code: 'rule.required', message: 'This field is required' };
      else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
    }
    if (!fields.password && input.confirmPassword !== input.password)
      fields.confirmPassword = { code: 'rule.inconsistent', message: 'The two passwords differ' };
    if (
      !fields.affiliateCode &&
      !values.affiliateCode &&
      !isModuleEnabled(site.settings.modules, 'DIRECTREG3')
    )
      fields.affiliateCode = { code: 'rule.required', message: 'An invitation code is required' };
    return fields;
  }

  return {
    createHumanChallenge: () => humanChallenge.create(),

    /** The human check (GEETEST3) for other modules' anonymous calls, such as SMS code requests. */
    requireHumanChallenge,

    /** Draws a 4-digit captcha, stores its code (hashed) for 5 minutes, returns the image and its id. */
    async createCaptcha(site: SiteContext) {
      const { code, image } = drawCaptcha();
      const captchaId = newCaptchaId();
      await captchaStore.save({
        id: captchaId,
        merchantId: site.merchantId,
        code,
        expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS),
      });
      return { image, captchaId };
    },

    /**
     * Login by username (spec.md §4). Failures count per merchant and username (known or not): after
     * the first one the image captcha is required, at `loginLockThreshold` the name locks for
     * `loginLockMinutes`, refusing even the right password until then.
     */
    async login(site: SiteContext, input: LoginInput, meta: ClientMeta): Promise<LoginValue> {
      await requireHumanChallenge(site, input.challenge);
      const { loginLockThreshold, loginLockMinutes } = site.settings.flags;
      const key = { merchantId: site.merchantId, usernameKey: input.username.toLowerCase() };
      const now = clock.now();
      const record = await store.findLoginFailures(db, key.merchantId, key.usernameKey);
      if (record?.lockedUntil && record.lockedUntil > now)
        throw new AppError('account.locked', { lockedUntil: record.lockedUntil.getTime() });
      if (record && record.failures > 0 && captchaOn(site))
        await requireCaptcha(site, input.captchaId, input.captcha);

      const member = await members.verifyCredentials(site.merchantId, input.username, input.password);
      if (!member) {
        const lockUntil = new Date(now.getTime() + loginLockMinutes * MINUTE);
        const updated = await store.addLoginFailure(db, key, loginLockThreshold, now, lockUntil);
        if (updated.lockedUntil && updated.lockedUntil > now)
          throw new AppError('account.locked', { lockedUntil: updated.lockedUntil.getTime() });
        throw new AppError('login.failed', { captcha: captchaOn(site) });
      }
      if (record) await store.clearLoginFailures(db, key.merchantId, key.usernameKey);
      return signIn(site, member, meta);
    },

    /** Registration by username (spec.md §4–5): challenge, rules, invitation code, captcha, account, session. */
    async register(site: SiteContext, input: RegisterInput, meta: ClientMeta): Promise<LoginValue> {
      await requireHumanChallenge(site, input.challenge);
      const username = input.username.trim();
      const fields = checkRegistration(site, input, username);
      if (Object.keys(fields).length > 0) throw validationError(fields);

      let uplineId: number | null = null;
      if (input.affiliateCode) {
        const agent = await members.findAgentByAffiliateCode(site.merchantId, input.affiliateCode);
        if (!agent) throw new AppError('affiliate.invalid');
        uplineId = agent.id;
      }
      if (captchaOn(site) && site.settings.registerRules.username.captcha.enabled)
        await requireCaptcha(site, input.captchaId, input.captcha);

      const member = await members.createMember({
        merchantId: site.merchantId,
        username,
        password: input.password,
        type: 0,
        uplineId,
      });
      return signIn(site, { ...member, lastLoginAt: null, passwordChangedAt: clock.now() }, meta);
    },

    /** Succeeds only when the code is an agent's of this merchant (`affiliate.invalid` otherwise). */
    async checkAffiliate(site: SiteContext, query: AffiliateQuery) {
      const agent = await members.findAgentByAffiliateCode(site.merchantId, query.code.trim());
      if (!agent) throw new AppError('affiliate.invalid');
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
