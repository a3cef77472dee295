import { referralSettingsInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { ReferralSettings } from './loyaltyApi';
import { decimalsIn, isZeroAmount } from './numbers';

/*
 * The referral rewards form: the four amounts as typed (money as decimal strings, never numbers) and
 * the reason, checked with the very schema the server uses (`referralSettingsInputSchema`) and the
 * currency's decimals (the server would drop the extra digits without a word).
 */

export type ReferralBody = z.output<typeof referralSettingsInputSchema>;

/** The amounts, in the page's order: each reward after what earns it. */
export const REFERRAL_AMOUNTS = [
  'minDeposit',
  'firstDepositReward',
  'turnoverTarget',
  'turnoverReward',
] as const;
export type ReferralAmount = (typeof REFERRAL_AMOUNTS)[number];

export type ReferralForm = Record<ReferralAmount, string> & { reason: string };

export function referralFormOf(settings: ReferralSettings): ReferralForm {
  return {
    minDeposit: settings.minDeposit,
    firstDepositReward: settings.firstDepositReward,
    turnoverTarget: settings.turnoverTarget,
    turnoverReward: settings.turnoverReward,
    reason: '',
  };
}

/** The rule shown under a field: its i18n key under `loyalty.referral.rule` (every amount is "money"). */
export function referralRuleOf(field: string): string {
  return (REFERRAL_AMOUNTS as readonly string[]).includes(field) ? 'money' : field;
}

/** The form as `referralSettingsInputSchema` takes it (still to be checked by it). */
export function referralInput(form: ReferralForm): unknown {
  return {
    firstDepositReward: form.firstDepositReward.trim(),
    minDeposit: form.minDeposit.trim(),
    turnoverReward: form.turnoverReward.trim(),
    turnoverTarget: form.turnoverTarget.trim(),
    reason: form.reason,
  };
}

export type ReferralCheck =
  { ok: true; body: ReferralBody } | { ok: false; fields: string[]; rules: Record<string, string> };

/**
 * Checks the form with the contract's schema and the currency's decimals (`decimals`, null while
 * unknown): the body, or the refused fields ("moneyDecimals" for too many decimals, else the field's
 * own rule).
 */
export function checkReferralForm(form: ReferralForm, decimals: number | null): ReferralCheck {
  const parsed = referralSettingsInputSchema.safeParse(referralInput(form));
  const fields: string[] = [];
  const rules: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String)[0] ?? '_';
      if (!fields.includes(field)) fields.push(field);
    }
  if (decimals !== null)
    for (const field of REFERRAL_AMOUNTS) {
      const written = decimalsIn(form[field]);
      if (written !== null && written > decimals && !fields.includes(field)) {
        fields.push(field);
        rules[field] = 'moneyDecimals';
      }
    }
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}

/**
 * What the amounts pay that an operator may not mean (the server takes them): a reward of zero pays
 * nothing ("firstDepositOff", "turnoverOff"), and a valid-bet target of zero pays its reward for every
 * friend as soon as they register, before any bet ("turnoverAtOnce").
 */
export function referralNotes(form: Pick<ReferralForm, ReferralAmount>): string[] {
  const notes: string[] = [];
  const zero = (field: ReferralAmount) => decimalsIn(form[field]) !== null && isZeroAmount(form[field]);
  if (zero('firstDepositReward')) notes.push('firstDepositOff');
  if (zero('turnoverReward')) notes.push('turnoverOff');
  else if (zero('turnoverTarget')) notes.push('turnoverAtOnce');
  return notes;
}
