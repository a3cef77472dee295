import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { refusal, type AttemptLimit, type AttemptLimiter } from '../../platform/limits/attempts.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { hashPassword, isWeakPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import * as store from './store.js';
import { operatorRecord, resetOperatorPassword, updateOperator } from './manage-operators.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type OperatorPrincipal } from '../../platform/context.js';

const MINUTE = 60_000;
/** Consecutive failures of one operator name before it locks, and for how long. */
const NAME_LIMIT: AttemptLimit = { max: 5, windowMs: null, lockMs: 15 * MINUTE };
const NAME_SCOPE = 'operator-login';
/** Failed operator logins from one address within 15 minutes before it waits 15 minutes. */
const ADDRESS_LIMIT: AttemptLimit = { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const ADDRESS_SCOPE = 'operator-login-address';
/** Compared against when the username does not exist, so both paths take the same time. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$yOUMj3syYAwVFn1RYw8OmA$Vpo/rfiiHSkdOtdvgIkCE3nIMpEfwaQKyBh0drFljIY';

export const SEED_ADMIN_USERNAME = 'admin';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function publicOperator(row: store.OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    mustChangePassword: row.mustChangePassword,
  };
}

export function createOperatorService(deps: {
  db: Database;
  clock: Clock;
  sessionHours: number;
  attempts: AttemptLimiter;
}) {
  const { db, clock, attempts } = deps;

  async function issueSession(operator: store.OperatorRow, ip: string | null) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await store.insertSession(db, {
      tokenHash: tokenHash(token),
      operatorId: operator.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.sessionHours * 3_600_000),
      ip,
    });
    return token;
  }

  return {
    /**
     * Operator login: 5 consecutive failures of a name lock it for 15 minutes, 20 failures from one
     * address in 15 minutes hold that address for 15 minutes. Both counters are claimed before the
     * password is checked, so parallel attempts never check more than the limit (attempts.ts).
     * Unknown names count like known ones and take as long.
     */
    async login(username: string, password: string, actor: AuditActor) {
      const now = clock.now();
      const address = actor.ip ? await attempts.claim(ADDRESS_SCOPE, actor.ip, ADDRESS_LIMIT) : null;
      if (address && !address.ok) throw refusal(address, now);
      const claim = await attempts.claim(NAME_SCOPE, username.toLowerCase(), NAME_LIMIT);
      if (!claim.ok) {
        if (address) await attempts.settle(address, 'void');
        if (claim.reason === 'locked')
          throw new AppError('operator.locked', { lockedUntil: claim.lockedUntil.toISOString() });
        throw refusal(claim, now);
      }
      let operator: store.OperatorRow | null = null;
      let valid = false;
      try {
        operator = await store.findByUsername(db, username);
        valid = (await verifyPassword(operator?.passwordHash ?? DUMMY_HASH, password)) && !!operator;
      } catch (error) {
        await attempts.settle(claim, 'void');
        if (address) await attempts.settle(address, 'void');
        throw error;
      }
      const right = valid && operator !== null && !operator.disabled;
      if (address) await attempts.settle(address, right ? 'void' : 'wrong');
      const { lockedUntil } = await attempts.settle(claim, right ? 'right' : 'wrong');
      if (!right || !operator) {
        if (operator)
          await recordAudit(
            db,
            { ...actor, operatorId: operator.id, operatorName: operator.username },
            {
              action: lockedUntil ? 'operator.locked' : 'operator.login.failed',
              target: `operator:${operator.id}`,
            },
            now,
          );
        if (lockedUntil) throw new AppError('operator.locked', { lockedUntil: lockedUntil.toISOString() });
        throw new AppError('operator.login.failed');
      }
      const token = await issueSession(operator, actor.ip);
      await recordAudit(
        db,
        { ...actor, operatorId: operator.id, operatorName: operator.username },
        { action: 'operator.login', target: `operator:${operator.id}` },
        now,
      );
      return { token, operator: publicOperator(operator) };
    },

    async authenticate(token: string): Promise<OperatorPrincipal | null> {
      if (token.length < 20 || token.length > 100) return null;
      const found = await store.findSession(db, tokenHash(token));
      if (!found || found.session.expiresAt <= clock.now() || found.operator.disabled) return null;
      return { ...publicOperator(found.operator), token };
    },

    async logout(token: string) {
      await store.deleteSession(db, tokenHash(token));
    },

    async changePassword(
      principal: OperatorPrincipal,
      oldPassword: string,
      newPassword: string,
      actor: AuditActor,
    ) {
      const operator = await store.findById(db, principal.id);
      if (!operator || !(await verifyPassword(operator.passwordHash, oldPassword)))
        throw new AppError('operator.password.wrong');
      if (isWeakPassword(newPassword, operator.username) || newPassword === oldPassword)
        throw new AppError('operator.password.weak');
      const now = clock.now();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await store.updateOperator(tx, operator.id, {
          passwordHash,
          mustChangePassword: false,
          passwordChangedAt: now,
        });
        // Every other session of this operator ends; the current one stays.
        await store.deleteSessionsOf(tx, operator.id);
        await store.insertSession(tx, {
          tokenHash: tokenHash(principal.token),
          operatorId: operator.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + deps.sessionHours * 3_600_000),
          ip: actor.ip,
        });
        await recordAudit(
          tx,
          actor,
          { action: 'operator.password.change', target: `operator:${operator.id}` },
          now,
        );
      });
    },

    async list() {
      const rows = await store.listOperators(db);
      return rows.map(operatorRecord);
    },

    update: (
      principal: OperatorPrincipal,
      id: number,
      patch: Parameters<typeof updateOperator>[3],
      actor: AuditActor,
    ) => updateOperator(deps, principal, id, patch, actor),

    resetPassword: (principal: OperatorPrincipal, id: number, reason: string, actor: AuditActor) =>
      resetOperatorPassword(deps, principal, id, reason, actor),

    async create(input: { username: string; password: string; role: OperatorRole }, actor: AuditActor) {
      if (isWeakPassword(input.password, input.username)) throw new AppError('operator.password.weak');
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await store.insertOperator(tx, {
          username: input.username,
          passwordHash,
          role: input.role,
          mustChangePassword: true,
        });
        if (!row)
          throw validationError({
            username: { code: 'field.username_taken', message: 'This username is taken' },
          });
        await recordAudit(
          tx,
          actor,
          {
            action: 'operator.create',
            target: `operator:${row.id}`,
            after: { username: row.username, role: row.role },
          },
          now,
        );
        return operatorRecord(row);
      });
    },

    /**
     * Creates the first admin when none exists. Returns the password only when it was generated here,
     * so the caller prints it exactly once; it must be changed at first login.
     */
    async ensureSeedAdmin(initialPassword: string | undefined): Promise<string | null> {
      if (await store.findByUsername(db, SEED_ADMIN_USERNAME)) return null;
      const password = initialPassword ?? randomBytes(18).toString('base64url');
      const row = await store.insertOperator(db, {
        username: SEED_ADMIN_USERNAME,
        passwordHash: await hashPassword(password),
        role: 'admin',
        mustChangePassword: true,
      });
      if (!row) return null;
      await recordAudit(
        db,
        { operatorId: null, operatorName: 'system', ip: null, requestId: null },
        {
          action: 'operator.create',
          target: `operator:${row.id}`,
          after: { username: row.username, role: 'admin' },
        },
        clock.now(),
      );
      return initialPassword ? null : password;
    },

    async purgeExpiredSessions() {
      await store.deleteExpiredSessions(db, clock.now());
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
