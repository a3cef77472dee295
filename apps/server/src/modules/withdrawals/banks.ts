/**
 * Banks and e-wallets a member may bind, by the merchant's currency. A demo list kept in code until
 * the operator back office manages payout banks; a currency without a list offers none.
 */
export interface PayoutBank {
  code: string;
  name: string;
}

export const PAYOUT_BANKS: Record<string, { banks: PayoutBank[]; ewallets: PayoutBank[] }> = {
  PHP: {
    banks: [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'BPI', name: 'Bank of the Philippine Islands' },
      { code: 'MBTC', name: 'Metrobank' },
      { code: 'LBP', name: 'LandBank' },
      { code: 'UBP', name: 'UnionBank' },
      { code: 'SECB', name: 'Security Bank' },
    ],
    ewallets: [
      { code: 'GCASH', name: 'GCash' },
      { code: 'MAYA', name: 'Maya' },
    ],
  },
};

export function payoutBanksOf(currency: string) {
  return PAYOUT_BANKS[currency] ?? { banks: [], ewallets: [] };
}
