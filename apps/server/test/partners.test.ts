import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  routes,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type RouteDescriptor,
  type VendorCatalogue,
  type WalletAnswer,
} from '@wps/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { partnerVendors } from '../src/modules/games/tables.js';
import { paymentGateways } from '../src/modules/deposits/tables.js';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { GATEWAY_MERCHANT, GATEWAY_SECRET, payOnSandbox, recordOf, requestId } from './deposits-support.js';
import {
  adminToken,
  callRoute,
  createMember,
  refusalOf,
  startTestServer,
  TEST_LOTTO_SECRET,
  type ApiResponse,
  type TestServer,
} from './harness.js';
import { waitUntil } from './wait.js';
import { money, PAYMENT_PASSWORD } from './withdrawals-support.js';

/*
 * Partners as configuration (docs/product.md §Partners), against the real app: a third-party game
 * vendor, a payment gateway and payout banks added by operators, with no code. The vendor is a fake
 * over real HTTP on loopback that checks our signatures and signs its wallet calls with its secret.
 */

const VENDOR = 'ACMEGAMES';
const FIRST_SECRET = 'acme-first-secret-0123456789-WXYZ';
const ROTATED_SECRET = 'acme-rotated-secret-9876543210-QRST';

/** A third-party vendor: checks the platform's signatures, answers its catalogue and launches, calls our wallet. */
async function startFakeVendor(secret: string) {
  const state = {
    secret,
    /** The platform's clock (its signatures are checked against it, as ours are). */
    now: () => Date.now(),
    walletUrl: '',
    catalogue: { games: [] } as VendorCatalogue,
    requests: [] as { method: string; path: string; signed: boolean; body: unknown }[],
    launches: [] as { playerId: string; sessionId: string; gameId: string; currency: string }[],
  };
  const signatureOk = (timestamp: string | undefined, signature: string | undefined, raw: string) => {
    if (!timestamp || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    if (Math.abs(state.now() - Number(timestamp)) > 30_000) return false;
    const expected = createHmac('sha256', state.secret).update(`${timestamp}.${raw}`).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0]!;
      const signed = signatureOk(
        req.headers[VENDOR_TIMESTAMP_HEADER] as string | undefined,
        req.headers[VENDOR_SIGNATURE_HEADER] as string | undefined,
        raw,
      );
      const body = raw ? (JSON.parse(raw) as unknown) : null;
      state.requests.push({ method: req.method ?? '', path, signed, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (!signed) return send(401, { error: 'bad signature' });
      if (req.method === 'GET' && path === '/api/games') return send(200, state.catalogue);
      if (req.method === 'POST' && path === '/api/launch') {
        const launch = body as (typeof state.launches)[number];
        state.launches.push(launch);
        return send(200, { gameUrl: `${url}/play/${launch.gameId}?session=${launch.sessionId}` });
      }
      return send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A wallet call as this vendor makes it, signed with `secret` (its own by default). */
  async function wallet(action: string, payload: unknown, secret = state.secret) {
    const raw = JSON.stringify(payload);
    const timestamp = String(state.now());
    const response = await fetch(`${state.walletUrl}/vendor-wallet/${VENDOR}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
      },
      body: raw,
    });
    return { status: response.status, answer: (await response.json()) as WalletAnswer };
  }
  return {
    url,
    state,
    wallet,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: TestServer;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let admin: string;
let viewer: string;
const aurora = { merchantCode: 'aurora' };

beforeAll(async () => {
  vendor = await startFakeVendor(FIRST_SECRET);
  server = await startTestServer();
  vendor.state.now = () => server.clock.now().getTime();
  vendor.state.walletUrl = server.url;
  vendor.state.catalogue = {
    games: [
      {
        gameId: 'acme-dragon',
        category: 'RNG',
        name: { EN: 'Acme Dragon', CN: '顶点神龙' },
        icon: 'https://cdn.acme.example/dragon.png',
        smallIcon: 'https://cdn.acme.example/dragon-small.png',
        minBet: '0.50',
        lineNum: 20,
        supportPlay: 1,
      },
      {
        gameId: 'acme-tiger',
        category: 'RNG',
        name: { EN: 'Acme Tiger' },
        icon: 'https://cdn.acme.example/tiger.png',
        smallIcon: 'https://cdn.acme.example/tiger-small.png',
        minBet: '1.00',
        lineNum: 9,
        supportPlay: 1,
      },
    ],
  };
  admin = await adminToken(server);
  const username = 'partnerviewer';
  const password = 'Operator-pass-123';
  await callRoute(server, routes.operatorCreate, {
    token: admin,
    body: { username, password, role: 'viewer' },
  });
  const login = await callRoute(server, routes.operatorLogin, { body: { username, password } });
  viewer = login.body.value.token;
  await callRoute(server, routes.operatorChangePassword, {
    token: viewer,
    body: { oldPassword: password, newPassword: `${password}x` },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await vendor?.close();
});

const fields = (res: ApiResponse) => Object.keys((refusalOf(res) as { fields?: object }).fields ?? {});
const expectRefused = (res: ApiResponse, errorCode: string) => {
  expect(res.body.errorCode, res.text).toBe(errorCode);
  expect(res.body.success).toBe(false);
};
/** Every audit entry of partner changes, as text: no secret may be in it. */
async function auditText(prefix: string) {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(or(like(auditLog.action, `${prefix}%`), like(auditLog.target, `${prefix}%`)))
    // In the order they were written (without it PostgreSQL answers in whatever order it reads).
    .orderBy(auditLog.id);
  return { rows, text: JSON.stringify(rows) };
}
const vendorBody = (overrides: Record<string, unknown> = {}) => ({
  code: VENDOR,
  name: 'Acme Games',
  baseUrl: vendor.url,
  walletMode: 'seamless' as const,
  categories: ['RNG' as const],
  enabled: true,
  secret: FIRST_SECRET,
  ...overrides,
});
/** The update body of the vendor as created (no secret: the one set stays). */
const vendorUpdate = () => {
  const { code: _code, secret: _secret, ...rest } = vendorBody();
  return rest;
};

describe('game vendors as configuration', () => {
  it('adds a vendor for admins only, refuses bad input, and never answers or records its secret', async () => {
    const refused = await callRoute(server, routes.operatorPartnerVendorCreate, {
      token: viewer,
      body: vendorBody(),
    });
    expect(refused.status).toBe(403);
    expectRefused(refused, 'operator.forbidden');

    const bad = await callRoute(server, routes.operatorPartnerVendorCreate, {
      token: admin,
      body: vendorBody({ code: 'acme', baseUrl: 'ftp://127.0.0.1/', secret: 'short', categories: [] }),
    });
    expectRefused(bad, 'validation.failed');
    expect(fields(bad).sort()).toEqual(['baseUrl', 'categories', 'code', 'secret']);
    expect(bad.text).not.toContain('short"');
    const inHouse = await callRoute(server, routes.operatorPartnerVendorCreate, {
      token: admin,
      body: vendorBody({ code: 'AURORA' }),
    });
    expectRefused(inHouse, 'validation.failed');
    expect(await server.database.db.select().from(partnerVendors)).toEqual([]);

    const created = await callRoute(server, routes.operatorPartnerVendorCreate, {
      token: admin,
      body: { ...vendorBody(), remark: 'new vendor contract' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.value).toMatchObject({
      code: VENDOR,
      baseUrl: vendor.url,
      secretSet: true,
      secretLast4: 'WXYZ',
      builtIn: false,
    });
    expect(created.text).not.toContain(FIRST_SECRET);
    const again = await callRoute(server, routes.operatorPartnerVendorCreate, {
      token: admin,
      body: vendorBody(),
    });
    expectRefused(again, 'validation.failed');

    for (const token of [viewer, admin]) {
      const list = await callRoute(server, routes.operatorPartnerVendors, { token });
      expect(list.status).toBe(200);
      expect(list.body.value.list.map((entry) => [entry.code, entry.builtIn])).toEqual([
        ['AURORA', true],
        ['LOTTO', true],
        [VENDOR, false],
      ]);
      expect(list.body.value.list[0]!.secretLast4).toBeNull();
      expect(list.body.value.list[1]!.secretLast4).toBeNull();
      expect(list.text).not.toContain(FIRST_SECRET);
      expect(list.text).not.toContain(server.secrets.vendor);
      expect(list.text).not.toContain(TEST_LOTTO_SECRET);
    }
    // Sealed in the database: the stored value is not the secret.
    const [row] = await server.database.db
      .select()
      .from(partnerVendors)
      .where(eq(partnerVendors.code, VENDOR));
    expect(row!.secretSealed).not.toContain(FIRST_SECRET);
    const audit = await auditText('partner-vendor:');
    expect(audit.rows.map((entry) => entry.action)).toEqual(['partner.vendor.create']);
    expect(audit.text).not.toContain(FIRST_SECRET);
    expect(audit.text).not.toContain('WXYZ');
    expect(audit.text).toContain('new vendor contract');
  });

  it('syncs its catalogue, launches its game and takes its wallet calls signed with its secret only', async () => {
    const sync = await callRoute(server, routes.operatorVendorSync, {
      token: admin,
      params: { ...aurora, code: VENDOR },
      body: {},
    });
    expect(sync.status, sync.text).toBe(200);
    expect(sync.body.value).toEqual({ added: 2, updated: 0 });
    expect(vendor.state.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/games', signed: true });
    const vendors = await callRoute(server, routes.operatorVendors, { token: admin, params: aurora });
    expect(vendors.body.value.list.find((entry) => entry.code === VENDOR)).toMatchObject({
      name: { EN: 'Acme Games' },
      category: 'RNG',
      walletMode: 'seamless',
      enabled: true,
    });
    const list = await callRoute(server, routes.gameList, { query: { vassalage: VENDOR } });
    expect(list.body.value.games.map((game) => [game.gameId, game.gameName, game.minBet])).toEqual([
      ['acme-dragon', 'Acme Dragon', '0.50'],
      ['acme-tiger', 'Acme Tiger', '1.00'],
    ]);

    const member = await createMember(server, { username: `acme${Date.now() % 100000}` });
    const site = await server.services.merchants.resolveSite('aurora', null);
    await server.services.ledger.move({
      merchantId: site.merchantId,
      currency: 'PHP',
      type: 'adjustment',
      idempotencyKey: `partners-fund-${randomUUID()}`,
      from: ledgerAccount.adjustments,
      to: ledgerAccount.main(member.id),
      amount: 10_000n,
    });
    const launch = await callRoute(server, routes.launchGame, {
      token: member.token,
      query: { gameId: 'acme-dragon', vassalage: VENDOR },
    });
    expect(launch.status, launch.text).toBe(200);
    expect(launch.body.value.content.game_url).toMatch(
      new RegExp(`^${vendor.url}/play/acme-dragon\\?session=`),
    );
    const session = vendor.state.launches.at(-1)!;
    expect(vendor.state.requests.at(-1)).toMatchObject({ path: '/api/launch', signed: true });

    const bet = {
      playerId: session.playerId,
      currency: session.currency,
      transactionId: `acme-bet-${randomUUID()}`,
      roundId: 'acme-round-1',
      gameId: 'acme-dragon',
      amount: '5.00',
      sessionId: session.sessionId,
    };
    const forged = await vendor.wallet('debit', bet, 'someone-else-secret-0000000000');
    expect(forged.status).toBe(401);
    expect(forged.answer.status).toBe('INVALID_SIGNATURE');
    const debit = await vendor.wallet('debit', bet);
    expect(debit.status).toBe(200);
    expect(debit.answer).toMatchObject({ status: 'OK', balance: '95.00', currency: 'PHP' });
    const credit = await vendor.wallet('credit', {
      playerId: session.playerId,
      currency: session.currency,
      transactionId: `acme-win-${randomUUID()}`,
      roundId: 'acme-round-1',
      gameId: 'acme-dragon',
      amount: '12.50',
      betTransactionId: bet.transactionId,
      roundFinished: true,
    });
    expect(credit.answer).toMatchObject({ status: 'OK', balance: '107.50' });
  });

  it('rotates the secret at once for both directions, audited without it', async () => {
    const refused = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: viewer,
      params: { code: VENDOR },
      body: { ...vendorUpdate(), secret: ROTATED_SECRET },
    });
    expectRefused(refused, 'operator.forbidden');
    const bad = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: VENDOR },
      body: { ...vendorUpdate(), secret: 'has spaces in it 0123456789' },
    });
    expectRefused(bad, 'validation.failed');
    const unknown = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: 'NOSUCH' },
      body: vendorUpdate(),
    });
    expectRefused(unknown, 'not.found');

    // Without a secret the old one stays.
    const renamed = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: VENDOR },
      body: { ...vendorUpdate(), name: 'Acme Games Asia' },
    });
    expect(renamed.body.value).toMatchObject({ name: 'Acme Games Asia', secretLast4: 'WXYZ' });
    const balance = (secret?: string) =>
      vendor.wallet('balance', { playerId: vendor.state.launches.at(-1)!.playerId, currency: 'PHP' }, secret);
    expect((await balance()).answer.status).toBe('OK');

    const rotated = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: VENDOR },
      body: { ...vendorUpdate(), secret: ROTATED_SECRET, remark: 'quarterly rotation' },
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.value.secretLast4).toBe('QRST');
    expect(rotated.text).not.toContain(ROTATED_SECRET);
    // The old secret is refused at once; the new one is taken.
    expect((await balance(FIRST_SECRET)).status).toBe(401);
    expect((await balance(ROTATED_SECRET)).answer).toMatchObject({ status: 'OK', balance: '107.50' });
    // Our calls to the vendor are signed with the new one too.
    vendor.state.secret = ROTATED_SECRET;
    const sync = await callRoute(server, routes.operatorVendorSync, {
      token: admin,
      params: { ...aurora, code: VENDOR },
      body: {},
    });
    expect(sync.body.value).toEqual({ added: 0, updated: 2 });

    const audit = await auditText('partner-vendor:');
    expect(audit.rows.map((entry) => entry.action)).toEqual([
      'partner.vendor.create',
      'partner.vendor.update',
      'partner.vendor.update.secret',
    ]);
    expect(audit.rows.at(-1)!.after).toMatchObject({ secretChanged: true, remark: 'quarterly rotation' });
    for (const secret of [FIRST_SECRET, ROTATED_SECRET, 'QRST', 'WXYZ'])
      expect(audit.text).not.toContain(secret);
  });

  it('neither syncs nor launches a vendor switched off', async () => {
    const off = await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: VENDOR },
      body: { ...vendorUpdate(), enabled: false },
    });
    expect(off.body.value.enabled).toBe(false);
    const sync = await callRoute(server, routes.operatorVendorSync, {
      token: admin,
      params: { ...aurora, code: VENDOR },
      body: {},
    });
    expectRefused(sync, 'system.busy');
    const member = await createMember(server, { username: `acmeoff${Date.now() % 100000}` });
    const launch = await callRoute(server, routes.launchGame, {
      token: member.token,
      query: { gameId: 'acme-tiger', vassalage: VENDOR },
    });
    expectRefused(launch, 'system.busy');
    await callRoute(server, routes.operatorPartnerVendorUpdate, {
      token: admin,
      params: { code: VENDOR },
      body: vendorUpdate(),
    });
  });
});

describe('payment gateways as configuration', () => {
  const GATEWAY = 'acmepay';
  const gatewayBody = (overrides: Record<string, unknown> = {}) => ({
    code: GATEWAY,
    name: 'Acme Pay',
    baseUrl: server.paySandbox.url,
    gatewayMerchantId: GATEWAY_MERCHANT,
    channels: ['qr', 'bank_redirect'],
    minAmount: '50.00',
    maxAmount: '20000.00',
    enabled: true,
    secret: GATEWAY_SECRET,
    ...overrides,
  });

  it('adds a gateway whose channel members pay through and whose callbacks credit them', async () => {
    const refused = await callRoute(server, routes.operatorPaymentGatewayCreate, {
      token: viewer,
      params: aurora,
      body: gatewayBody(),
    });
    expectRefused(refused, 'operator.forbidden');
    const bad = await callRoute(server, routes.operatorPaymentGatewayCreate, {
      token: admin,
      params: aurora,
      body: gatewayBody({ code: 'sandbox', minAmount: '500.00', maxAmount: '100.00' }),
    });
    expectRefused(bad, 'validation.failed');
    expect(await server.database.db.select().from(paymentGateways)).toEqual([]);

    const created = await callRoute(server, routes.operatorPaymentGatewayCreate, {
      token: admin,
      params: aurora,
      body: gatewayBody(),
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.value).toMatchObject({
      code: GATEWAY,
      secretSet: true,
      secretLast4: GATEWAY_SECRET.slice(-4),
      minAmount: '50.00',
      notifyUrl: expect.stringMatching(/\/wps\/payment\/notify\/acmepay$/),
    });
    expect(created.text).not.toContain(GATEWAY_SECRET);
    const listed = await callRoute(server, routes.operatorPaymentGateways, { token: viewer, params: aurora });
    expect(listed.body.value.list.map((entry) => [entry.code, entry.builtIn])).toEqual([
      ['sandbox', true],
      [GATEWAY, false],
    ]);
    expect(listed.text).not.toContain(GATEWAY_SECRET);

    // A channel of the new gateway, configured like the sandbox's: within the gateway's bounds only.
    const current = await callRoute(server, routes.operatorDepositMethods, { token: admin, params: aurora });
    const method = (maxAmount: string) => ({
      code: 'ACME_QR',
      name: { EN: 'Acme QR' },
      icon: null,
      recommended: false,
      displayOrder: 9,
      enabled: true,
      channels: [
        {
          name: { EN: 'Acme Pay QR' },
          kind: 'gateway' as const,
          provider: GATEWAY,
          providerChannel: 'qr',
          minAmount: '100.00',
          maxAmount,
          fixedAmounts: [],
          fixedAmountOnly: false,
          feeBasisPoints: 0,
          banks: [],
          receivingAccount: null,
          displayOrder: 1,
          enabled: true,
        },
      ],
    });
    const outside = await callRoute(server, routes.operatorDepositMethodsPut, {
      token: admin,
      params: aurora,
      body: [...current.body.value, method('30000.00')],
    });
    expectRefused(outside, 'validation.failed');
    expect(fields(outside)).toContain(`${current.body.value.length}.channels.0.maxAmount`);
    const saved = await callRoute(server, routes.operatorDepositMethodsPut, {
      token: admin,
      params: aurora,
      body: [...current.body.value, method('5000.00')],
    });
    expect(saved.status, saved.text).toBe(200);

    const member = await createMember(server, { username: `acmepay${Date.now() % 100000}` });
    const channels = await callRoute(server, routes.depositChannels, { token: member.token });
    const channel = channels.body.value.find((entry) => entry.code === 'ACME_QR')!.channels[0]!;
    const order = await callRoute(server, routes.depositByGateway, {
      token: member.token,
      body: { channelId: channel.id, amount: '150.00', requestId: requestId() },
    });
    expect(order.status, order.text).toBe(200);
    await payOnSandbox(order.body.value.payUrl);
    await waitUntil(
      async () => (await recordOf(server, member.token, order.body.value.orderNo))?.status === 'PAID',
      {
        what: 'the callback of the configured gateway credits the deposit',
      },
    );

    // Switched off: its channel is no longer offered; rotated: answered without the secret.
    const { code: _gateway, ...update } = gatewayBody({
      enabled: false,
      secret: 'rotated-gateway-secret-0000-ABCD',
    });
    const off = await callRoute(server, routes.operatorPaymentGatewayUpdate, {
      token: admin,
      params: { ...aurora, code: GATEWAY },
      body: update,
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.value).toMatchObject({ enabled: false, secretLast4: 'ABCD' });
    const after = await callRoute(server, routes.depositChannels, { token: member.token });
    expect(after.body.value.some((entry) => entry.code === 'ACME_QR')).toBe(false);
    const audit = await auditText('payment-gateway:');
    expect(audit.rows.map((entry) => entry.action)).toEqual([
      'partner.gateway.create',
      'partner.gateway.update.secret',
    ]);
    expect(audit.text).not.toContain(GATEWAY_SECRET);
    expect(audit.text).not.toContain('rotated-gateway-secret');
  });
});

describe('payout banks as configuration', () => {
  const accountInfo = (token: string, country?: string) =>
    callRoute(server, routes.withdrawAccounts, { token, ...(country ? { query: { country } } : {}) });
  const bank = (overrides: Record<string, unknown> = {}) => ({
    country: 'TH',
    code: 'KBANK',
    name: 'Kasikornbank',
    type: 'bank' as const,
    accountNumberPattern: '\\d{10}',
    enabled: true,
    displayOrder: 1,
    ...overrides,
  });

  it('serves the seeded list to members of the merchant country, and each country its own', async () => {
    const seeded = await callRoute(server, routes.operatorPayoutBanks, { token: viewer, params: aurora });
    expect(seeded.body.value.list.map((entry) => `${entry.country}:${entry.code}:${entry.type}`)).toEqual([
      'PH:BDO:bank',
      'PH:BPI:bank',
      'PH:MBTC:bank',
      'PH:LBP:bank',
      'PH:UBP:bank',
      'PH:SECB:bank',
      'PH:GCASH:ewallet',
      'PH:MAYA:ewallet',
    ]);
    const member = await createMember(server, { username: `banks${Date.now() % 100000}` });
    const info = await accountInfo(member.token);
    expect(info.status, info.text).toBe(200);
    expect(info.body.value.banks[0]).toEqual({ code: 'BDO', name: 'BDO Unibank' });
    expect(info.body.value.banks).toHaveLength(6);
    expect(info.body.value.ewallets).toEqual([
      { code: 'GCASH', name: 'GCash' },
      { code: 'MAYA', name: 'Maya' },
    ]);
    expect(Object.keys(info.body.value).sort()).toEqual(['accounts', 'banks', 'ewallets', 'payeeName']);

    const refused = await callRoute(server, routes.operatorPayoutBankCreate, {
      token: viewer,
      params: aurora,
      body: bank(),
    });
    expectRefused(refused, 'operator.forbidden');
    const bad = await callRoute(server, routes.operatorPayoutBankCreate, {
      token: admin,
      params: aurora,
      body: bank({ country: 'Thailand', accountNumberPattern: '(\\d+)+' }),
    });
    expectRefused(bad, 'validation.failed');
    expect(fields(bad).sort()).toEqual(['accountNumberPattern', 'country']);
    const created = await callRoute(server, routes.operatorPayoutBankCreate, {
      token: admin,
      params: aurora,
      body: bank(),
    });
    expect(created.status, created.text).toBe(200);
    const duplicate = await callRoute(server, routes.operatorPayoutBankCreate, {
      token: admin,
      params: aurora,
      body: bank({ name: 'Another' }),
    });
    expectRefused(duplicate, 'validation.failed');
    await callRoute(server, routes.operatorPayoutBankCreate, {
      token: admin,
      params: aurora,
      body: bank({ code: 'TRUEMONEY', name: 'TrueMoney', type: 'ewallet', accountNumberPattern: null }),
    });

    const thai = await accountInfo(member.token, 'TH');
    expect(thai.body.value.banks).toEqual([{ code: 'KBANK', name: 'Kasikornbank' }]);
    expect(thai.body.value.ewallets).toEqual([{ code: 'TRUEMONEY', name: 'TrueMoney' }]);
    expect((await accountInfo(member.token, 'VN')).body.value).toMatchObject({ banks: [], ewallets: [] });
    const onlyThai = await callRoute(server, routes.operatorPayoutBanks, {
      token: admin,
      params: aurora,
      query: { country: 'TH' },
    });
    expect(onlyThai.body.value.list.map((entry) => entry.code)).toEqual(['KBANK', 'TRUEMONEY']);
  });

  it('binds only banks switched on, with account numbers that fit their pattern', async () => {
    const list = (await callRoute(server, routes.operatorPayoutBanks, { token: admin, params: aurora })).body
      .value.list;
    const bdo = list.find((entry) => entry.code === 'BDO')!;
    const kbank = list.find((entry) => entry.code === 'KBANK')!;
    const viewerOff = await callRoute(server, routes.operatorPayoutBankEnabled, {
      token: viewer,
      params: { ...aurora, id: bdo.id },
      body: { enabled: false },
    });
    expectRefused(viewerOff, 'operator.forbidden');
    const off = await callRoute(server, routes.operatorPayoutBankEnabled, {
      token: admin,
      params: { ...aurora, id: bdo.id },
      body: { enabled: false, remark: 'BDO payouts suspended' },
    });
    expect(off.body.value.enabled).toBe(false);

    const kit = money(server);
    const member = await kit.member(`bind${Date.now() % 100000}`);
    expect((await accountInfo(member.token)).body.value.banks.map((entry) => entry.code)).not.toContain(
      'BDO',
    );
    const bind = (body: Record<string, unknown>) =>
      callRoute(server, routes.bindPayoutAccount, {
        token: member.token,
        key: kit.key(),
        body: {
          kind: 'bank',
          bankCode: 'BDO',
          accountNumber: '1234567890',
          accountName: 'Juan Dela Cruz',
          paymentPassword: PAYMENT_PASSWORD,
          ...body,
        } as never,
      });
    const switchedOff = await bind({});
    expectRefused(switchedOff, 'validation.failed');
    expect(fields(switchedOff)).toEqual(['bankCode']);
    const wrongNumber = await bind({ bankCode: 'KBANK', country: 'TH', accountNumber: '123456789012' });
    expect(fields(wrongNumber)).toEqual(['accountNumber']);
    const bound = await bind({ bankCode: 'KBANK', country: 'TH' });
    expect(bound.status, bound.text).toBe(200);
    expect(bound.body.value).toMatchObject({ bankCode: 'KBANK', bankName: 'Kasikornbank' });

    const renamed = await callRoute(server, routes.operatorPayoutBankUpdate, {
      token: admin,
      params: { ...aurora, id: kbank.id },
      body: { ...bank({ name: 'KBank', displayOrder: 2 }), remark: 'brand name' },
    });
    expect(renamed.body.value).toMatchObject({ name: 'KBank', displayOrder: 2 });
    const clash = await callRoute(server, routes.operatorPayoutBankUpdate, {
      token: admin,
      params: { ...aurora, id: kbank.id },
      body: bank({ code: 'TRUEMONEY' }),
    });
    expectRefused(clash, 'validation.failed');
    const missing = await callRoute(server, routes.operatorPayoutBankUpdate, {
      token: admin,
      params: { ...aurora, id: 999_999 },
      body: bank(),
    });
    expectRefused(missing, 'not.found');

    const audit = await auditText('payout-bank:');
    const actions = audit.rows.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'payout.bank.create')).toHaveLength(8 + 2);
    expect(actions).toEqual(expect.arrayContaining(['payout.bank.disable', 'payout.bank.update']));
  });
});

it('declares every partner call for operators: reads for viewers, changes for admins', () => {
  const partnerRoutes = (Object.values(routes) as RouteDescriptor[]).filter((route) =>
    /Partner|PaymentGateway|PayoutBank/.test(route.id),
  );
  expect(partnerRoutes).toHaveLength(10);
  for (const route of partnerRoutes) {
    expect(route.auth).toBe('operator');
    expect(route.open).toBe(true);
    expect(route.minRole).toBe(route.method === 'GET' ? 'viewer' : 'admin');
  }
});
