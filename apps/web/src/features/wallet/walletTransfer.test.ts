import type { WalletBalance } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { gameWallets, mainWalletCode, otherWallet, transferChoices } from './walletTransfer';

const balance: WalletBalance = {
  sumBalance: '30.00',
  balance: [
    { accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '10.00' },
    { accountTypeId: 100, wallet: 'SLOTS', name: 'Slots', availBalance: '15.00' },
    { accountTypeId: 101, wallet: 'LIVE', name: 'Live', availBalance: '5.00' },
  ],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F',
  playMoney: false,
};

describe('wallet transfers', () => {
  it('keeps the main wallet on one side', () => {
    expect(mainWalletCode(balance)).toBe('main');
    expect(gameWallets(balance).map((row) => row.wallet)).toEqual(['SLOTS', 'LIVE']);
    expect(transferChoices(balance, 'main').map((row) => row.wallet)).toEqual(['SLOTS', 'LIVE']);
    expect(transferChoices(balance, 'LIVE').map((row) => row.wallet)).toEqual(['main']);
  });
  it('picks a valid destination when the source changes', () => {
    expect(otherWallet(balance, 'SLOTS', 'LIVE')).toBe('main');
    expect(otherWallet(balance, 'main', 'main')).toBe('SLOTS');
    expect(otherWallet(balance, 'main', 'LIVE')).toBe('LIVE');
  });
});
