import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { openSecret, sealSecret } from './secret-box.js';
import { secretOf } from './store.js';
import { matchTotp, newTotpSecret, normalizeTotpCode, otpauthUrl } from './totp.js';
import * as store from './two-factor-store.js';
import { AppError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

const RECOVERY_CODE_COUNT = 10;
/** Lower case, without the look-alikes 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 4;
const KEY_BYTES = 32;

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  /** AES-256 key of the stored secrets; see `twoFactorKey`. */
  encryptionKey: () => Promise<Buffer>;
  /** Whether this is the member's login password (the members service). */
  verifyPassword: (memberId: number, password: string) => Promise<boolean>;
}

/**
 * The key of the authenticator secrets: TWO_FACTOR_KEY (32 bytes, base64) when configured, else one
 * generated once and kept in the database so every process shares it. Read once per process.
 */
export function twoFactorKey(db: Database, configured: string | undefined): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    if (!key) {
      const loading = (
        configured !== undefined
          ? Promise.resolve(configured)
          : secretOf(db, 'two-factor-key', randomBytes(KEY_BYTES).toString('base64'))
      ).then((encoded) => Buffer.from(encoded, 'base64'));
      // A database outage must not stick: the next call tries again.
      loading.catch(() => {
        if (key === loading) key = null;
      });
      key = loading;
    }
    return key;
  };
}

/** The secret is sealed for its member only. */
const contextOf = (memberId: number) => `member-two-factor:${memberId}`;

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_HALF * 2 }, () =>
    RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length)),
  ).join('');
  return `${chars.slice(0, RECOVERY_HALF)}-${chars.slice(RECOVERY_HALF)}`;
}

/** `ABCD-EFGH`, `abcd efgh` and `abcdefgh` are the same code; null when it cannot be one. */
function normalizeRecoveryCode(code: string): string | null {
  const compact = code.toLowerCase().replace(/[\s-]/g, '');
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_HALF * 2}}$`).test(compact) ? compact : null;
}

function recoveryCodeHash(memberId: number, normalized: string): string {
  return createHash('sha256').update(`${memberId}:${normalized}`).digest('hex');
}

/** The stored hash equal to `hash`, comparing every one in constant time. */
function matchingHash(hashes: string[], hash: string): string | null {
  const wanted = Buffer.from(hash, 'hex');
  let found: string | null = null;
  for (const candidate of hashes) {
    const stored = Buffer.from(candidate, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted)) found = candidate;
  }
  return found;
}

export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { db, clock } = deps;

  async function secretFrom(memberId: number, sealed: string): Promise<string | null> {
    return openSecret(await deps.encryptionKey(), sealed, contextOf(memberId));
  }

  /** A fresh set of recovery codes replaces the old one; answers the codes (shown once). */
  async function issueRecoveryCodes(executor: Executor, memberId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await store.replaceRecoveryCodes(
      executor,
      memberId,
      codes.map((code) => recoveryCodeHash(memberId, normalizeRecoveryCode(code)!)),
    );
    return codes;
  }

  async function requireEnabled(memberId: number) {
    const row = await store.findTwoFactor(db, memberId);
    if (!row?.secret) throw new AppError('twofactor.not.enabled');
    return row;
  }

  const service = {
    async status(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const row = await store.findTwoFactor(db, memberId);
      if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
      return { enabled: true, recoveryCodesLeft: (await store.unusedRecoveryCodes(db, memberId)).length };
    },

    async isEnabled(memberId: number): Promise<boolean> {
      return Boolean((await store.findTwoFactor(db, memberId))?.secret);
    },

    /** A new pending secret (replacing an unconfirmed one) and its otpauth:// URL for the QR code. */
    async setup(site: SiteContext, member: { id: number; username: string }) {
      if (await service.isEnabled(member.id)) throw new AppError('twofactor.already.enabled');
      const secret = newTotpSecret();
      const sealed = sealSecret(await deps.encryptionKey(), secret, contextOf(member.id));
      if (!(await store.savePendingSecret(db, member.id, sealed, clock.now())))
        throw new AppError('twofactor.already.enabled');
      return { secret, otpauthUrl: otpauthUrl(secret, site.settings.profile.name, member.username) };
    },

    /** Confirms the pending secret with a code from the app; answers 10 recovery codes. */
    async enable(memberId: number, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await store.findTwoFactor(db, memberId);
      if (row?.secret) throw new AppError('twofactor.already.enabled');
      const pending = row?.pendingSecret;
      const secret = pending ? await secretFrom(memberId, pending) : null;
      const step = secret ? matchTotp(secret, code, clock.now(), null) : null;
      if (!pending || step === null) throw new AppError('twofactor.code.invalid');
      return db.transaction(async (tx) => {
        if (!(await store.activatePendingSecret(tx, memberId, pending, step, clock.now())))
          throw new AppError('twofactor.code.invalid');
        return { recoveryCodes: await issueRecoveryCodes(tx, memberId) };
      });
    },

    /** Turns two-factor off: the login password and an authenticator or recovery code. */
    async disable(memberId: number, password: string, code: string) {
      await requireEnabled(memberId);
      if (!(await deps.verifyPassword(memberId, password))) throw new AppError('password.wrong');
      const accepted = normalizeTotpCode(code)
        ? await service.verifyTotp(memberId, code)
        : await service.useRecoveryCode(memberId, code);
      if (!accepted) throw new AppError('twofactor.code.invalid');
      await db.transaction((tx) => store.deleteTwoFactor(tx, memberId));
    },

    /** A new set of recovery codes for an authenticator code; the old ones stop working. */
    async regenerateRecoveryCodes(memberId: number, code: string): Promise<{ recoveryCodes: string[] }> {
      await requireEnabled(memberId);
      if (!(await service.verifyTotp(memberId, code))) throw new AppError('twofactor.code.invalid');
      return db.transaction(async (tx) => ({ recoveryCodes: await issueRecoveryCodes(tx, memberId) }));
    },

    /** True once per time step for a right authenticator code of a member with two-factor on. */
    async verifyTotp(memberId: number, code: string): Promise<boolean> {
      const row = await store.findTwoFactor(db, memberId);
      const secret = row?.secret ? await secretFrom(memberId, row.secret) : null;
      if (!row || !secret) return false;
      const now = clock.now();
      const step = matchTotp(secret, code, now, row.lastStep);
      return step !== null && store.claimStep(db, memberId, step, now);
    },

    /** True when the code is one of the member's unused recovery codes, which is then used up. */
    async useRecoveryCode(memberId: number, code: string): Promise<boolean> {
      const normalized = normalizeRecoveryCode(code);
      if (!normalized) return false;
      const unused = await store.unusedRecoveryCodes(db, memberId);
      const hash = matchingHash(unused, recoveryCodeHash(memberId, normalized));
      return hash !== null && store.markRecoveryCodeUsed(db, memberId, hash, clock.now());
    },
  };
  return service;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
