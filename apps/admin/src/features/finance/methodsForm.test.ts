import type { DepositMethod } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { checkMethods, emptyMethod, feePercent, readBanks, readFixedAmounts, toForm } from './methodsForm';

const method: DepositMethod = {
  code: 'BANK',
  name: { EN: 'Bank transfer', CN: '银行转账' },
  icon: null,
  recommended: true,
  displayOrder: 1,
  enabled: true,
  channels: [
    {
      id: 7,
      name: { EN: 'Manual' },
      kind: 'manual',
      provider: null,
      providerChannel: null,
      minAmount: '100.00',
      maxAmount: '50000.00',
      fixedAmounts: ['100.00', '500.00'],
      fixedAmountOnly: false,
      feeBasisPoints: 150,
      banks: [{ code: 'BDO', name: 'BDO Unibank' }],
      receivingAccount: { bankName: 'BDO', accountName: 'Demo Co', accountNumber: '001122334455' },
      displayOrder: 1,
      enabled: true,
    },
  ],
};

describe('payment methods form', () => {
  it('round-trips what the API answered', () => {
    const checked = checkMethods(toForm([method]));
    expect(checked.problems).toBeNull();
    expect(checked.input).toEqual([{ ...method, name: { EN: 'Bank transfer', CN: '银行转账' } }]);
  });

  it('reads fixed amounts and banks as typed', () => {
    expect(readFixedAmounts('100, 200 ，500;')).toEqual(['100', '200', '500']);
    expect(readBanks('BDO BDO Unibank\n\n GCASH \nBPI  Bank of the Philippine Islands')).toEqual([
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'GCASH', name: 'GCASH' },
      { code: 'BPI', name: 'Bank of the Philippine Islands' },
    ]);
  });

  it('names the fields in trouble', () => {
    const form = toForm([method, method]);
    form.methods[1]!.code = 'BANK';
    form.methods[0]!.name.EN = ' ';
    const channel = form.methods[0]!.channels[0]!;
    channel.minAmount = '600';
    channel.maxAmount = '500';
    channel.feeBasisPoints = '9000';
    channel.accountNumber = '';
    channel.fixedAmounts = '100, abc';
    form.methods[1]!.channels[0]!.displayOrder = 'first';
    const checked = checkMethods(form);
    expect(checked.problems).toMatchObject({
      'methods.1.code': 'duplicate',
      'methods.0.channels.0.maxAmount': 'order',
      'methods.0.channels.0.feeBasisPoints': 'fee',
      'methods.0.channels.0.accountNumber': 'receiving',
      'methods.0.channels.0.fixedAmounts': 'amount',
      'methods.1.channels.0.displayOrder': 'integer',
    });
  });

  it('checks a new method like any other', () => {
    const fresh = emptyMethod(2);
    expect(checkMethods({ methods: [fresh] }).problems).toMatchObject({
      'methods.0.code': 'code',
      'methods.0.name.EN': 'required',
      'methods.0.channels.0.bankName': 'receiving',
    });
  });

  it('shows fees as exact percentages', () => {
    expect(feePercent(0)).toBe('0%');
    expect(feePercent(150)).toBe('1.5%');
    expect(feePercent(5000)).toBe('50%');
    expect(feePercent(7)).toBe('0.07%');
  });
});
