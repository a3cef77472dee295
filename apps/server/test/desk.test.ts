import { DESK_PATH, LIVE_CLOSE, readDeskServerMessage, routes, type DeskServerMessage } from '@wps/contracts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOf, manualDeposit, requestId } from './deposits-support.js';
import { adminToken, callRoute, createMember, startTestServer, type TestServer } from './harness.js';

/*
 * The back office's desk channel: an operator's open page hears `queue` when a finance queue changed
 * (a new manual deposit, an adjustment made or decided), only after `auth` with a live operator
 * session; a bad token is refused and a switched-off operator's socket is closed.
 */

let server: TestServer;
let admin: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await server?.close();
});

async function desk() {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${DESK_PATH}`);
  sockets.push(socket);
  const heard: DeskServerMessage[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const message = readDeskServerMessage(JSON.parse(String(data)));
    if (message) heard.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const until = async (test: (message: DeskServerMessage) => boolean, timeoutMs = 3_000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = heard.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`not heard within ${timeoutMs} ms: ${JSON.stringify(heard)}`);
  };
  return {
    heard,
    closed,
    until,
    async auth(token: string) {
      socket.send(JSON.stringify({ type: 'auth', token }));
      await until((message) => message.type === 'ready' && message.operator);
    },
  };
}

async function viewer() {
  const username = `deskview${Date.now() % 100_000}`;
  const password = 'Desk-viewer-pass-1';
  const created = await callRoute(server, routes.operatorCreate, {
    token: admin,
    body: { username, password, role: 'viewer' },
  });
  const login = await callRoute(server, routes.operatorLogin, { body: { username, password } });
  await callRoute(server, routes.operatorChangePassword, {
    token: login.body.value.token,
    body: { oldPassword: password, newPassword: `${password}x` },
  });
  return { id: created.body.value.id, token: login.body.value.token as string };
}

describe('desk channel', () => {
  it('tells an operator’s page that the deposit and adjustment queues changed, and nobody else', async () => {
    const staff = await viewer();
    const listening = await desk();
    const anonymous = await desk();
    await listening.until((message) => message.type === 'ready' && !message.operator);
    await listening.auth(staff.token);

    const member = await createMember(server, { username: `deskpayer${Date.now() % 100_000}` });
    const channel = await channelOf(server, member.token, 'BANK_TRANSFER');
    const made = await manualDeposit(server, member.token, {
      channelId: channel.id,
      amount: '250.00',
      reference: 'DESK-1',
      payerName: 'Juan Dela Cruz',
      requestId: requestId(),
    });
    expect(made.status, made.text).toBe(200);
    await listening.until((message) => message.type === 'queue' && message.queue === 'deposit');

    const adjusted = await callRoute(server, routes.operatorAdjustmentCreate, {
      token: admin,
      params: { merchantCode: 'aurora' },
      body: { memberId: member.id, amount: '10.00', reason: 'Goodwill', requestId: requestId() },
    });
    expect(adjusted.status, adjusted.text).toBe(200);
    await listening.until((message) => message.type === 'queue' && message.queue === 'adjustment');
    expect(anonymous.heard.filter((message) => message.type === 'queue')).toEqual([]);
  });

  it('refuses a token that names no operator session, and closes a switched-off operator’s socket', async () => {
    const stranger = await desk();
    sockets.at(-1)!.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }));
    expect(await stranger.closed).toBe(LIVE_CLOSE.unauthorized);

    const staff = await viewer();
    const listening = await desk();
    await listening.auth(staff.token);
    const off = await callRoute(server, routes.operatorUpdate, {
      token: admin,
      params: { id: staff.id },
      body: { disabled: true, reason: 'Left' },
    });
    expect(off.status).toBe(200);
    await server.services.desk.checkSessions();
    expect(await listening.closed).toBe(LIVE_CLOSE.sessionEnded);
  });
});
