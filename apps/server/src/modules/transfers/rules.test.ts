import {
  AGENT_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  type CurrencySettings,
  type MoneySettings,
} from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  callerEntryIndex,
  checkedTransferAmount,
  downlineTransfersOpen,
  isAgent,
  isDirectDownline,
  isUplineOf,
  partiesOf,
  transferLimits,
  type Party,
} from './rules.js';
import { KWD, PHP, VND, refusalOf } from '../../kernel/test-support.js';

const transfer = (patch: Partial<MoneySettings['transfer']> = {}): MoneySettings['transfer'] => ({
  uplineEnabled: true,
  downlineEnabled: true,
  minAmount: '10.00',
  maxAmount: '1000.00',
  ...patch,
});
const settings = (c: CurrencySettings, patch: Partial<MoneySettings['transfer']> = {}) => ({
  currency: c,
  money: { transfer: transfer(patch) },
});

describe('transfer limits', () => {
  it('reads the limits in minor units of the currency (0, 2, 3 decimals)', () => {
    expect(transferLimits(settings(PHP))).toEqual({ min: 1_000n, max: 100_000n });
    expect(transferLimits(settings(VND, { minAmount: '10.00', maxAmount: '1000' }))).toEqual({
      min: 10n,
      max: 1_000n,
    });
    expect(transferLimits(settings(KWD, { minAmount: '0.5', maxAmount: '1.25' }))).toEqual({
      min: 500n,
      max: 1_250n,
    });
  });

  it('passes exactly the minimum and exactly the maximum', () => {
    expect(checkedTransferAmount(settings(PHP), '10')).toBe(1_000n);
    expect(checkedTransferAmount(settings(PHP), '1000.00')).toBe(100_000n);
  });

  it('refuses one unit outside either bound and zero, with the bounds in major units', () => {
    for (const text of ['9.99', '1000.01', '0'])
      expect(refusalOf(() => checkedTransferAmount(settings(PHP), text))).toEqual({
        code: 'amount.out.of.range',
        value: { min: '10.00', max: '1000.00' },
      });
    expect(refusalOf(() => checkedTransferAmount(settings(KWD, { minAmount: '0.5' }), '0.499'))).toEqual({
      code: 'amount.out.of.range',
      value: { min: '0.500', max: '1000.000' },
    });
  });

  it('refuses more decimals than the currency has as a field error', () => {
    expect(refusalOf(() => checkedTransferAmount(settings(PHP), '10.001'))?.code).toBe(
      'field.invalid_format',
    );
    expect(refusalOf(() => checkedTransferAmount(settings(VND), '10.5'))?.code).toBe('field.invalid_format');
  });
});

describe('who may send to whom', () => {
  const member: Party = { id: 10, merchantId: 1, type: 0, uplineId: 20 };
  const upline: Party = { id: 20, merchantId: 1, type: 1, uplineId: null };

  it('knows the agent types', () => {
    for (const type of AGENT_MEMBER_TYPES) expect(isAgent(type)).toBe(true);
    expect(isAgent(0)).toBe(false);
    expect(isAgent(TRIAL_MEMBER_TYPE)).toBe(false);
  });

  it('sends up only to the own upline of the same site, never a trial account', () => {
    expect(isUplineOf(member, upline)).toBe(true);
    expect(isUplineOf(member, { ...upline, id: 21 })).toBe(false);
    expect(isUplineOf(member, { ...upline, merchantId: 2 })).toBe(false);
    expect(isUplineOf(member, { ...upline, type: TRIAL_MEMBER_TYPE })).toBe(false);
    expect(isUplineOf({ ...member, uplineId: null }, upline)).toBe(false);
  });

  it('an agent reaches only direct downlines that are not trial accounts', () => {
    expect(isDirectDownline({ uplineId: 20, type: 0 }, 20)).toBe(true);
    expect(isDirectDownline({ uplineId: 21, type: 0 }, 20)).toBe(false);
    expect(isDirectDownline({ uplineId: null, type: 0 }, 20)).toBe(false);
    expect(isDirectDownline({ uplineId: 20, type: TRIAL_MEMBER_TYPE }, 20)).toBe(false);
  });

  it('opens agent transfers to agents only, and only while switched on', () => {
    expect(downlineTransfersOpen({ transfer: transfer() }, 1)).toBe(true);
    expect(downlineTransfersOpen({ transfer: transfer() }, 0)).toBe(false);
    expect(downlineTransfersOpen({ transfer: transfer({ downlineEnabled: false }) }, 1)).toBe(false);
  });

  it('sends to the downline, or collects from it', () => {
    expect(partiesOf('downline', 'agent', 'downline')).toEqual({ from: 'agent', to: 'downline' });
    expect(partiesOf('collect', 'agent', 'downline')).toEqual({ from: 'downline', to: 'agent' });
  });

  it('reads the caller balance from the first entry when they sent, the second when they collected', () => {
    expect(callerEntryIndex(10, 10)).toBe(0);
    expect(callerEntryIndex(11, 10)).toBe(1);
  });
});
