import { and, eq } from 'drizzle-orm';
import type { OperatorRole } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { OperatorPrincipal } from '../../platform/context.js';
import { hashPassword, temporaryPassword } from '../../platform/crypto/passwords.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as store from './store.js';
import { operators } from './tables.js';

export interface ManageOperatorsDeps {
  db: Database;
  clock: Clock;
}

/** What the operators' list shows of an account. */
export function operatorRecord(row: store.OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account an admin acts on: another operator's, locked for the change. */
async function targetOf(tx: Executor, principal: OperatorPrincipal, id: number) {
  if (id === principal.id) throw new AppError('operator.self');
  const rows = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  const row = rows[0];
  if (!row) throw new AppError('operator.not.found');
  return row;
}

/**
 * The active admins, locked: two admins demoting each other at once queue here, and the second
 * counts after the first's change (READ COMMITTED re-reads the locked rows), so one admin stays.
 */
async function activeAdmins(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.disabled, false)))
    .orderBy(operators.id)
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * An admin changes another operator's role or switches the account off or on. The last active admin
 * stays one; a switched-off operator's sessions end at once (a role change applies at their next
 * call, since every call reads the role afresh). Audited with before, after and the reason.
 */
export async function updateOperator(
  deps: ManageOperatorsDeps,
  principal: OperatorPrincipal,
  id: number,
  patch: { role?: OperatorRole | undefined; disabled?: boolean | undefined; reason: string },
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const admins = await activeAdmins(tx);
    const row = await targetOf(tx, principal, id);
    const role = patch.role ?? (row.role as OperatorRole);
    const disabled = patch.disabled ?? row.disabled;
    const wasActiveAdmin = row.role === 'admin' && !row.disabled;
    const staysActiveAdmin = role === 'admin' && !disabled;
    if (wasActiveAdmin && !staysActiveAdmin && admins.filter((adminId) => adminId !== id).length === 0)
      throw new AppError('operator.last.admin');
    if (role === row.role && disabled === row.disabled) return operatorRecord(row);
    await store.updateOperator(tx, id, { role, disabled });
    if (disabled) await store.deleteSessionsOf(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        action: 'operator.update',
        target: `operator:${id}`,
        before: { role: row.role, disabled: row.disabled },
        after: { role, disabled, reason: patch.reason },
      },
      deps.clock.now(),
    );
    return operatorRecord({ ...row, role, disabled });
  });
}

/**
 * A temporary password another operator must change at the next sign-in (an operator who forgot
 * theirs); their sessions end. Shown once to the admin, never stored in clear; audited with the reason.
 */
export async function resetOperatorPassword(
  deps: ManageOperatorsDeps,
  principal: OperatorPrincipal,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<{ temporaryPassword: string }> {
  const password = temporaryPassword(16);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await targetOf(tx, principal, id);
    const now = deps.clock.now();
    await store.updateOperator(tx, id, { passwordHash, mustChangePassword: true, passwordChangedAt: now });
    await store.deleteSessionsOf(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        action: 'operator.password.reset',
        target: `operator:${id}`,
        after: { mustChangePassword: true, sessionsEnded: true, reason },
      },
      now,
    );
  });
  return { temporaryPassword: password };
}
