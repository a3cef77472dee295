import { checkRule, type bindPayoutAccountRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import { claimPayeeName } from '../../members/payee.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import {
  fitsAccountPattern,
  MAX_PAYOUT_ACCOUNTS,
  normalisedName,
  payoutCountryOf,
  tidyName,
} from '../rules.js';
import * as store from '../store.js';
import { accountView, type PayoutAccount } from '../views.js';

/**
 * Binds a bank card or e-wallet. The account name must be the member's payee name; a member
 * without one sets it here (once). At most five accounts.
 */
export async function bindPayoutAccount(
  deps: WithdrawalDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof bindPayoutAccountRequestSchema>,
): Promise<PayoutAccount> {
  const { db, clock } = deps;
  await deps.checkPaymentPassword(member.id, input.paymentPassword);
  const country = input.country ?? payoutCountryOf(site.settings.currency.code);
  const bank = (await bankStore.listPayoutBanks(db, site.merchantId, country)).find(
    (option) => option.enabled && option.type === input.kind && option.code === input.bankCode,
  );
  if (!bank)
    throw validationError({
      bankCode: { code: 'field.invalid_option', message: 'Unknown bank or e-wallet' },
    });
  if (!fitsAccountPattern(bank.accountNumberPattern, input.accountNumber))
    throw validationError({
      accountNumber: { code: 'field.invalid_format', message: `Not a ${bank.name} account number` },
    });
  const accountName = tidyName(input.accountName);
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    await store.lockMember(tx, member.id);
    const existing = await store.listPayoutAccounts(tx, member.id);
    if (existing.length >= MAX_PAYOUT_ACCOUNTS)
      throw validationError({
        accountNumber: {
          code: 'field.too_many',
          message: `At most ${MAX_PAYOUT_ACCOUNTS} accounts may be bound`,
        },
      });
    const { payeeName, claimed } = await claimPayeeName(
      tx,
      { id: member.id, merchantId: site.merchantId },
      accountName,
      now,
    );
    if (claimed) {
      // Set here for the first time: it follows the site's payee-name rule like a profile edit.
      const violation = checkRule(site.settings.registerRules.username.payeeName, accountName);
      if (violation)
        throw validationError({
          accountName: { code: `rule.${violation}`, message: 'Invalid payee name' },
        });
    }
    if (normalisedName(payeeName) !== normalisedName(accountName))
      throw validationError({
        accountName: {
          code: 'field.payee_mismatch',
          message: 'The account name must be your payee name',
        },
      });
    const inserted = await store.insertPayoutAccount(tx, {
      merchantId: site.merchantId,
      memberId: member.id,
      kind: input.kind,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: input.accountNumber,
      accountName: payeeName,
      isDefault: existing.length === 0,
      createdAt: now,
    });
    if (!inserted)
      throw validationError({
        accountNumber: { code: 'field.duplicate', message: 'This account is already bound' },
      });
    return inserted;
  });
  return accountView(row);
}
