import { describe, expect, it } from 'vitest';
import {
  bankBody,
  bankForm,
  gatewayCreateBody,
  gatewayForm,
  gatewayUpdateBody,
  vendorCreateBody,
  vendorForm,
  vendorUpdateBody,
} from './forms';

const SECRET = 'a-vendor-secret-0123456789';

describe('partner forms', () => {
  it('sends a new vendor with its secret, and an edit without one unless typed', () => {
    const form = { ...vendorForm(null), code: 'ACME', name: 'Acme', baseUrl: 'https://api.acme.example' };
    expect(vendorCreateBody({ ...form, categories: ['RNG'], secret: SECRET })).toMatchObject({
      ok: true,
      body: { code: 'ACME', secret: SECRET, walletMode: 'seamless', enabled: true },
    });
    const refused = vendorCreateBody({ ...form, code: 'acme', secret: 'short' });
    expect(refused).toEqual({ ok: false, fields: ['code', 'categories', 'secret'] });
    const edit = vendorUpdateBody({ ...form, categories: ['LIVE'], remark: '  ' });
    expect(edit.ok && edit.body).toEqual({
      name: 'Acme',
      baseUrl: 'https://api.acme.example',
      walletMode: 'seamless',
      categories: ['LIVE'],
      enabled: true,
    });
    expect(vendorUpdateBody({ ...form, categories: ['LIVE'], secret: SECRET })).toMatchObject({
      ok: true,
      body: { secret: SECRET },
    });
  });

  it("reads a gateway's channels and empty limits", () => {
    const form = {
      ...gatewayForm(null),
      code: 'acmepay',
      name: 'Acme Pay',
      baseUrl: 'https://pay.acme.example',
      gatewayMerchantId: 'M-1',
      channels: 'qr, bank_redirect',
      secret: SECRET,
    };
    expect(gatewayCreateBody(form)).toMatchObject({
      ok: true,
      body: { channels: ['qr', 'bank_redirect'], minAmount: null, maxAmount: null },
    });
    expect(gatewayCreateBody({ ...form, channels: '', minAmount: 'ten' })).toEqual({
      ok: false,
      fields: ['channels', 'minAmount'],
    });
    const edit = gatewayUpdateBody({ ...form, secret: '', maxAmount: '5000' });
    expect(edit.ok && edit.body).not.toHaveProperty('secret');
    expect(edit.ok && edit.body.maxAmount).toBe('5000');
  });

  it("upper-cases a bank's country and code and refuses a runaway pattern", () => {
    const form = { ...bankForm(null, { country: 'PH', displayOrder: 3 }), code: 'bdo', name: 'BDO' };
    expect(bankBody({ ...form, country: 'ph' })).toMatchObject({
      ok: true,
      body: { country: 'PH', code: 'BDO', accountNumberPattern: null, displayOrder: 3 },
    });
    expect(bankBody({ ...form, accountNumberPattern: '(\\d+)+', displayOrder: 'x' })).toEqual({
      ok: false,
      fields: ['accountNumberPattern', 'displayOrder'],
    });
  });
});
