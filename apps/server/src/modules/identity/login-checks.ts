import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  isModuleEnabled,
  LOGIN_CHECK_METHODS,
  LOGIN_METHODS,
  type LoginCheck,
  type LoginCheckMethod,
  type loginCheckSendRequestSchema,
  type loginCheckVerifyRequestSchema,
  type LoginValue,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { VerifiedMember } from '../members/service.js';
import type { LoginAttempt, LoginGuard, LoginMethod } from './login-guard.js';
import { maskEmail, maskMobile } from '../members/masking.js';
import type { TwoFactorService } from './two-factor.js';
import * as store from './two-factor-store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

const TICKET_TTL_MS = 10 * 60_000;
/** Wrong codes after which the ticket is gone and the member logs in again. */
const MAX_CHECK_FAILURES = 5;
const TWO_FACTOR_METHODS: LoginCheckMethod[] = ['totp', 'recovery'];

export type LoginCheckVerifyInput = z.output<typeof loginCheckVerifyRequestSchema>;
export type LoginCheckSendInput = z.output<typeof loginCheckSendRequestSchema>;
export type CheckChannel = LoginCheckSendInput['method'];

/** What the new-device check can be passed with (the members service; mobile in E.164). */
export interface MemberContact {
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}

export interface LoginGuardDeps {
  db: Database;
  clock: Clock;
  twoFactor: Pick<TwoFactorService, 'isEnabled' | 'verifyTotp' | 'useRecoveryCode'>;
  contactOf: (memberId: number) => Promise<MemberContact>;
}

export interface LoginCheckDeps extends LoginGuardDeps {
  /** The member as login knows it after the password, for a check passed later. */
  memberForLogin: (memberId: number) => Promise<VerifiedMember | null>;
  /** The identity service's end of login: session, login history, `recordSuccess`. */
  completeLogin: (attempt: LoginAttempt) => Promise<LoginValue>;
  /** The messaging service: rate limits, a 6-digit code by SMS or e-mail. */
  sendCode: (
    site: SiteContext,
    message: { purpose: 'check'; channel: CheckChannel; destination: string },
    ip: string | null,
  ) => Promise<{ expiredMinutes: number }>;
  checkCode: (site: SiteContext, purpose: 'check', destination: string, code: string) => Promise<boolean>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const ticketHash = (ticket: string) => sha256(ticket).toString('hex');
/** Salted with the member, so the same address does not show up as one value across members. */
const knownHash = (memberId: number, value: string) => sha256(`${memberId}:${value}`).toString('hex');

function knownValuesOf(attempt: LoginAttempt) {
  const values: { kind: store.KnownKind; valueHash: string }[] = [];
  if (attempt.ip) values.push({ kind: 'ip', valueHash: knownHash(attempt.member.id, attempt.ip) });
  if (attempt.device)
    values.push({ kind: 'device', valueHash: knownHash(attempt.member.id, attempt.device) });
  return values;
}

/** Case, surrounding and repeated spaces do not matter: `  john  SMITH ` is `John Smith`. */
function sameName(given: string, expected: string | null): boolean {
  if (expected === null) return false;
  const canonical = (name: string) =>
    sha256(name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase());
  return timingSafeEqual(canonical(given), canonical(expected));
}

/**
 * Decides after the password whether a second step is needed (LoginGuard), and keeps the known
 * addresses and devices. Two-factor always asks for its code; with LOGINIPVERF3 a login where
 * neither the address (as Fastify sees it: X-Forwarded-For only behind TRUST_PROXY) nor the device
 * id was seen before asks for one of the member's contacts.
 */
export function createLoginGuard(deps: LoginGuardDeps): LoginGuard {
  const { db, clock } = deps;

  async function issue(
    attempt: LoginAttempt,
    reason: LoginCheck['reason'],
    methods: LoginCheckMethod[],
    contact: MemberContact | null,
  ): Promise<LoginCheck> {
    const ticket = randomBytes(32).toString('base64url');
    const now = clock.now();
    await store.insertLoginCheck(
      db,
      {
        ticketHash: ticketHash(ticket),
        memberId: attempt.member.id,
        merchantId: attempt.site.merchantId,
        reason,
        methods: methods.join(','),
        loginMethod: attempt.method,
        ip: attempt.ip,
        device: attempt.device,
        remember: attempt.remember ? 1 : 0,
        expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
      },
      now,
    );
    return {
      ticket,
      reason,
      methods,
      mobile: contact?.mobile && methods.includes('sms') ? maskMobile(contact.mobile) : null,
      email: contact?.email && methods.includes('email') ? maskEmail(contact.email) : null,
    };
  }

  return {
    async assess(attempt) {
      const memberId = attempt.member.id;
      if (await deps.twoFactor.isEnabled(memberId))
        return issue(attempt, 'twoFactor', TWO_FACTOR_METHODS, null);
      if (!isModuleEnabled(attempt.site.settings.modules, 'LOGINIPVERF3')) return null;

      const known = await store.knownDevicesOf(db, memberId);
      // The first login ever has nothing to compare with; it becomes the first known device.
      if (known.length === 0) return null;
      const seen = new Set(known.map((row) => `${row.kind}:${row.valueHash}`));
      if (knownValuesOf(attempt).some((value) => seen.has(`${value.kind}:${value.valueHash}`))) return null;

      const contact = await deps.contactOf(memberId);
      const methods: LoginCheckMethod[] = [];
      if (contact.mobile) methods.push('sms');
      if (contact.email) methods.push('email');
      if (contact.payeeName) methods.push('bankName');
      // Nothing to check against: the login goes through and the device becomes known.
      if (methods.length === 0) return null;
      return issue(attempt, 'newDevice', methods, contact);
    },

    async recordSuccess(attempt) {
      await store.upsertKnownDevices(db, attempt.member.id, knownValuesOf(attempt), clock.now());
    },
  };
}

function methodsOf(row: store.LoginCheckRow): LoginCheckMethod[] {
  return row.methods
    .split(',')
    .filter((method): method is LoginCheckMethod =>
      (LOGIN_CHECK_METHODS as readonly string[]).includes(method),
    );
}

function unavailable(field: string) {
  return validationError({
    [field]: { code: 'field.method_unavailable', message: 'This method is not offered for this login' },
  });
}

/** The second login step: sending a code for the new-device check, and verifying any method. */
export function createLoginChecks(deps: LoginCheckDeps) {
  const { db, clock } = deps;

  /** The live check of this merchant behind the ticket, else `verification.ticket.invalid`. */
  async function liveCheck(site: SiteContext, ticket: string) {
    const hash = ticketHash(ticket);
    const row = await store.findLoginCheck(db, hash);
    if (!row || row.merchantId !== site.merchantId || row.expiresAt.getTime() <= clock.now().getTime())
      throw new AppError('verification.ticket.invalid');
    return { hash, row, methods: methodsOf(row) };
  }

  async function destinationOf(memberId: number, channel: CheckChannel) {
    const contact = await deps.contactOf(memberId);
    return channel === 'sms' ? contact.mobile : contact.email;
  }

  async function passes(site: SiteContext, row: store.LoginCheckRow, method: LoginCheckMethod, code: string) {
    switch (method) {
      case 'totp':
        return deps.twoFactor.verifyTotp(row.memberId, code);
      case 'recovery':
        return deps.twoFactor.useRecoveryCode(row.memberId, code);
      case 'bankName':
        return sameName(code, (await deps.contactOf(row.memberId)).payeeName);
      case 'sms':
      case 'email': {
        const destination = await destinationOf(row.memberId, method);
        return destination !== null && deps.checkCode(site, 'check', destination, code);
      }
    }
  }

  return {
    /** Sends the check's code to the member's mobile or e-mail (rate limits of the messaging module). */
    async send(site: SiteContext, input: LoginCheckSendInput, ip: string | null) {
      const { row, methods } = await liveCheck(site, input.ticket);
      if (!methods.includes(input.method)) throw unavailable('method');
      const destination = await destinationOf(row.memberId, input.method);
      if (!destination) throw unavailable('method');
      return deps.sendCode(site, { purpose: 'check', channel: input.method, destination }, ip);
    },

    /**
     * Passes the check with one of its methods and signs in. A wrong code counts; the fifth ends the
     * ticket. A right one uses the ticket up, so it signs in once.
     */
    async verify(
      site: SiteContext,
      input: LoginCheckVerifyInput,
      userAgent: string | null,
    ): Promise<LoginValue> {
      const { hash, row, methods } = await liveCheck(site, input.ticket);
      if (!methods.includes(input.method)) throw unavailable('method');
      if (!(await passes(site, row, input.method, input.code))) {
        await store.addLoginCheckFailure(db, hash, MAX_CHECK_FAILURES);
        throw new AppError(
          input.method === 'totp' || input.method === 'recovery'
            ? 'twofactor.code.invalid'
            : 'verification.code.invalid',
        );
      }
      const taken = await store.takeLoginCheck(db, hash);
      const member = taken ? await deps.memberForLogin(taken.memberId) : null;
      if (!taken || !member) throw new AppError('verification.ticket.invalid');
      const method = (LOGIN_METHODS as readonly string[]).includes(taken.loginMethod)
        ? (taken.loginMethod as LoginMethod)
        : 'password';
      return deps.completeLogin({
        site,
        member,
        ip: taken.ip,
        userAgent,
        device: taken.device,
        method,
        remember: taken.remember === 1,
      });
    },
  };
}

export type LoginChecks = ReturnType<typeof createLoginChecks>;
