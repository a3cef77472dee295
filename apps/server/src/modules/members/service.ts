import { createHash, randomBytes } from 'node:crypto';
import { AGENT_MEMBER_TYPES, type MemberInfo, type MemberSession } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, validationError } from '../../platform/http/errors.js';
import type { MemberPrincipal } from '../../platform/http/route.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import * as store from './store.js';

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
}

/** Verified against when the username is unknown, so both answers take as long. */
let dummyHash: Promise<string> | null = null;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createMemberService(deps: MemberServiceDeps) {
  const { db, clock } = deps;
  const maxAgeMs = deps.sessionMaxAgeMs ?? 7 * 24 * 60 * MINUTE;
  const idleMs = deps.sessionIdleMs ?? 30 * MINUTE;

  return {
    /** Inserts a member account; `field.username_taken` when the name exists in the merchant. */
    async createMember(input: NewMember) {
      const now = clock.now();
      const row = await store.insertMember(db, {
        merchantId: input.merchantId,
        username: input.username,
        type: input.type ?? 0,
        nickname: input.nickname ?? null,
        uplineId: input.uplineId ?? null,
        passwordHash: input.password ? await hashPassword(input.password) : null,
        affiliateCode: input.affiliateCode ?? null,
        createdAt: now,
        passwordChangedAt: now,
      });
      if (!row)
        throw validationError({
          username: { code: 'field.username_taken', message: 'This username is taken' },
        });
      return { id: row.id, merchantId: row.merchantId, username: row.username, type: row.type };
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
      return {
        id: member.id,
        merchantId: member.merchantId,
        username: member.username,
        type: member.type,
        lastLoginAt: member.lastLoginAt,
        passwordChangedAt: member.passwordChangedAt,
      };
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
