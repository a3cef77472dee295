import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  AGENT_MEMBER_TYPES,
  type MemberInfo,
  type MemberSession,
  TRIAL_MEMBER_TYPE,
  type OperatorMember,
  type OperatorMemberRoleInput,
  type operatorMemberQuerySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/service.js';
import type { Clock } from '../../platform/clock.js';
import { isUniqueViolation, type Database } from '../../platform/db/index.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type MemberPrincipal } from '../../platform/context.js';
import { pageCount } from '../../kernel/paging.js';

const MINUTE = 60_000;
/** last_seen_at is written at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = MINUTE;
/** Length of the opaque session id shown to the member: the first hex characters of the token hash. */
const SESSION_ID_LENGTH = 12;

export interface MemberServiceDeps {
  db: Database;
  clock: Clock;
  /** Absolute lifetime of a session (default 7 days). */
  sessionMaxAgeMs?: number;
  /** A session unused this long ends (default 30 minutes). */
  sessionIdleMs?: number;
}

export interface NewMember {
  merchantId: number;
  username: string;
  type?: number;
  password?: string | null;
  nickname?: string | null;
  uplineId?: number | null;
  /** Invitation code, for agents. */
  affiliateCode?: string | null;
  /** Contact and registration details (mobile in E.164). */
  profile?: Omit<store.ProfileInsert, 'memberId' | 'merchantId'>;
}

/** A login attempt on a known account, for the member's login history. */
export interface LoginRecord {
  memberId: number;
  merchantId: number;
  ip: string | null;
  country: string | null;
  userAgent: string | null;
  method: string;
  outcome: string;
}

/** What login needs to know about a member whose password was just verified. */
export interface VerifiedMember {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  /** Null until the first login. */
  lastLoginAt: Date | null;
  passwordChangedAt: Date;
  /** An operator reset the password: the next login must change it. */
  mustChangePassword: boolean;
}

function verifiedOf(member: store.MemberRow): VerifiedMember {
  return {
    id: member.id,
    merchantId: member.merchantId,
    username: member.username,
    type: member.type,
    lastLoginAt: member.lastLoginAt,
    passwordChangedAt: member.passwordChangedAt,
    mustChangePassword: member.mustChangePassword,
  };
}

/** 12 characters with lower and upper case letters and digits, easy to read out (no 0/O, 1/l/I). */
function temporaryPassword(): string {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)]!;
  const rest = Array.from({ length: 9 }, () => pick(lower + upper + digits));
  return [pick(upper), ...rest.slice(0, 5), pick(digits), ...rest.slice(5), pick(lower)].join('');
}

/** Verified against when the username is unknown, so both answers take as long. */
let dummyHash: Promise<string> | null = null;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type MemberListRow = Awaited<ReturnType<typeof store.listMembers>>['rows'][number];

function toOperatorMember({ member, profile }: MemberListRow): OperatorMember {
  return {
    id: member.id,
    username: member.username,
    type: member.type,
    nickname: member.nickname,
    mobile: profile?.mobile ?? null,
    email: profile?.email ?? null,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: member.mustChangePassword,
    affiliateCode: member.affiliateCode,
  };
}

export function createMemberService(deps: MemberServiceDeps) {
  const { db, clock } = deps;
  const maxAgeMs = deps.sessionMaxAgeMs ?? 7 * 24 * 60 * MINUTE;
  const idleMs = deps.sessionIdleMs ?? 30 * MINUTE;

  return {
    /** Inserts a member account; `field.username_taken` when the name exists in the merchant. */
    async createMember(input: NewMember) {
      const now = clock.now();
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const row = await db.transaction(async (tx) => {
        const inserted = await store.insertMember(tx, {
          merchantId: input.merchantId,
          username: input.username,
          type: input.type ?? 0,
          nickname: input.nickname ?? null,
          uplineId: input.uplineId ?? null,
          passwordHash,
          affiliateCode: input.affiliateCode ?? null,
          createdAt: now,
          passwordChangedAt: now,
        });
        if (!inserted)
          throw validationError({
            username: { code: 'field.username_taken', message: 'This username is taken' },
          });
        const profiled = await store.insertProfile(tx, {
          ...input.profile,
          memberId: inserted.id,
          merchantId: input.merchantId,
          updatedAt: now,
        });
        if (!profiled)
          throw validationError({
            mobileNum: { code: 'field.mobile_taken', message: 'This mobile number is already registered' },
          });
        return inserted;
      });
      return { id: row.id, merchantId: row.merchantId, username: row.username, type: row.type };
    },

    /** The id of the member with this username (any case), or null; for the login history. */
    async idOfUsername(merchantId: number, username: string): Promise<number | null> {
      const member = await store.findMemberByUsername(db, merchantId, username);
      return member?.id ?? null;
    },

    /** The member of the merchant using this mobile number (E.164), or null. */
    async findByMobile(merchantId: number, mobile: string): Promise<VerifiedMember | null> {
      const member = await store.findMemberByMobile(db, merchantId, mobile);
      return member ? verifiedOf(member) : null;
    },

    /** What login needs about a member (second login step, remember-me). */
    async memberForLogin(memberId: number): Promise<VerifiedMember | null> {
      const member = await store.findMemberById(db, memberId);
      return member ? verifiedOf(member) : null;
    },

    /** True when the member has a login password and this is it. */
    async verifyPasswordOf(memberId: number, password: string): Promise<boolean> {
      const member = await store.findMemberById(db, memberId);
      if (!member?.passwordHash) return false;
      return verifyPassword(member.passwordHash, password);
    },

    /**
     * Checks the payment (funds) password before a money movement: `payment.password.missing` when
     * none is set, `password.wrong` when it differs (callers count wrong answers with the limiter).
     */
    async requirePaymentPassword(memberId: number, password: string): Promise<void> {
      const member = await store.findMemberById(db, memberId);
      if (!member?.paymentPasswordHash) throw new AppError('payment.password.missing');
      if (!(await verifyPassword(member.paymentPasswordHash, password))) throw new AppError('password.wrong');
    },

    /** Username, type and upline of a member (transfers, operator views). */
    async summaryOf(memberId: number) {
      const member = await store.findMemberById(db, memberId);
      return member
        ? {
            id: member.id,
            merchantId: member.merchantId,
            username: member.username,
            type: member.type,
            uplineId: member.uplineId,
          }
        : null;
    },

    /** The member of a merchant with this username (any case), as `summaryOf` answers. */
    async summaryByUsername(merchantId: number, username: string) {
      const member = await store.findMemberByUsername(db, merchantId, username);
      return member
        ? {
            id: member.id,
            merchantId: member.merchantId,
            username: member.username,
            type: member.type,
            uplineId: member.uplineId,
          }
        : null;
    },

    /** Where the member can be reached, for extra login checks (mobile in E.164). */
    async contactOf(memberId: number) {
      const profile = await store.findProfile(db, memberId);
      return {
        mobile: profile?.mobile ?? null,
        email: profile?.email ?? null,
        payeeName: profile?.payeeName ?? null,
      };
    },

    async recordLogin(record: LoginRecord) {
      await store.insertLoginHistory(db, { ...record, at: clock.now() });
    },

    /** A remember-me token (32 random bytes) valid `days`; only its hash is stored. */
    async issueRememberToken(memberId: number, days: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await store.insertRememberToken(db, {
        tokenHash: tokenHash(token),
        memberId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + days * 24 * 60 * MINUTE),
      });
      return token;
    },

    /**
     * The member behind a live remember token of this merchant and username; the token is used up
     * (the caller issues a fresh one), so a copied token works at most once.
     */
    async takeRememberToken(merchantId: number, username: string, token: string) {
      if (token.length < 20 || token.length > 100) return null;
      const memberId = await store.takeRememberToken(db, tokenHash(token), clock.now());
      if (memberId === null) return null;
      const member = await store.findMemberById(db, memberId);
      if (!member || member.merchantId !== merchantId) return null;
      if (member.username.toLowerCase() !== username.toLowerCase()) return null;
      return verifiedOf(member);
    },

    async revokeRememberToken(token: string) {
      await store.revokeRememberToken(db, tokenHash(token), clock.now());
    },

    /**
     * The member when the username (any case) exists in the merchant and the password matches, else
     * null. An unknown username costs one argon2 verification too, so timing does not tell them apart.
     */
    async verifyCredentials(
      merchantId: number,
      username: string,
      password: string,
    ): Promise<VerifiedMember | null> {
      const member = await store.findMemberByUsername(db, merchantId, username);
      if (!member?.passwordHash) {
        dummyHash ??= hashPassword('dummy-password-never-matches');
        await verifyPassword(await dummyHash, password);
        return null;
      }
      if (!(await verifyPassword(member.passwordHash, password))) return null;
      return verifiedOf(member);
    },

    /** The agent (type 1, 2, 41, 42) of the merchant holding this affiliate code, or null. */
    async findAgentByAffiliateCode(merchantId: number, code: string) {
      if (!code) return null;
      const agent = await store.findMemberByAffiliateCode(db, merchantId, code, AGENT_MEMBER_TYPES);
      return agent ? { id: agent.id, username: agent.username, type: agent.type } : null;
    },

    /** Starts a session and returns the raw token (32 random bytes, base64url); only its hash is stored. */
    async createSession(
      member: { id: number; merchantId: number },
      ip: string | null,
      userAgent: string | null,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await store.insertSession(tx, {
          tokenHash: tokenHash(token),
          memberId: member.id,
          merchantId: member.merchantId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + maxAgeMs),
          ip,
          userAgent: userAgent ? userAgent.slice(0, 300) : null,
        });
        await store.updateMember(tx, member.id, { lastLoginAt: now });
      });
      return token;
    },

    /**
     * The member behind a token, or null when the token is unknown, revoked, past its absolute end,
     * idle for too long, or issued by another merchant. Refreshes last_seen_at at most once a minute.
     */
    async authenticate(token: string, merchantId: number): Promise<MemberPrincipal | null> {
      if (token.length < 20 || token.length > 100) return null;
      const hash = tokenHash(token);
      const found = await store.findSession(db, hash);
      if (!found) return null;
      const { session, member } = found;
      const now = clock.now().getTime();
      if (session.revokedAt || session.merchantId !== merchantId || member.merchantId !== merchantId)
        return null;
      if (session.expiresAt.getTime() <= now) return null;
      if (now - session.lastSeenAt.getTime() >= idleMs) return null;
      if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
        await store.touchSession(db, hash, new Date(now));
      return { id: member.id, username: member.username, type: member.type, token };
    },

    async revoke(token: string) {
      await store.revokeSession(db, tokenHash(token), clock.now());
    },

    /** Ends every session of the member, except the one whose hash is given (the current one). */
    async revokeAllOf(memberId: number, exceptTokenHash?: string) {
      await store.revokeSessionsOf(db, memberId, clock.now(), exceptTokenHash);
    },

    /** The member's live sessions; no token or hash leaves the server, only a short opaque id. */
    async listSessions(memberId: number, currentToken: string): Promise<MemberSession[]> {
      const now = clock.now();
      const current = tokenHash(currentToken);
      const rows = await store.listLiveSessions(db, memberId, now, new Date(now.getTime() - idleMs));
      return rows.map((row) => ({
        id: row.tokenHash.slice(0, SESSION_ID_LENGTH),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.tokenHash === current,
      }));
    },

    /** Ends one of the member's own live sessions by its opaque id; `not.found` otherwise. */
    async endSession(memberId: number, sessionId: string) {
      if (!new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(sessionId)) throw new AppError('not.found');
      const ended = await store.revokeSessionByPrefix(db, memberId, sessionId, clock.now());
      if (ended === 0) throw new AppError('not.found');
    },

    /** Operator list of a merchant's members, newest first. */
    async listForOperator(
      merchantId: number,
      query: z.output<typeof operatorMemberQuerySchema>,
    ): Promise<{ list: OperatorMember[]; pageNum: number; totalPages: number }> {
      const { rows, total } = await store.listMembers(db, { merchantId, ...query });
      return {
        list: rows.map(toOperatorMember),
        pageNum: query.pageNo,
        totalPages: pageCount(total, query.pageSize),
      };
    },

    /**
     * Operator reset: a temporary password the member must change at the next login; every session
     * and remember token ends. Audited in the same transaction.
     */
    async resetPasswordByOperator(
      actor: AuditActor,
      merchant: { id: number; code: string },
      memberId: number,
    ) {
      const member = await store.findMemberById(db, memberId);
      if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await store.updateMember(tx, memberId, {
          passwordHash,
          mustChangePassword: true,
          passwordChangedAt: now,
        });
        await store.revokeSessionsOf(tx, memberId, now, undefined);
        await store.revokeRememberTokensOf(tx, memberId, now);
        await recordAudit(
          tx,
          actor,
          { action: 'member.password.reset', target: `member:${memberId}`, merchantCode: merchant.code },
          now,
        );
      });
      return { temporaryPassword: password };
    },

    /**
     * Makes a member an agent with an affiliate code, or an ordinary member again (the code goes,
     * downlines keep their upline). Trial accounts stay what they are. Audited in the same transaction.
     */
    async setRoleByOperator(
      actor: AuditActor,
      merchant: { id: number; code: string },
      memberId: number,
      input: OperatorMemberRoleInput,
    ): Promise<OperatorMember> {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const member = await store.findMemberById(tx, memberId);
          if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
          if (member.type === TRIAL_MEMBER_TYPE)
            throw validationError({
              type: { code: 'rule.trial', message: 'A trial account cannot change its type' },
            });
          await store.updateMember(tx, memberId, { type: input.type, affiliateCode: input.affiliateCode });
          await recordAudit(
            tx,
            actor,
            {
              action: 'member.role.set',
              target: `member:${memberId}`,
              merchantCode: merchant.code,
              before: { type: member.type, affiliateCode: member.affiliateCode },
              after: { type: input.type, affiliateCode: input.affiliateCode },
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('affiliate.code.taken');
        throw error;
      }
      const { rows } = await store.listMembers(db, {
        merchantId: merchant.id,
        id: memberId,
        pageNo: 1,
        pageSize: 1,
      });
      return toOperatorMember(rows[0]!);
    },

    /** The member-info value (original-api.md §3.3). VIP labels arrive with a later slice. */
    async info(memberId: number, merchantCode: string): Promise<MemberInfo> {
      const member = await store.findMemberById(db, memberId);
      if (!member) throw new AppError('login.not.session');
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        toUpline: member.uplineId !== null,
        clubLabel: null,
        memberLabel: [],
        regDate: member.createdAt.getTime(),
        merchantCode,
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
