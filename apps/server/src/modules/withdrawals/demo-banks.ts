import type { PayoutBankInput } from '@wps/contracts';

/**
 * The demo merchant's banks and e-wallets (the Philippines), seeded once through the operators'
 * create call (seed.ts): the list that was fixed in code before operators managed it.
 */
const entry = (
  code: string,
  name: string,
  type: PayoutBankInput['type'],
  displayOrder: number,
): PayoutBankInput => ({
  country: 'PH',
  code,
  name,
  type,
  accountNumberPattern: null,
  enabled: true,
  displayOrder,
});

export const DEMO_PAYOUT_BANKS: PayoutBankInput[] = [
  entry('BDO', 'BDO Unibank', 'bank', 1),
  entry('BPI', 'Bank of the Philippine Islands', 'bank', 2),
  entry('MBTC', 'Metrobank', 'bank', 3),
  entry('LBP', 'LandBank', 'bank', 4),
  entry('UBP', 'UnionBank', 'bank', 5),
  entry('SECB', 'Security Bank', 'bank', 6),
  entry('GCASH', 'GCash', 'ewallet', 7),
  entry('MAYA', 'Maya', 'ewallet', 8),
];
