import { formatMinorUnits, type WalletAnswer, type WalletStatus } from '@wps/contracts';
import { ledgerAccount } from '../ledger/accounts.js';
import type { WalletDeps } from './deps.js';
import { bare, decimalsEntry, freshDecimals, walletAmountMinor } from './rules.js';
import * as store from './store.js';

/** How many player rows a service keeps in memory (then it starts again). */
const CACHE_LIMIT = 100_000;

export interface Player extends store.PlayerRow {
  decimals: number;
}

/** A refusal or answer decided during the work: ends the call with this answer. */
export class Answered extends Error {
  constructor(readonly answer: WalletAnswer) {
    super(answer.status);
  }
}

/** A merchant's currency decimals, from its settings, re-read once a minute. */
export async function decimalsOf(deps: WalletDeps, merchantId: number): Promise<number> {
  const { decimals, merchantCodes } = deps.cache;
  const known = freshDecimals(decimals.get(merchantId), Date.now());
  if (known !== null) return known;
  let code = merchantCodes.get(merchantId);
  if (code === undefined) {
    code = (await store.merchantCodeOf(deps.db, merchantId)) ?? undefined;
    if (code === undefined) throw new Error(`vendor-wallet: merchant ${merchantId} not found`);
    merchantCodes.set(merchantId, code);
  }
  const value = (await deps.siteByCode(code)).settings.currency.decimals;
  decimals.set(merchantId, decimalsEntry(value, Date.now()));
  return value;
}

/** The player of a call in the call's currency: PLAYER_NOT_FOUND, or INVALID_REQUEST for another currency. */
export async function playerOf(deps: WalletDeps, playerId: string, currency: string): Promise<Player> {
  const { players } = deps.cache;
  let row = players.get(playerId);
  if (!row) {
    row = (await store.playerById(deps.db, playerId)) ?? undefined;
    if (!row) throw new Answered(bare('PLAYER_NOT_FOUND'));
    if (players.size >= CACHE_LIMIT) players.clear();
    players.set(playerId, row);
  }
  if (row.currency !== currency) throw new Answered(bare('INVALID_REQUEST'));
  return { ...row, decimals: await decimalsOf(deps, row.merchantId) };
}

/** A call's amount in minor units, else INVALID_REQUEST. */
export function minorOf(amount: string, player: Player, allowZero: boolean): bigint {
  const minor = walletAmountMinor(amount, player.decimals, allowZero);
  if (minor === null) throw new Answered(bare('INVALID_REQUEST'));
  return minor;
}

export async function balanceMinor(deps: WalletDeps, player: Player): Promise<bigint> {
  return deps.ledger.balance(player.merchantId, player.currency, ledgerAccount.main(player.memberId));
}

export async function answerWithBalance(
  deps: WalletDeps,
  status: WalletStatus,
  player: Player,
): Promise<WalletAnswer> {
  return {
    status,
    balance: formatMinorUnits(await balanceMinor(deps, player), player.decimals),
    currency: player.currency,
    walletTransactionId: null,
  };
}
