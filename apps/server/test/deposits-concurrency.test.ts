import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import {
  adminToken,
  callRoute,
  createMember,
  createPostgresDatabase,
  startTestServer,
  type TestServer,
} from './harness.js';
import { waitUntil } from './wait.js';
import {
  CALLBACK_WAIT,
  callbackBody,
  callbackRows,
  channelOf,
  depositPostings,
  gatewayDeposit,
  mainBalance,
  manualDeposit,
  notify,
  orderRow,
  payOnSandbox,
  requestId,
} from './deposits-support.js';

/** Races on deposits against the real PostgreSQL, whatever database the rest of the run uses. */
describe('deposit races on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startTestServer({ databaseUrl: database.url, env: { DATABASE_POOL_SIZE: '24' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('20 concurrent duplicate callbacks of one payment credit the member exactly once', async () => {
    const member = await createMember(server, { username: 'racer' });
    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '1000.00',
      requestId: requestId(),
    });
    expect(created.status, created.text).toBe(200);
    const { orderNo, payUrl } = created.body.value;
    const gatewayOrderNo = (await orderRow(server, orderNo)).providerOrderNo!;
    // Twenty deliveries of the result, each freshly signed as the gateway's retries are.
    const bodies = Array.from({ length: 20 }, () =>
      callbackBody(server, { merchantOrderNo: orderNo, gatewayOrderNo, amount: '1000.00' }),
    );
    const answers = await Promise.all(bodies.map((body) => notify(server, body)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 200, text: 'success' })));

    expect(await mainBalance(server, member.id)).toBe(100_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);
    const row = await orderRow(server, orderNo);
    expect(row.status).toBe('PAID');
    expect(row.ledgerTransactionId).not.toBeNull();
    const outcomes = (await callbackRows(server, orderNo)).map((callback) => callback.outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);

    // The gateway's own callback, when the payment is then made on its page, is one more duplicate.
    await payOnSandbox(payUrl);
    await waitUntil(async () => (await callbackRows(server, orderNo)).length === 21, {
      what: 'the gateway callback',
      ...CALLBACK_WAIT,
    });
    expect(await mainBalance(server, member.id)).toBe(100_000n);
    expect(await depositPostings(server, orderNo)).toBe(1);
    expect((await server.services.ledger.reconcile()).clean).toBe(true);
  });

  it('of an approval and a rejection racing on one manual deposit, exactly one wins', async () => {
    const admin = await adminToken(server);
    const member = await createMember(server, { username: 'racer2' });
    const channel = await channelOf(server, member.token, 'BANK_TRANSFER');
    let approvals = 0;
    for (let round = 0; round < 8; round++) {
      const { orderNo } = (
        await manualDeposit(server, member.token, {
          channelId: channel.id,
          amount: '300.00',
          reference: `R${round}`,
          payerName: 'Maria Santos',
          requestId: requestId(),
        })
      ).body.value;
      const decide = (decision: 'approve' | 'reject') =>
        callRoute(
          server,
          decision === 'approve' ? routes.operatorDepositApprove : routes.operatorDepositReject,
          {
            token: admin,
            params: { merchantCode: 'aurora', orderNo },
            body: { remark: `${decision} in round ${round}` },
          },
        );
      const answers = await Promise.all((['approve', 'reject', 'approve', 'reject'] as const).map(decide));
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.errorCode === 'order.not.pending')).toHaveLength(3);
      const status = (await orderRow(server, orderNo)).status;
      expect(winners[0]!.body.value.status).toBe(status);
      if (status === 'PAID') approvals++;
      expect(await depositPostings(server, orderNo)).toBe(status === 'PAID' ? 1 : 0);
    }
    expect(await mainBalance(server, member.id)).toBe(BigInt(approvals) * 30_000n);
    expect((await server.services.ledger.reconcile()).clean).toBe(true);
  });
});
