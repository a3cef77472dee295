import type { OperatorMember } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { PHP } from '../../kernel/test-support.js';
import { balancesOf, csvHeader, csvLines, moneyOf, twoFactorOf } from './rules.js';

describe('member page money', () => {
  it('shows balances in the merchant currency and minor units, kinds members own only', () => {
    const accounts = [
      { kind: 'member', wallet: 'main', currency: PHP.code, balance: 12345n },
      { kind: 'pending_withdrawal', wallet: '', currency: PHP.code, balance: 500n },
      { kind: 'member', wallet: 'main', currency: 'XXX', balance: 7n },
      { kind: 'house', wallet: '', currency: PHP.code, balance: -1n },
    ];
    expect(balancesOf(accounts, PHP)).toEqual([
      { kind: 'member', wallet: 'main', currency: PHP.code, balance: '123.45', balanceMinor: '12345' },
      { kind: 'pending_withdrawal', wallet: '', currency: PHP.code, balance: '5.00', balanceMinor: '500' },
      { kind: 'member', wallet: 'main', currency: 'XXX', balance: null, balanceMinor: '7' },
    ]);
    expect(moneyOf(-250n, PHP.code, PHP)).toBe('-2.50');
  });

  it('names the two-factor methods a member can pass', () => {
    expect(twoFactorOf({ enabled: false, recoveryCodesLeft: 0 })).toEqual({
      enabled: false,
      methods: [],
      recoveryCodesLeft: 0,
    });
    expect(twoFactorOf({ enabled: true, recoveryCodesLeft: 3 }).methods).toEqual(['totp', 'recovery_code']);
    expect(twoFactorOf({ enabled: true, recoveryCodesLeft: 0 }).methods).toEqual(['totp']);
  });
});

describe('member export CSV', () => {
  it('defuses a nickname a spreadsheet would run, through the kernel CSV cells', () => {
    const member = { ...bob(), nickname: '=1+1', mobile: '+8613800138000' };
    expect(csvLines([member])).toBe(
      "7,bob,'=1+1,0,locked,+8613800138000,b@x.io,,3,2026-01-01T00:00:00.000Z,,false\r\n",
    );
  });

  it('writes a header and one CRLF line per member in column order', () => {
    const member = bob();
    expect(csvHeader()).toBe(
      '\ufeffid,username,nickname,type,status,mobile,email,affiliateCode,uplineId,createdAt,lastLoginAt,mustChangePassword\r\n',
    );
    expect(csvLines([member])).toBe('7,bob,,0,locked,,b@x.io,,3,2026-01-01T00:00:00.000Z,,false\r\n');
    expect(csvLines([])).toBe('');
  });
});

function bob(): OperatorMember {
  return {
    id: 7,
    username: 'bob',
    type: 0,
    status: 'locked',
    nickname: null,
    mobile: null,
    email: 'b@x.io',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    mustChangePassword: false,
    affiliateCode: null,
    uplineId: 3,
  };
}
