import { formatMinorUnits, type CurrencySettings, type OperatorMember } from '@wps/contracts';
import { CSV_BOM, csvLine, type CsvCell } from '../../kernel/csv.js';

/*
 * The pure part of the operator's Members area: money of the member's accounts, the two-factor
 * methods, and the CSV export. No database, no clock.
 */

/** An amount of an account: in the merchant currency's decimals, or null in another currency. */
export function moneyOf(minor: bigint, currencyCode: string, currency: CurrencySettings): string | null {
  return currencyCode === currency.code ? formatMinorUnits(minor, currency.decimals) : null;
}

/** Every account of the member, as the member page lists them (kinds the ledger gives members). */
export function balancesOf(
  accounts: readonly { kind: string; wallet: string; currency: string; balance: bigint }[],
  currency: CurrencySettings,
) {
  return accounts
    .filter((account) => account.kind === 'member' || account.kind === 'pending_withdrawal')
    .map((account) => ({
      kind: account.kind as 'member' | 'pending_withdrawal',
      wallet: account.wallet,
      currency: account.currency,
      balance: moneyOf(account.balance, account.currency, currency),
      balanceMinor: account.balance.toString(),
    }));
}

/** How a member passes the two-factor step: the authenticator, and recovery codes while some are left. */
export function twoFactorOf(status: { enabled: boolean; recoveryCodesLeft: number }) {
  const methods: ('totp' | 'recovery_code')[] = [];
  if (status.enabled) methods.push('totp');
  if (status.enabled && status.recoveryCodesLeft > 0) methods.push('recovery_code');
  return { enabled: status.enabled, methods, recoveryCodesLeft: status.recoveryCodesLeft };
}

/** The export's columns, in order, with how each is read from a member row. */
const CSV_COLUMNS: [string, (member: OperatorMember) => CsvCell][] = [
  ['id', (member) => member.id],
  ['username', (member) => member.username],
  ['nickname', (member) => member.nickname],
  ['type', (member) => member.type],
  ['status', (member) => member.status],
  ['mobile', (member) => member.mobile],
  ['email', (member) => member.email],
  ['affiliateCode', (member) => member.affiliateCode],
  ['uplineId', (member) => member.uplineId],
  ['createdAt', (member) => member.createdAt],
  ['lastLoginAt', (member) => member.lastLoginAt],
  ['mustChangePassword', (member) => member.mustChangePassword],
];

/** The header line of the export (after the byte-order mark). */
export function csvHeader(): string {
  return CSV_BOM + csvLine(CSV_COLUMNS.map(([name]) => name));
}

/** Lines of the export, one per member, each ending with CRLF (kernel/csv.ts writes the cells). */
export function csvLines(members: readonly OperatorMember[]): string {
  return members.map((member) => csvLine(CSV_COLUMNS.map(([, read]) => read(member)))).join('');
}
