import {
  FIRST_VENDOR_WALLET_ACCOUNT_TYPE_ID as FIRST_VENDOR_ACCOUNT_TYPE_ID,
  MAIN_WALLET_ACCOUNT_TYPE_ID as MAIN_ACCOUNT_TYPE_ID,
  pickLocalized,
  toMinorUnits,
  TRIAL_MEMBER_TYPE,
  type bonusQuerySchema,
  type bonusRecordsSchema,
  type Language,
  type memberBalanceAdminSchema,
  type memberTransactionQuerySchema,
  type memberTransactionsSchema,
  type walletTransferRequestSchema,
  type WalletBalance,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { ledgerAccount, MAIN_WALLET, PLAY_WALLET, type AccountRef } from '../ledger/accounts.js';
import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';
import { formatMoney, parseAmount, withBalanceInMajorUnits } from '../../kernel/money.js';
import { dayRangeOf } from '../../kernel/day-range.js';
import { BONUS_NAMES, isBonusCodeType, WALLET_NAMES } from './names.js';
import { BONUS_CODE_TYPES, codeTypeOf, ledgerTypesOf, orderNoOf, remarkOf, TX_TYPE_IDS } from './records.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

/** A sweep retries a wallet whose balance moved between reading and posting this often. */
const SWEEP_ATTEMPTS = 3;

export interface WalletServiceDeps {
  ledger: LedgerService;
  clock: Clock;
  members: Pick<MemberService, 'summaryOf'>;
}

/** The member a call is for, as the route kit knows them. */
export interface WalletMember {
  id: number;
  username: string;
  /** 4 is a trial account (play money only). */
  type: number;
}

type WalletRow = Omit<WalletBalance['balance'][number], 'availBalance'> & { minor: bigint };
type AccountRow = Awaited<ReturnType<LedgerService['memberAccounts']>>[number];

function isAppError(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code;
}

export function createWalletService(deps: WalletServiceDeps) {
  const { ledger, clock } = deps;

  /** The member's wallet accounts in the merchant's currency, in one query. */
  async function walletAccounts(site: SiteContext, memberId: number): Promise<AccountRow[]> {
    const accounts = await ledger.memberAccounts(site.merchantId, memberId);
    return accounts.filter((row) => row.currency === site.settings.currency.code);
  }

  function balanceOf(accounts: AccountRow[], wallet: string): bigint {
    return accounts.find((row) => row.kind === 'member' && row.wallet === wallet)?.balance ?? 0n;
  }

  /**
   * Main, then the configured vendor wallets in settings order, then vendor wallets no longer
   * configured that still hold money (so it stays visible and sweepable).
   */
  function walletRows(site: SiteContext, accounts: AccountRow[], language: Language): WalletRow[] {
    const configured = site.settings.money.vendorWallets;
    const rows: WalletRow[] = [
      {
        accountTypeId: MAIN_ACCOUNT_TYPE_ID,
        wallet: MAIN_WALLET,
        name: pickLocalized(WALLET_NAMES.main, language),
        minor: balanceOf(accounts, MAIN_WALLET),
      },
      ...configured.map((vendor, index) => ({
        accountTypeId: FIRST_VENDOR_ACCOUNT_TYPE_ID + index,
        wallet: vendor.code,
        name: pickLocalized(vendor.name, language),
        minor: balanceOf(accounts, vendor.code),
      })),
    ];
    const known = new Set([MAIN_WALLET, PLAY_WALLET, ...configured.map((vendor) => vendor.code)]);
    const leftOver = accounts
      .filter((row) => row.kind === 'member' && !known.has(row.wallet) && row.balance !== 0n)
      .sort((a, b) => (a.wallet < b.wallet ? -1 : 1));
    leftOver.forEach((row, index) =>
      rows.push({
        accountTypeId: FIRST_VENDOR_ACCOUNT_TYPE_ID + configured.length + index,
        wallet: row.wallet,
        name: row.wallet,
        minor: row.balance,
      }),
    );
    return rows;
  }

  function answer(site: SiteContext, rows: WalletRow[], playMoney: boolean): WalletBalance {
    const { code, symbol, position } = site.settings.currency;
    const sum = rows.reduce((total, row) => total + row.minor, 0n);
    return {
      sumBalance: formatMoney(sum, site.settings.currency),
      balance: rows.map(({ minor, ...row }) => ({
        ...row,
        availBalance: formatMoney(minor, site.settings.currency),
      })),
      currency: code,
      currencySymbol: symbol,
      currencyPosition: position,
      playMoney,
    };
  }

  async function balance(site: SiteContext, member: WalletMember, language: Language) {
    const accounts = await walletAccounts(site, member.id);
    if (member.type === TRIAL_MEMBER_TYPE) {
      const play: WalletRow = {
        accountTypeId: MAIN_ACCOUNT_TYPE_ID,
        wallet: PLAY_WALLET,
        name: pickLocalized(WALLET_NAMES.play, language),
        minor: balanceOf(accounts, PLAY_WALLET),
      };
      return answer(site, [play], true);
    }
    return answer(site, walletRows(site, accounts, language), false);
  }

  /** A wallet named by its code or accountTypeId: main, or a configured vendor wallet; else null. */
  function walletOf(site: SiteContext, name: string): string | null {
    const text = name.trim();
    if (text === MAIN_WALLET || text === String(MAIN_ACCOUNT_TYPE_ID)) return MAIN_WALLET;
    const configured = site.settings.money.vendorWallets;
    const index = configured.findIndex(
      (vendor, position) =>
        vendor.code === text.toUpperCase() || String(FIRST_VENDOR_ACCOUNT_TYPE_ID + position) === text,
    );
    return index < 0 ? null : configured[index]!.code;
  }

  function walletRef(memberId: number, wallet: string): AccountRef {
    return wallet === MAIN_WALLET
      ? ledgerAccount.main(memberId)
      : ledgerAccount.vendorWallet(memberId, wallet);
  }

  /** Moves a vendor wallet's whole balance back to main, once per request id and wallet. */
  async function sweepWallet(
    site: SiteContext,
    memberId: number,
    wallet: string,
    requestId: string,
    known: bigint,
  ) {
    const from = ledgerAccount.vendorWallet(memberId, wallet);
    let amount = known;
    for (let attempt = 1; amount > 0n; attempt++) {
      try {
        await ledger.move({
          merchantId: site.merchantId,
          currency: site.settings.currency.code,
          type: 'wallet_transfer',
          idempotencyKey: `wallet:${memberId}:${requestId}:return:${wallet}`,
          from,
          to: ledgerAccount.main(memberId),
          amount,
        });
        return;
      } catch (error) {
        // This wallet was swept under this request id already (its balance has changed since).
        if (isAppError(error, 'idempotency.conflict')) return;
        // A game took from the wallet between the read and the posting: sweep what is there now.
        if (!isAppError(error, 'balance.insufficient') || attempt >= SWEEP_ATTEMPTS) throw error;
        amount = await ledger.balance(site.merchantId, site.settings.currency.code, from);
      }
    }
  }

  return {
    /** walletBalance: main and vendor wallets (a trial account: its play money only), in one query. */
    balance,

    merchantWallet(site: SiteContext) {
      return { isSingle: site.settings.money.singleWallet };
    },

    /**
     * Moves money between the main wallet and a configured vendor wallet, once per request id
     * (a replay posts nothing and answers the balances as they are); answers the new balances.
     */
    async transfer(
      site: SiteContext,
      member: WalletMember,
      input: z.output<typeof walletTransferRequestSchema>,
      language: Language,
    ) {
      if (site.settings.money.singleWallet) throw new AppError('function.not.available');
      const from = walletOf(site, input.from);
      const to = walletOf(site, input.to);
      const unknown = { code: 'field.invalid_wallet', message: 'Not one of your wallets' };
      if (!from) throw validationError({ from: unknown });
      if (!to) throw validationError({ to: unknown });
      if ((from === MAIN_WALLET) === (to === MAIN_WALLET))
        throw validationError({
          to: {
            code: 'field.invalid_wallet',
            message: 'Transfers go between the main wallet and a game wallet',
          },
        });
      const amount = parseAmount(input.amount, site.settings.currency);
      await withBalanceInMajorUnits(site.settings.currency, () =>
        ledger.move({
          merchantId: site.merchantId,
          currency: site.settings.currency.code,
          type: 'wallet_transfer',
          idempotencyKey: `wallet:${member.id}:${input.requestId}`,
          from: walletRef(member.id, from),
          to: walletRef(member.id, to),
          amount,
        }),
      );
      return balance(site, member, language);
    },

    /** Sweeps every vendor wallet holding money back to main (each wallet once per request id). */
    async sweep(site: SiteContext, member: WalletMember, requestId: string, language: Language) {
      const accounts = await walletAccounts(site, member.id);
      for (const account of accounts) {
        if (account.kind !== 'member' || account.wallet === MAIN_WALLET || account.wallet === PLAY_WALLET)
          continue;
        if (account.balance > 0n)
          await sweepWallet(site, member.id, account.wallet, requestId, account.balance);
      }
      return balance(site, member, language);
    },

    /**
     * A trial account's play money (`money.trialBalance`), once per member: call it when free play
     * creates the account.
     */
    async grantTrialMoney(site: SiteContext, memberId: number) {
      const amount = toMinorUnits(site.settings.money.trialBalance, site.settings.currency.decimals);
      if (!amount || amount <= 0n) return;
      await ledger.move({
        merchantId: site.merchantId,
        currency: site.settings.currency.code,
        type: 'play_credit',
        idempotencyKey: `trial:${memberId}`,
        from: ledgerAccount.playBank,
        to: ledgerAccount.play(memberId),
        amount,
      });
    },

    /** ODSFE2_MemTransDet: main-wallet movements, newest first, with the balance after each. */
    async transactions(
      site: SiteContext,
      member: WalletMember,
      query: z.output<typeof memberTransactionQuerySchema>,
    ): Promise<z.input<typeof memberTransactionsSchema>> {
      const { from, to } = dayRangeOf(query, clock.now());
      const page = await ledger.history({
        merchantId: site.merchantId,
        currency: site.settings.currency.code,
        account: ledgerAccount.main(member.id),
        effectiveTypes: query.codeTypes ? ledgerTypesOf([query.codeTypes], member.type) : undefined,
        from,
        to,
        pageNo: query.page,
        pageSize: query.size,
      });
      return {
        list: page.list.map((row) => {
          const codeType = codeTypeOf(row.reversedType ?? row.type, member.type);
          return {
            txId: String(row.transactionId),
            txTypeId: TX_TYPE_IDS[codeType],
            txTypeName: codeType,
            remark: remarkOf(row.meta),
            txTimeInTimestamp: Date.parse(row.createdAt),
            orderNo: orderNoOf(row.meta),
            customerName: member.username,
            amount: formatMoney(row.amount, site.settings.currency),
            currentAvailBalance: formatMoney(row.balanceAfter, site.settings.currency),
          };
        }),
        totalPages: page.totalPages,
        pageNum: page.pageNum,
      };
    },

    /** Bonus details: promotions, rebates, wages, referral and share bonuses on the main wallet. */
    async bonuses(
      site: SiteContext,
      member: WalletMember,
      query: z.output<typeof bonusQuerySchema>,
      language: Language,
    ): Promise<z.input<typeof bonusRecordsSchema>> {
      const { from, to } = dayRangeOf(query, clock.now());
      const page = await ledger.history({
        merchantId: site.merchantId,
        currency: site.settings.currency.code,
        account: ledgerAccount.main(member.id),
        effectiveTypes: ledgerTypesOf(BONUS_CODE_TYPES, member.type),
        from,
        to,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        list: page.list.map((row) => {
          const codeType = codeTypeOf(row.reversedType ?? row.type, member.type);
          return {
            txId: String(row.transactionId),
            type: codeType,
            name: isBonusCodeType(codeType) ? pickLocalized(BONUS_NAMES[codeType], language) : codeType,
            amount: formatMoney(row.amount, site.settings.currency),
            createdAt: Date.parse(row.createdAt),
            remark: remarkOf(row.meta),
          };
        }),
        pageNum: page.pageNum,
        totalPages: page.totalPages,
      };
    },

    /** The operator's view of a member's money: every wallet and what is held for withdrawals. */
    async operatorView(
      site: SiteContext,
      memberId: number,
    ): Promise<z.input<typeof memberBalanceAdminSchema>> {
      const member = await deps.members.summaryOf(memberId);
      if (!member || member.merchantId !== site.merchantId) throw new AppError('not.found');
      const accounts = await walletAccounts(site, memberId);
      const wallets = [MAIN_WALLET, ...site.settings.money.vendorWallets.map((vendor) => vendor.code)];
      for (const row of accounts)
        if (row.kind === 'member' && !wallets.includes(row.wallet)) wallets.push(row.wallet);
      const held = accounts
        .filter((row) => row.kind === 'pending_withdrawal')
        .reduce((sum, row) => sum + row.balance, 0n);
      return {
        memberId,
        username: member.username,
        wallets: wallets.map((wallet) => ({
          wallet,
          balance: formatMoney(balanceOf(accounts, wallet), site.settings.currency),
        })),
        pendingWithdrawals: formatMoney(held, site.settings.currency),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
