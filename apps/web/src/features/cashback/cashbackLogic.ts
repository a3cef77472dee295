import { isPositiveAmount } from '@wps/contracts';

/** The Claim button works only with something to claim (a total above 0.00). */
export function canClaim(total: string | null | undefined): boolean {
  return isPositiveAmount(total);
}

export type CashbackSource = 'member' | 'job';

/** A payment's source as a chip colour: claimed by the member, or paid by the daily job. */
export function sourceTone(source: CashbackSource): 'ok' | 'info' {
  return source === 'member' ? 'ok' : 'info';
}
