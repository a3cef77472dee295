import {
  AGENT_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  type CurrencySettings,
  type MoneySettings,
} from '@wps/contracts';
import { memberAmount, requireWithin, settingAmount } from '../../kernel/money.js';

/*
 * The pure rules of transfers (docs/product.md §Transfers): who may send to whom, and the amount
 * limits of the site's settings. No database and no clock.
 */

export type Direction = 'upline' | 'downline' | 'collect';

/** The settings a site's transfer rules read. */
export interface TransferSettings {
  currency: CurrencySettings;
  money: Pick<MoneySettings, 'transfer'>;
}

/** A member as the transfer rules see them. */
export interface Party {
  id: number;
  merchantId: number;
  type: number;
  uplineId: number | null;
}

export function isAgent(type: number): boolean {
  return (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

/** The least and most one transfer may move, in minor units of the currency. */
export function transferLimits(settings: TransferSettings): { min: bigint; max: bigint } {
  const { currency } = settings;
  const { minAmount, maxAmount } = settings.money.transfer;
  return { min: settingAmount(minAmount, currency), max: settingAmount(maxAmount, currency) };
}

/** A member's amount in minor units within the transfer limits (`amount.out.of.range` if not). */
export function checkedTransferAmount(settings: TransferSettings, text: string): bigint {
  const { currency } = settings;
  const amount = memberAmount(text, currency);
  const { min, max } = transferLimits(settings);
  requireWithin(amount, min, max, currency);
  return amount;
}

/** Whether `upline` may receive the member's transfers: the member's upline, of the same site, no trial account. */
export function isUplineOf(self: Party, upline: Party): boolean {
  return (
    self.uplineId === upline.id && upline.merchantId === self.merchantId && upline.type !== TRIAL_MEMBER_TYPE
  );
}

/** Whether an agent may send to or collect from `downline`: a direct downline, no trial account. */
export function isDirectDownline(downline: Pick<Party, 'type' | 'uplineId'>, agentId: number): boolean {
  return downline.uplineId === agentId && downline.type !== TRIAL_MEMBER_TYPE;
}

/** Whether agent transfers (to and from downlines) are open to a member of `type`. */
export function downlineTransfersOpen(settings: Pick<MoneySettings, 'transfer'>, type: number): boolean {
  return settings.transfer.downlineEnabled && isAgent(type);
}

/** Which way the money goes between an agent and a downline. */
export function partiesOf<P>(direction: 'downline' | 'collect', agent: P, downline: P): { from: P; to: P } {
  return direction === 'downline' ? { from: agent, to: downline } : { from: downline, to: agent };
}

/**
 * The ledger entry holding the caller's balance after a transfer: entries follow the legs (from, to),
 * so it is the first when the caller sent the money, the second when they collected it.
 */
export function callerEntryIndex(fromId: number, callerId: number): 0 | 1 {
  return fromId === callerId ? 0 : 1;
}
