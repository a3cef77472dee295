import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PUBLIC_DEMO_SECRETS } from '../src/platform/config.js';
import { withPartnerSecrets } from '../src/partner-secrets.js';
import {
  CALLBACK_WAIT,
  callbackBody,
  channelOf,
  depositMethods,
  gatewayDeposit,
  mainBalance,
  notify,
  orderRow,
  payOnSandbox,
  requestId,
} from './deposits-support.js';
import { createMember, startTestServer, type TestServer } from './harness.js';
import { waitUntil } from './wait.js';

/**
 * Attacks on the payment callback (security findings 1 and 4), on a server started as `npm start`
 * starts one: no partner secret configured, so it generates and keeps its own.
 */

const PUBLIC_DEMO_GATEWAY_SECRET = 'sandbox-demo-secret-aurora-2026';
const KEEP_REFUSED = 40;
const CALLBACKS_PER_MINUTE = 200;

let server: TestServer;
let members = 0;
beforeAll(async () => {
  server = await startTestServer({
    generatedSecrets: true,
    env: {
      RATE_LIMIT_SCALE: '1',
      PAYMENT_CALLBACKS_PER_MINUTE: String(CALLBACKS_PER_MINUTE),
      PAYMENT_CALLBACKS_REFUSED_KEEP: String(KEEP_REFUSED),
    },
  });
});
afterAll(() => server?.close());

const newMember = () => createMember(server, { username: `payer${++members}x${Date.now() % 100000}` });

async function order(token: string, amount: string, headers: Record<string, string> = {}) {
  const channel = await channelOf(server, token, 'ONLINE_BANKING');
  const created = await gatewayDeposit(
    server,
    token,
    { channelId: channel.id, amount, bankCode: 'BDO', requestId: requestId() },
    { headers },
  );
  expect(created.status, created.text).toBe(200);
  return created.body.value;
}

describe('forged deposits', () => {
  it('keeps a generated gateway secret per deployment, never a public one', async () => {
    expect(PUBLIC_DEMO_SECRETS.has(server.secrets.gateway)).toBe(false);
    expect(PUBLIC_DEMO_SECRETS.has(server.secrets.vendor)).toBe(false);
    expect(server.secrets.gateway.length).toBeGreaterThanOrEqual(32);
    expect(server.secrets.vendor).not.toBe(server.secrets.gateway);
    // Every process of the deployment reads the same one from the database.
    const again = await withPartnerSecrets(loadConfig({}), server.database.db);
    expect(again.PAYMENT_SANDBOX_SECRET).toBe(server.secrets.gateway);
    expect(again.SLOTS_VENDOR_SECRET).toBe(server.secrets.vendor);
  });

  it('refuses a PAID callback signed with the public demo secret and credits nothing', async () => {
    const member = await newMember();
    const { orderNo } = await order(member.token, '5000.00');
    const row = await orderRow(server, orderNo);
    const forged = callbackBody(
      server,
      { merchantOrderNo: orderNo, gatewayOrderNo: row.providerOrderNo!, amount: '5000.00' },
      PUBLIC_DEMO_GATEWAY_SECRET,
    );
    const answer = await notify(server, forged);
    expect(answer.status).toBe(401);
    expect(await mainBalance(server, member.id)).toBe(0n);
    expect((await orderRow(server, orderNo)).status).toBe('PENDING');
  });

  it('hands the gateway callback and return links of its own address, whatever Host the member sends', async () => {
    // A listener of the attacker's: a callback sent here would never credit, and would leak a signed one.
    let stolen = 0;
    const trap = http.createServer((request, response) => {
      stolen++;
      response.end('success');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    try {
      const member = await newMember();
      const { orderNo, payUrl } = await order(member.token, '120.00', { host: trapHost });
      await payOnSandbox(payUrl);
      await waitUntil(async () => (await mainBalance(server, member.id)) === 12_000n, {
        what: 'the credit',
        ...CALLBACK_WAIT,
      });
      expect(stolen).toBe(0);
      const page = await (await fetch(payUrl, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain(`${server.url}/?memberCentre=depositv2`);
      expect(page).not.toContain(trapHost);
      expect((await orderRow(server, orderNo)).status).toBe('PAID');
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });
});

describe('refused callbacks', () => {
  async function storedRefused() {
    const result = (await server.database.db.execute(
      sql`select count(*)::int as rows, coalesce(sum(octet_length(body)), 0)::int as bytes,
            coalesce(max(body_size), 0)::int as largest
          from payment_callbacks where not signature_valid`,
    )) as unknown as { rows: { rows: number; bytes: number; largest: number }[] };
    return result.rows[0]!;
  }

  it('keeps only bounded summaries of 300 bodies of 60 KB that anyone posted, and limits each address', async () => {
    const answers: number[] = [];
    // Incompressible bodies, so the database could not hide what it stores.
    const body = () => randomBytes(45 * 1024).toString('base64');
    for (let batch = 0; batch < 30; batch++) {
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          notify(server, body(), (batch + i) % 3 === 0 ? 'nosuch' : 'sandbox').then((res) => res.status),
        ),
      );
      answers.push(...sent);
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      300 - CALLBACKS_PER_MINUTE,
    );
    expect(answers.every((status) => [400, 401, 404, 429].includes(status))).toBe(true);
    const stored = await storedRefused();
    expect(stored.bytes).toBe(0);
    expect(stored.largest).toBe(Buffer.byteLength(body()));
    // The newest KEEP_REFUSED, and at most one pruning round (32 callbacks) more.
    expect(stored.rows).toBeLessThanOrEqual(KEEP_REFUSED + 32);
    expect(stored.rows).toBeGreaterThanOrEqual(KEEP_REFUSED);
    const size = (await server.database.db.execute(
      sql`select pg_total_relation_size('payment_callbacks')::bigint as bytes`,
    )) as unknown as { rows: { bytes: string | number }[] };
    expect(Number(size.rows[0]!.bytes)).toBeLessThan(1024 * 1024);
  });
});

describe('a deployment without the sandbox', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ env: { PAY_SANDBOX: 'false', PAYMENT_SANDBOX_URL: '' } });
  });
  afterAll(() => bare?.close());

  it('answers 404 on the sandbox callback path, even to a correctly signed body, and offers no gateway channel', async () => {
    const member = await createMember(bare, { username: 'nosandbox1' });
    const methods = await depositMethods(bare, member.token);
    expect(methods.flatMap((method) => method.channels).some((channel) => channel.kind === 'gateway')).toBe(
      false,
    );
    const signed = callbackBody(bare, { merchantOrderNo: 'DP1', gatewayOrderNo: 'PS1', amount: '1.00' });
    expect((await notify(bare, signed)).status).toBe(404);
  });
});
