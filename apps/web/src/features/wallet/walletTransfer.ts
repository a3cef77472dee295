import { MAIN_WALLET_ACCOUNT_TYPE_ID, MAIN_WALLET_CODE, type WalletBalance } from '@wps/contracts';

type WalletRow = WalletBalance['balance'][number];

export function isMainWallet(row: WalletRow): boolean {
  return row.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID;
}

/** The main wallet's code (the contracts' unless the server says otherwise). */
export function mainWalletCode(balance: WalletBalance): string {
  return balance.balance.find(isMainWallet)?.wallet ?? MAIN_WALLET_CODE;
}

/** Game (vendor) wallets: every row but the main one. */
export function gameWallets(balance: WalletBalance): WalletRow[] {
  return balance.balance.filter((row) => !isMainWallet(row));
}

/** Where money from `from` may go: transfers always have the main wallet on one side. */
export function transferChoices(balance: WalletBalance, from: string): WalletRow[] {
  const main = mainWalletCode(balance);
  if (from === main) return gameWallets(balance);
  return balance.balance.filter(isMainWallet);
}

/** The destination to keep (or pick) once the source changed to `from`. */
export function otherWallet(balance: WalletBalance, from: string, currentTo: string): string {
  const choices = transferChoices(balance, from);
  if (choices.some((row) => row.wallet === currentTo)) return currentTo;
  return choices[0]?.wallet ?? '';
}
