import type { partnerVendorCreateSchema, PartnerVendor } from '@wps/contracts';
import type { z } from 'zod';
import { validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { GameDeps } from '../deps.js';
import * as partnerStore from '../partner-store.js';
import { auditViewOf, requirePartnerKey, sealVendorSecret, toPartnerVendor } from '../partner-vendors.js';

export type PartnerVendorCreate = z.output<typeof partnerVendorCreateSchema>;

/**
 * Adds a third-party vendor (audited; the audit entry holds no secret): from then on the directory
 * reaches it, the signed client calls it and its wallet calls are verified with its secret, in every
 * process. A merchant offers its games after a catalogue sync.
 */
export async function createPartnerVendor(
  deps: GameDeps,
  actor: AuditActor,
  input: PartnerVendorCreate,
): Promise<PartnerVendor> {
  const key = requirePartnerKey(deps);
  if (deps.directory.isSetUp(input.code))
    throw validationError({
      code: { code: 'field.duplicate', message: "The deployment's configuration sets up this vendor" },
    });
  const { remark, secret, code, ...values } = input;
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await partnerStore.insertPartnerVendor(
      tx,
      code,
      { ...values, ...sealVendorSecret(key, code, secret) },
      now,
    );
    if (!inserted)
      throw validationError({ code: { code: 'field.duplicate', message: 'A vendor with this code exists' } });
    await recordAudit(
      tx,
      actor,
      {
        action: 'partner.vendor.create',
        target: `partner-vendor:${code}`,
        before: null,
        after: { ...auditViewOf(toPartnerVendor(inserted), true), remark: remark || null },
      },
      now,
    );
    return inserted;
  });
  deps.directory.changed(code);
  return toPartnerVendor(row);
}
