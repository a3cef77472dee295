import type { partnerVendorUpdateSchema, PartnerVendor } from '@wps/contracts';
import type { z } from 'zod';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { GameDeps } from '../deps.js';
import * as partnerStore from '../partner-store.js';
import { auditViewOf, requirePartnerKey, sealVendorSecret, toPartnerVendor } from '../partner-vendors.js';

export type PartnerVendorUpdate = z.output<typeof partnerVendorUpdateSchema>;

/**
 * Changes a configured vendor (audited). A secret given replaces the old one at once in every
 * process (rotation: the vendor must sign with the new one from then on); the audit entry says only
 * that it changed.
 */
export async function updatePartnerVendor(
  deps: GameDeps,
  actor: AuditActor,
  code: string,
  input: PartnerVendorUpdate,
): Promise<PartnerVendor> {
  const key = requirePartnerKey(deps);
  if (deps.directory.isSetUp(code))
    throw validationError({
      code: { code: 'field.read_only', message: "The deployment's configuration sets up this vendor" },
    });
  const { remark, secret, ...values } = input;
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await partnerStore.lockPartnerVendor(tx, code);
    if (!before) throw new AppError('not.found');
    const updated = await partnerStore.updatePartnerVendor(
      tx,
      code,
      { ...values, ...(secret !== undefined ? sealVendorSecret(key, code, secret) : {}) },
      now,
    );
    const secretChanged = secret !== undefined;
    await recordAudit(
      tx,
      actor,
      {
        action: secretChanged ? 'partner.vendor.update.secret' : 'partner.vendor.update',
        target: `partner-vendor:${code}`,
        before: auditViewOf(toPartnerVendor(before), false),
        after: { ...auditViewOf(toPartnerVendor(updated!), secretChanged), remark: remark || null },
      },
      now,
    );
    return updated!;
  });
  deps.directory.changed(code);
  return toPartnerVendor(row);
}
