import type { PayoutBank } from '@wps/contracts';
import type { PayoutBankRow } from './bank-store.js';

/** A bank or e-wallet as operators see it. */
export function toPayoutBank(row: PayoutBankRow): PayoutBank {
  return {
    id: row.id,
    country: row.country,
    code: row.code,
    name: row.name,
    type: row.type,
    accountNumberPattern: row.accountNumberPattern,
    enabled: row.enabled,
    displayOrder: row.displayOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit entry's target: by id, which a change of code or country keeps. */
export const payoutBankTarget = (id: number) => `payout-bank:${id}`;

export const duplicateBank = () => ({
  code: { code: 'field.duplicate', message: 'This code exists in this country already' },
});
