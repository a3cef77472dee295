import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { depositOrders } from '../src/modules/deposits/tables.js';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { PaymentProviderError } from '../src/modules/deposits/providers/index.js';
import { createSandboxProvider } from '../src/modules/deposits/providers/sandbox.js';
import {
  adminToken,
  callRoute,
  createMember,
  createMerchant,
  putSection,
  refusalOf,
  startTestServer,
  type RouteBody,
  type TestServer,
} from './harness.js';
import { waitUntil } from './wait.js';
import {
  CALLBACK_WAIT,
  callbackBody,
  callbackRows,
  channelOf,
  depositMethods,
  depositPostings,
  gatewayDeposit,
  gatewayOrder,
  GATEWAY_SECRET,
  mainBalance,
  manualDeposit,
  notify,
  orderRow,
  payOnSandbox,
  PNG_PROOF,
  recordOf,
  records,
  renotify,
  requestId,
  siteOf,
} from './deposits-support.js';

let server: TestServer;
let admin: string;
let members = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const newMember = (merchant?: string) =>
  createMember(server, {
    username: `dep${++members}${Date.now() % 100000}`,
    ...(merchant ? { merchant } : {}),
  });
const aurora = { merchantCode: 'aurora' };
const reconcileClean = async () => expect((await server.services.ledger.reconcile()).clean).toBe(true);

async function paidRecord(token: string, orderNo: string) {
  return waitUntil(
    async () => {
      const record = await recordOf(server, token, orderNo);
      return record?.status === 'PAID' ? record : null;
    },
    { what: `order ${orderNo} to be paid`, ...CALLBACK_WAIT },
  );
}

describe('payment methods of the demo merchant', () => {
  it('shows members the enabled methods and channels in display order, named in their language', async () => {
    const member = await newMember();
    const methods = await depositMethods(server, member.token);
    expect(methods.map((method) => [method.code, method.name])).toEqual([
      ['ONLINE_BANKING', 'Online banking'],
      ['QR_PAY', 'QR pay'],
      ['BANK_TRANSFER', 'Bank transfer'],
    ]);
    const [banking, qr, transfer] = methods;
    expect(banking!.channels[0]).toMatchObject({
      kind: 'gateway',
      minAmount: '100.00',
      maxAmount: '50000.00',
    });
    expect(banking!.channels[0]!.banks.map((bank) => bank.code)).toContain('BDO');
    expect(qr!.channels[0]).toMatchObject({
      fixedAmounts: ['100.00', '200.00', '500.00', '1000.00', '5000.00'],
      fixedAmountOnly: true,
    });
    expect(transfer!.channels[0]).toMatchObject({
      kind: 'manual',
      receivingAccount: { bankName: 'BDO Unibank', accountNumber: '0012 3456 7890' },
    });
    // The gateway wiring stays on the server.
    expect(JSON.stringify(methods)).not.toMatch(/provider|sandbox/);

    const chinese = await depositMethods(server, member.token, { language: 'CN' });
    expect(chinese.map((method) => method.name)).toEqual(['网银支付', '扫码支付', '银行转账']);
    // A channel without a Thai name falls back to English.
    const thai = await depositMethods(server, member.token, { language: 'TH' });
    expect(thai[0]!.name).toBe('ธนาคารออนไลน์');
    expect(thai[0]!.channels[0]!.name).toBe('Aurora Pay bank redirect');
  });
});

describe('a deposit through the payment gateway', () => {
  let member: { id: number; token: string };
  let orderNo: string;
  let payUrl: string;

  it('creates the order at the gateway, is paid on its page, and the callback credits the member once', async () => {
    member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '1500.00',
      bankCode: 'BDO',
      requestId: requestId(),
    });
    expect(created.status, created.text).toBe(200);
    ({ orderNo, payUrl } = created.body.value);
    expect(orderNo).toMatch(/^DP\d{14}[0-9A-F]{8}$/);
    expect(payUrl.startsWith(`${server.paySandbox.publicUrl}/pay/`)).toBe(true);
    expect(created.body.value.qrContent).toBeNull();
    expect(created.body.value.expiresAt).toBe(server.clock.now().getTime() + 15 * 60_000);
    expect(await recordOf(server, member.token, orderNo)).toMatchObject({
      status: 'PENDING',
      amount: '1500.00',
      fee: '0.00',
      method: 'Online banking',
      payUrl,
    });
    expect(await mainBalance(server, member.id)).toBe(0n);

    await payOnSandbox(payUrl);
    const record = await paidRecord(member.token, orderNo);
    expect(record.payUrl).toBeNull();
    expect(record.completedAt).toBe(server.clock.now().getTime());
    expect(await mainBalance(server, member.id)).toBe(150_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);
    const row = await orderRow(server, orderNo);
    expect(row.ledgerTransactionId).not.toBeNull();
    const callbacks = await callbackRows(server, orderNo);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatchObject({ provider: 'sandbox', signatureValid: true, outcome: 'credited' });
    const settings = await callRoute(server, routes.depositSettings, { token: member.token });
    expect(settings.body.value).toEqual({ allowDeposit: true, totalDepositSuccessCount: 1 });
    await reconcileClean();
  });

  it('credits once whatever the duplicates: a renotify and a replay of the very same body', async () => {
    const row = await orderRow(server, orderNo);
    const renotified = await renotify(server, row.providerOrderNo!);
    expect(renotified.code).toBe(0);
    expect(renotified.data.delivered).toBe(true);
    const [first] = await callbackRows(server, orderNo);
    const replay = await notify(server, first!.body!);
    expect(replay).toEqual({ status: 200, text: 'success' });

    expect(await mainBalance(server, member.id)).toBe(150_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);
    const outcomes = (await callbackRows(server, orderNo)).map((callback) => callback.outcome);
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate']);
    await reconcileClean();
  });

  it('refuses forged, stale, mismatched and unknown callbacks before any effect, and keeps them as evidence', async () => {
    const victim = await newMember();
    const channel = await channelOf(server, victim.token, 'QR_PAY');
    const created = await gatewayDeposit(server, victim.token, {
      channelId: channel.id,
      amount: '200',
      requestId: requestId(),
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.value.qrContent).toBe(created.body.value.payUrl);
    const target = created.body.value.orderNo;
    const gatewayOrderNo = (await orderRow(server, target)).providerOrderNo!;
    const fields = { merchantOrderNo: target, gatewayOrderNo, amount: '200.00' };

    const attempts: [string, { status: number; text: string }][] = [
      ['forged', await notify(server, callbackBody(server, fields, 'not-the-secret-at-all-000'))],
      [
        'tampered',
        await notify(
          server,
          callbackBody(server, fields).replace('"amount":"200.00"', '"amount":"20000.00"'),
        ),
      ],
      [
        'stale',
        await notify(
          server,
          callbackBody(server, { ...fields, timestamp: server.clock.now().getTime() - 10 * 60_000 }),
        ),
      ],
      ['wrong amount', await notify(server, callbackBody(server, { ...fields, amount: '2000.00' }))],
      ['wrong currency', await notify(server, callbackBody(server, { ...fields, currency: 'USD' }))],
      [
        'other gateway order',
        await notify(server, callbackBody(server, { ...fields, gatewayOrderNo: 'PS20261122080000DEADBEEF' })),
      ],
      [
        'unknown order',
        await notify(
          server,
          callbackBody(server, { ...fields, merchantOrderNo: 'DP20261122080000FFFFFFFF' }),
        ),
      ],
      ['not JSON', await notify(server, '{"merchantOrderNo":')],
      ['oversized', await notify(server, `{"pad":"${'x'.repeat(70_000)}"}`)],
      ['unknown provider', await notify(server, callbackBody(server, fields), 'otherpay')],
    ];
    for (const [what, answer] of attempts) {
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.text, what).not.toBe('success');
    }
    expect(Object.fromEntries(attempts.map(([what, answer]) => [what, answer.text]))).toMatchObject({
      forged: 'fail: bad_signature',
      tampered: 'fail: bad_signature',
      stale: 'fail: stale_timestamp',
      'wrong amount': 'fail: amount_mismatch',
      'unknown order': 'fail: unknown_order',
      'not JSON': 'fail: malformed',
      oversized: 'fail',
    });

    expect((await orderRow(server, target)).status).toBe('PENDING');
    expect(await mainBalance(server, victim.id)).toBe(0n);
    expect(await depositPostings(server, target)).toBe(0);
    const kept = await callbackRows(server, target);
    expect(kept.map((row) => [row.signatureValid, row.outcome])).toEqual([
      [false, 'refused:bad_signature'],
      [false, 'refused:bad_signature'],
      [true, 'refused:stale_timestamp'],
      [true, 'refused:amount_mismatch'],
      [true, 'refused:amount_mismatch'],
      [true, 'refused:order_mismatch'],
    ]);
    await reconcileClean();

    // The real payment still goes through afterwards.
    await payOnSandbox(created.body.value.payUrl);
    await paidRecord(victim.token, target);
    expect(await mainBalance(server, victim.id)).toBe(20_000n);
  });

  it('marks a declined payment FAILED without credit', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '300.00',
      requestId: requestId(),
    });
    await payOnSandbox(created.body.value.payUrl, 'decline');
    const record = await waitUntil(
      async () => {
        const found = await recordOf(server, member.token, created.body.value.orderNo);
        return found?.status === 'FAILED' ? found : null;
      },
      { what: 'the order to fail', ...CALLBACK_WAIT },
    );
    expect(record.remark).toBe('Declined at the payment gateway');
    expect(record.payUrl).toBeNull();
    expect(await mainBalance(server, member.id)).toBe(0n);
    const callbacks = await callbackRows(server, created.body.value.orderNo);
    expect(callbacks.map((callback) => callback.outcome)).toEqual(['failed']);
  });

  it('keeps amounts within the channel limits and fixed amounts', async () => {
    const member = await newMember();
    const banking = await channelOf(server, member.token, 'ONLINE_BANKING');
    const qr = await channelOf(server, member.token, 'QR_PAY');
    const create = (channelId: number, amount: string) =>
      gatewayDeposit(server, member.token, { channelId, amount, requestId: requestId() });

    for (const amount of ['99.99', '50000.01', '0']) {
      const refused = await create(banking.id, amount);
      expect(refused.status, amount).toBe(400);
      expect(refused.body.errorCode).toBe('amount.out.of.range');
      expect(refused.body.value).toEqual({ min: '100.00', max: '50000.00', fixedAmounts: [] });
    }
    const notFixed = await create(qr.id, '300.00');
    expect(notFixed.body.errorCode).toBe('amount.out.of.range');
    expect(notFixed.body.value).toEqual({
      min: '100.00',
      max: '5000.00',
      fixedAmounts: ['100.00', '200.00', '500.00', '1000.00', '5000.00'],
    });
    const tooPrecise = await create(banking.id, '100.001');
    expect(tooPrecise.body.errorCode).toBe('validation.failed');
    const unknownBank = await gatewayDeposit(server, member.token, {
      channelId: banking.id,
      amount: '100',
      bankCode: 'NOPE',
      requestId: requestId(),
    });
    expect(unknownBank.body.errorCode).toBe('validation.failed');
    const manualChannel = await channelOf(server, member.token, 'BANK_TRANSFER');
    expect((await create(manualChannel.id, '500.00')).body.errorCode).toBe('validation.failed');
    expect((await create(999_999, '500.00')).body.errorCode).toBe('validation.failed');
    // The limits themselves are allowed.
    expect((await create(banking.id, '100.00')).status).toBe(200);
    expect((await create(banking.id, '50000')).status).toBe(200);
    expect((await records(server, member.token)).body.value.list).toHaveLength(2);
  });

  it('answers a repeated request with the same order, and refuses its id for another request', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const body = { channelId: channel.id, amount: '700.00', requestId: requestId() };
    const first = await gatewayDeposit(server, member.token, body);
    const again = await gatewayDeposit(server, member.token, { ...body, amount: '700' });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    const other = await gatewayDeposit(server, member.token, { ...body, amount: '701.00' });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('idempotency.conflict');
    expect((await records(server, member.token)).body.value.list).toHaveLength(1);
  });

  it('lets the member cancel their own pending orders only', async () => {
    const member = await newMember();
    const stranger = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '400.00',
      requestId: requestId(),
    });
    const { orderNo } = created.body.value;
    const cancel = (token: string, no = orderNo) =>
      callRoute(server, routes.depositCancel, { token, body: { orderNo: no } });

    const foreign = await cancel(stranger.token);
    expect(foreign.status).toBe(404);
    expect((await cancel(member.token, 'DP0000000000000000000000')).status).toBe(404);
    const cancelled = await cancel(member.token);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await recordOf(server, member.token, orderNo)).toMatchObject({
      status: 'CANCELLED',
      payUrl: null,
    });
    const twice = await cancel(member.token);
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('order.not.pending');

    // Money the gateway did take is never lost: paying a cancelled order still credits it.
    await payOnSandbox(created.body.value.payUrl);
    await paidRecord(member.token, orderNo);
    expect(await mainBalance(server, member.id)).toBe(40_000n);
    await reconcileClean();
  });

  it('finishes a credit that was decided but not booked when the process stopped', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '600.00',
      requestId: requestId(),
    });
    const { orderNo } = created.body.value;
    // The state a crash between the decision and the ledger posting leaves behind.
    await server.database.db
      .update(depositOrders)
      .set({ status: 'PAID', completedAt: server.clock.now() })
      .where(eq(depositOrders.orderNo, orderNo));
    expect(await mainBalance(server, member.id)).toBe(0n);
    expect(await recordOf(server, member.token, orderNo)).toMatchObject({ status: 'PAID' });
    expect(await mainBalance(server, member.id)).toBe(60_000n);
    // The gateway's callback, when it comes, finds it done.
    await payOnSandbox(created.body.value.payUrl);
    await waitUntil(async () => (await callbackRows(server, orderNo)).length === 1, {
      what: 'the callback',
      ...CALLBACK_WAIT,
    });
    expect((await callbackRows(server, orderNo))[0]!.outcome).toBe('duplicate');
    expect(await mainBalance(server, member.id)).toBe(60_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);
    await reconcileClean();
  });

  it('expires an unpaid order after its window, once the gateway confirms it was not paid', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '250.00',
      requestId: requestId(),
    });
    server.clock.advance(14 * 60_000);
    expect((await recordOf(server, member.token, created.body.value.orderNo))!.status).toBe('PENDING');
    server.clock.advance(2 * 60_000);
    const record = await recordOf(server, member.token, created.body.value.orderNo);
    expect(record).toMatchObject({ status: 'EXPIRED', payUrl: null });
    expect(await mainBalance(server, member.id)).toBe(0n);
  });
});

describe('manual bank transfers', () => {
  const submit = async (token: string, overrides: Partial<RouteBody<typeof routes.depositManual>> = {}) => {
    const channel = await channelOf(server, token, 'BANK_TRANSFER');
    return manualDeposit(server, token, {
      channelId: channel.id,
      amount: '500.00',
      reference: 'INV-2026-0042',
      payerName: 'Juan Dela Cruz',
      requestId: requestId(),
      ...overrides,
    });
  };
  const decide = (orderNo: string, decision: 'approve' | 'reject', remark?: string) =>
    callRoute(server, decision === 'approve' ? routes.operatorDepositApprove : routes.operatorDepositReject, {
      token: admin,
      params: { ...aurora, orderNo },
      body: remark ? { remark } : {},
    });

  it('waits for an operator, who sees it in the queue with its proof, approves it once and is audited', async () => {
    const member = await newMember();
    const submitted = await submit(member.token, { proofImage: PNG_PROOF });
    expect(submitted.status, submitted.text).toBe(200);
    const { orderNo } = submitted.body.value;
    expect(await recordOf(server, member.token, orderNo)).toMatchObject({
      status: 'PENDING',
      kind: 'manual',
      reference: 'INV-2026-0042',
      method: 'Bank transfer',
    });

    const queue = await callRoute(server, routes.operatorDeposits, {
      token: admin,
      params: aurora,
      query: { status: 'PENDING', kind: 'manual' },
    });
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.value.list.find((entry) => entry.orderNo === orderNo)).toMatchObject({
      memberId: member.id,
      payerName: 'Juan Dela Cruz',
      hasProof: true,
      amount: '500.00',
    });
    const proof = await callRoute(server, routes.operatorDepositProof, {
      token: admin,
      params: { ...aurora, orderNo },
    });
    expect(proof.body.value.image).toBe(PNG_PROOF);

    const approved = await decide(orderNo, 'approve', 'Seen on the statement');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.value).toMatchObject({ orderNo, status: 'PAID', remark: 'Seen on the statement' });
    expect(await mainBalance(server, member.id)).toBe(50_000n);
    expect((await orderRow(server, orderNo)).decidedBy).toBe('admin');

    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide(orderNo, decision, 'again');
      expect(again.status).toBe(409);
      expect(again.body.errorCode).toBe('order.not.pending');
    }
    expect(await mainBalance(server, member.id)).toBe(50_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);

    const audit = await callRoute(server, routes.auditList, {
      token: admin,
      query: { merchantCode: 'aurora', pageSize: 100 },
    });
    const entries = audit.body.value.list.filter((entry) => entry.target === `deposit:${orderNo}`);
    expect(entries.map((entry) => [entry.action, entry.operatorName])).toEqual([
      ['deposit.approve', 'admin'],
    ]);
    await reconcileClean();
  });

  it('is rejected with a remark the member sees; a rejected order cannot be approved', async () => {
    const member = await newMember();
    const { orderNo } = (await submit(member.token)).body.value;
    const noRemark = await decide(orderNo, 'reject');
    expect(noRemark.body.errorCode).toBe('validation.failed');
    const rejected = await decide(orderNo, 'reject', 'No such transfer received');
    expect(rejected.status).toBe(200);
    expect(await recordOf(server, member.token, orderNo)).toMatchObject({
      status: 'REJECTED',
      remark: 'No such transfer received',
    });
    const late = await decide(orderNo, 'approve');
    expect(late.body.errorCode).toBe('order.not.pending');
    expect(await mainBalance(server, member.id)).toBe(0n);
  });

  it('checks the proof image by its bytes and size', async () => {
    const member = await newMember();
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
    const cases: [string, string][] = [
      ['a JPEG sent as PNG', `data:image/png;base64,${jpegHeader.toString('base64')}`],
      [
        'text sent as WebP',
        `data:image/webp;base64,${Buffer.from('hello, not an image at all').toString('base64')}`,
      ],
      ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ];
    const png = Buffer.from(PNG_PROOF.split(',')[1]!, 'base64');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
    cases.push(['a PNG over 2 MB', `data:image/png;base64,${big.toString('base64')}`]);
    for (const [what, proofImage] of cases) {
      const refused = await submit(member.token, { proofImage });
      expect(refused.status, what).toBe(400);
      expect(refused.body.errorCode, what).toBe('validation.failed');
      expect(Object.keys(refusalOf(refused).fields!), what).toEqual(['proofImage']);
    }
    expect((await records(server, member.token)).body.value.list).toHaveLength(0);
    // JPEG and WebP with their real signatures pass; exactly 2 MB is allowed.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    for (const proofImage of [
      `data:image/jpeg;base64,${jpegHeader.toString('base64')}`,
      `data:image/webp;base64,${webp.toString('base64')}`,
      `data:image/png;base64,${big.subarray(0, 2 * 1024 * 1024).toString('base64')}`,
    ]) {
      const accepted = await submit(member.token, { proofImage });
      expect(accepted.status, accepted.text.slice(0, 200)).toBe(200);
    }
    // The route's own body limit (3 MB) stops anything bigger before it is parsed.
    const huge = await submit(member.token, { reference: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.errorCode).toBe('payload.too.large');
  });

  it('answers a repeated report with the same order; the same id with other content is refused', async () => {
    const member = await newMember();
    const id = requestId();
    const first = await submit(member.token, { requestId: id });
    const again = await submit(member.token, { requestId: id });
    expect(again.body.value).toEqual(first.body.value);
    const other = await submit(member.token, { requestId: id, reference: 'INV-OTHER' });
    expect(other.body.errorCode).toBe('idempotency.conflict');
  });

  it('leaves gateway orders to the gateway', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '100',
      requestId: requestId(),
    });
    const refused = await decide(created.body.value.orderNo, 'approve');
    expect(refused.body.errorCode).toBe('function.not.available');
    expect((await decide('DP0000000000000000000000', 'approve')).status).toBe(404);
  });
});

describe('operator configuration of methods and channels', () => {
  type MethodInput = RouteBody<typeof routes.operatorDepositMethodsPut>[number];
  type ChannelInput = MethodInput['channels'][number];
  const payco = { merchantCode: 'payco' };
  const methodsOf = (params = payco) =>
    callRoute(server, routes.operatorDepositMethods, { token: admin, params });
  const putMethods = (body: MethodInput[]) =>
    callRoute(server, routes.operatorDepositMethodsPut, { token: admin, params: payco, body });
  const gatewayChannel = {
    name: { EN: 'Card', CN: '银行卡' },
    kind: 'gateway',
    provider: 'sandbox',
    providerChannel: 'bank_redirect',
    minAmount: '50',
    maxAmount: '20000',
    fixedAmounts: [],
    fixedAmountOnly: false,
    feeBasisPoints: 150,
    banks: [{ code: 'BPI', name: 'BPI' }],
    receivingAccount: null,
    displayOrder: 2,
    enabled: true,
  } satisfies ChannelInput;
  const manualChannel = {
    ...gatewayChannel,
    name: { EN: 'Counter deposit' },
    kind: 'manual',
    provider: null,
    providerChannel: null,
    feeBasisPoints: 0,
    banks: [],
    receivingAccount: { bankName: 'BPI', accountName: 'PayCo Ltd', accountNumber: '111122223333' },
    displayOrder: 1,
  } satisfies ChannelInput;
  const method = (code: string, channels: ChannelInput[], extra: Partial<MethodInput> = {}): MethodInput => ({
    code,
    name: { EN: code.toLowerCase() },
    icon: null,
    recommended: false,
    displayOrder: 1,
    enabled: true,
    channels,
    ...extra,
  });

  beforeAll(async () => {
    const created = await createMerchant(server, admin, 'payco', {
      name: 'PayCo',
      domains: ['payco.example'],
      mainDomain: 'payco.example',
      analyticsId: null,
    });
    expect(created.status, created.text).toBe(200);
  });

  it('replaces the set as a whole, round-trips it, retires channels left out, and audits the change', async () => {
    expect((await methodsOf()).body.value).toEqual([]);
    const put = await putMethods([method('CARDS', [gatewayChannel, manualChannel], { recommended: true })]);
    expect(put.status, put.text).toBe(200);
    const saved = put.body.value;
    expect(saved).toHaveLength(1);
    // Channels come back in display order, with ids and the amounts in the currency's format.
    expect(saved[0]!.channels.map((channel) => channel.name.EN)).toEqual(['Counter deposit', 'Card']);
    expect(saved[0]!.channels[1]).toMatchObject({
      minAmount: '50.00',
      maxAmount: '20000.00',
      feeBasisPoints: 150,
    });
    expect((await methodsOf()).body.value).toEqual(saved);

    const member = await newMember('payco');
    const seen = await depositMethods(server, member.token, { merchant: 'payco', language: 'CN' });
    expect(seen.map((entry) => entry.channels.map((channel) => channel.name))).toEqual([
      ['Counter deposit', '银行卡'],
    ]);

    // An order on the card channel, paid with its 1.5 % fee: 985.00 to the member, 15.00 to the house.
    const cardId = saved[0]!.channels[1]!.id;
    const created = await gatewayDeposit(
      server,
      member.token,
      { channelId: cardId, amount: '1000', requestId: requestId() },
      { merchant: 'payco' },
    );
    expect(created.status, created.text).toBe(200);
    const site = await siteOf(server, 'payco');
    const house = () => server.services.ledger.balance(site.merchantId, 'PHP', ledgerAccount.house);
    const houseBefore = await house();
    await payOnSandbox(created.body.value.payUrl);
    await waitUntil(
      async () => (await orderRow(server, created.body.value.orderNo)).ledgerTransactionId !== null,
      { what: 'the payco deposit to be credited', ...CALLBACK_WAIT },
    );
    expect(await mainBalance(server, member.id, 'payco')).toBe(98_500n);
    expect((await house()) - houseBefore).toBe(1_500n);

    // Second version: the card channel is left out (retired), a QR channel comes, the counter is off.
    const [counter] = saved[0]!.channels;
    const second = await putMethods([
      method('CARDS', [
        { ...manualChannel, id: counter!.id, enabled: false },
        { ...gatewayChannel, name: { EN: 'QR' }, providerChannel: 'qr', feeBasisPoints: 0 },
      ]),
    ]);
    expect(second.status, second.text).toBe(200);
    const channels = second.body.value[0]!.channels;
    expect(channels.map((channel) => [channel.id === counter!.id, channel.enabled])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(channels.some((channel) => channel.id === cardId)).toBe(false);
    expect(
      (await depositMethods(server, member.token, { merchant: 'payco' }))[0]!.channels.map((c) => c.name),
    ).toEqual(['QR']);
    // The retired channel's order keeps its names in the member's records.
    const history = await records(server, member.token, {}, { merchant: 'payco' });
    expect(history.body.value.list[0]).toMatchObject({ channel: 'Card', amount: '1000.00', fee: '15.00' });
    const refusedRetired = await gatewayDeposit(
      server,
      member.token,
      { channelId: cardId, amount: '1000', requestId: requestId() },
      { merchant: 'payco' },
    );
    expect(refusedRetired.status).toBe(400);

    // Removing the method: gone from both views, though its retired channels keep their orders.
    const emptied = await putMethods([]);
    expect(emptied.body.value).toEqual([]);
    expect(await depositMethods(server, member.token, { merchant: 'payco' })).toEqual([]);

    const audit = await callRoute(server, routes.auditList, {
      token: admin,
      query: { merchantCode: 'payco', pageSize: 100 },
    });
    const changes = audit.body.value.list.filter((entry) => entry.action === 'deposit.methods.replace');
    expect(changes).toHaveLength(3);
    // Newest first: the last change went from the second version to nothing.
    expect(changes[0]!.before).toEqual(second.body.value);
    expect(changes[0]!.after).toEqual([]);
    expect(changes[2]!.after).toEqual(saved);
    await reconcileClean();
  });

  it('refuses an invalid set with every problem by field, changing nothing', async () => {
    const before = (await methodsOf()).body.value;
    const refused = await putMethods([
      method('DUP', [
        { ...gatewayChannel, minAmount: '500', maxAmount: '100' },
        { ...gatewayChannel, provider: 'nopay' },
        { ...gatewayChannel, providerChannel: 'crypto' },
        { ...manualChannel, receivingAccount: null },
        { ...gatewayChannel, fixedAmounts: ['10'], fixedAmountOnly: true },
        { ...gatewayChannel, id: 999_999 },
      ]),
      method('DUP', []),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(refused).fields!).sort()).toEqual([
      '0.channels.0.maxAmount',
      '0.channels.1.provider',
      '0.channels.2.providerChannel',
      '0.channels.3.receivingAccount',
      '0.channels.4.fixedAmounts.0',
      '1.code',
    ]);
    const unknownChannel = await putMethods([method('ONE', [{ ...gatewayChannel, id: 999_999 }])]);
    expect(Object.keys(refusalOf(unknownChannel).fields!)).toEqual(['0.channels.0.id']);
    // Another merchant's channel is unknown here too.
    const auroraChannel = (await methodsOf(aurora)).body.value[0]!.channels[0]!.id;
    const foreign = await putMethods([method('ONE', [{ ...gatewayChannel, id: auroraChannel }])]);
    expect(foreign.body.errorCode).toBe('validation.failed');
    expect((await methodsOf()).body.value).toEqual(before);
  });

  it('is for operators only: members and anonymous callers are refused', async () => {
    const member = await newMember();
    expect(
      (await callRoute(server, routes.operatorDepositMethods, { token: member.token, params: payco })).status,
    ).toBe(401);
    expect((await callRoute(server, routes.operatorDepositMethods, { params: payco })).status).toBe(401);
  });
});

describe('deposit settings, switches and records', () => {
  it('closes deposits in credit mode and with the deposit module off', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const modules = (on: Record<string, boolean>) =>
      putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({ ...value, ...on }));
    try {
      expect((await modules({ CREDITMAR3: true })).status).toBe(200);
      const settings = await callRoute(server, routes.depositSettings, { token: member.token });
      expect(settings.body.value.allowDeposit).toBe(false);
      const refused = await gatewayDeposit(server, member.token, {
        channelId: channel.id,
        amount: '100',
        requestId: requestId(),
      });
      expect(refused.body.errorCode).toBe('function.not.available');
      expect((await modules({ CREDITMAR3: false, DPSTBAS3: false })).status).toBe(200);
      expect((await callRoute(server, routes.depositChannels, { token: member.token })).body.errorCode).toBe(
        'function.not.available',
      );
    } finally {
      await modules({ CREDITMAR3: false, DPSTBAS3: true });
    }
    expect((await callRoute(server, routes.depositChannels, { token: member.token })).status).toBe(200);
  });

  it('pages records newest first, filters by status and by day ranges of at most 31 days, and keeps them', async () => {
    const member = await newMember();
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const made: string[] = [];
    for (const amount of ['100', '200', '300']) {
      const created = await gatewayDeposit(server, member.token, {
        channelId: channel.id,
        amount,
        requestId: requestId(),
      });
      made.push(created.body.value.orderNo);
      server.clock.advance(1000);
    }
    await callRoute(server, routes.depositCancel, { token: member.token, body: { orderNo: made[1]! } });
    const page = await records(server, member.token, { pageSize: 2 });
    expect(page.body.value.list.map((record) => record.orderNo)).toEqual([made[2], made[1]]);
    expect(page.body.value.totalPages).toBe(2);
    const cancelled = await records(server, member.token, { status: 'CANCELLED' });
    expect(cancelled.body.value.list.map((record) => record.orderNo)).toEqual([made[1]]);

    const createdAt = (await orderRow(server, made[0]!)).createdAt.getTime();
    const day = 24 * 60 * 60_000;
    const tooLong = await records(server, member.token, {
      startTime: createdAt - 40 * day,
      endTime: createdAt,
    });
    expect(tooLong.body.errorCode).toBe('validation.failed');

    // Three months later: gone from the default last 7 days, still there for a range that covers them.
    server.clock.advance(92 * day);
    const site = await siteOf(server);
    // The old session has long ended: the member signs in again.
    const token = await server.services.members.createSession(
      { id: member.id, merchantId: site.merchantId },
      '127.0.0.1',
      'vitest',
    );
    expect((await records(server, token)).body.value.list).toHaveLength(0);
    const old = await records(server, token, { startTime: createdAt - day, endTime: createdAt + 30 * day });
    expect(old.body.value.list.map((record) => record.orderNo)).toEqual([...made].reverse());
    // Their payment windows closed long ago.
    expect(old.body.value.list.map((record) => record.status)).toEqual(['EXPIRED', 'CANCELLED', 'EXPIRED']);
  });
});

describe('when callbacks are lost or the gateway is down', () => {
  let isolated: TestServer;

  beforeAll(async () => {
    // The gateway's callbacks go to a port where nothing listens: every one of them is lost.
    isolated = await startTestServer({ env: { PUBLIC_URL: 'http://127.0.0.1:9' } });
  }, 60_000);
  afterAll(async () => {
    await isolated?.close();
  });

  it('asks the gateway before expiring an order, and credits it when it was paid', async () => {
    const member = await createMember(isolated, { username: 'lostcallback' });
    const channel = await channelOf(isolated, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(isolated, member.token, {
      channelId: channel.id,
      amount: '800.00',
      requestId: requestId(),
    });
    expect(created.status, created.text).toBe(200);
    await payOnSandbox(created.body.value.payUrl);
    // The gateway's own record of its callback attempt, not a 300 ms sleep: it was sent and got lost.
    const paid = await waitUntil(
      async () => {
        const order = await gatewayOrder(isolated, created.body.value.orderNo);
        return order.notify?.lastAttempt && order;
      },
      { what: "the gateway's callback attempt", ...CALLBACK_WAIT },
    );
    expect(paid.status).toBe('PAID');
    expect(paid.notify!.lastAttempt!.outcome).not.toBe('success');
    expect(await callbackRows(isolated, created.body.value.orderNo)).toEqual([]);
    expect((await recordOf(isolated, member.token, created.body.value.orderNo))!.status).toBe('PENDING');
    expect(await mainBalance(isolated, member.id)).toBe(0n);

    isolated.clock.advance(15 * 60_000);
    expect((await recordOf(isolated, member.token, created.body.value.orderNo))!.status).toBe('PAID');
    expect(await mainBalance(isolated, member.id)).toBe(80_000n);
    expect(await depositPostings(isolated, created.body.value.orderNo)).toBe(1);
    expect((await isolated.services.ledger.reconcile()).clean).toBe(true);
  });

  it('answers payment.unavailable when the gateway cannot be reached, leaving the order FAILED', async () => {
    const member = await createMember(isolated, { username: 'gatewaydown' });
    const channel = await channelOf(isolated, member.token, 'QR_PAY');
    await isolated.paySandbox.close();
    const body = { channelId: channel.id, amount: '500', requestId: requestId() };
    const refused = await gatewayDeposit(isolated, member.token, body);
    expect(refused.status).toBe(503);
    expect(refused.body.errorCode).toBe('payment.unavailable');
    const [record] = (await records(isolated, member.token)).body.value.list;
    expect(record).toMatchObject({
      status: 'FAILED',
      payUrl: null,
      remark: 'The payment service did not answer',
    });
    // The same request answers the same outcome.
    expect((await gatewayDeposit(isolated, member.token, body)).body.errorCode).toBe('payment.unavailable');
  });

  it('gives up on a gateway that does not answer within its deadline', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const provider = createSandboxProvider({
        baseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        merchantId: 'aurora-demo',
        secret: GATEWAY_SECRET,
        clock: isolated.clock,
        timeoutMs: 300,
      });
      const started = Date.now();
      await expect(
        provider.createOrder({
          orderNo: 'DP1',
          amount: '100.00',
          currency: 'PHP',
          channel: 'qr',
          notifyUrl: 'http://127.0.0.1:9/n',
          returnUrl: 'http://127.0.0.1:9/r',
        }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
