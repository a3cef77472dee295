import { LIVE_CLOSE, LIVE_PATH, routes, type LiveServerMessage } from '@wps/contracts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOf, gatewayDeposit, payOnSandbox, requestId } from './deposits-support.js';
import {
  adminToken,
  callRoute,
  createMember,
  putSection,
  startTestServer,
  type TestServer,
} from './harness.js';
import { announcementInput } from './content-support.js';
import { openLive, type LiveClient } from './live-support.js';
import { newId, walletKit } from './vendor-wallet-support.js';

/*
 * The live channel (docs/product.md §Live channel) on one server: what a visitor's socket and a
 * member's socket hear, and what they never hear (another member's money, another merchant's news).
 */

const SOCKETS_PER_ADDRESS = 12;
let server: TestServer;
let admin: string;
const aurora = { merchantCode: 'aurora' };
const open: LiveClient[] = [];

async function live(options: Parameters<typeof openLive>[1] = {}) {
  const client = await openLive(server, options);
  open.push(client);
  return client;
}

async function closeAll() {
  await Promise.all(open.splice(0).map((client) => client.close()));
}

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_SOCKETS_PER_ADDRESS: String(SOCKETS_PER_ADDRESS) } });
  admin = await adminToken(server);
});

afterAll(async () => {
  await closeAll();
  await server?.close();
});

const notice = announcementInput({ title: { EN: 'Live news' }, content: { EN: '<p>Now</p>' } });

describe('public topics', () => {
  it('upgrades through one WebSocket server for both channels (each upgrade handled once)', () => {
    expect(server.app.server.listenerCount('upgrade')).toBe(1);
  });

  it('tells every open page of the site, visitors too, that announcements changed', async () => {
    const visitor = await live();
    const member = await live({ token: (await createMember(server, { username: 'livenews' })).token });
    const created = await callRoute(server, routes.announcementCreate, {
      token: admin,
      params: aurora,
      body: notice,
    });
    expect(created.status, created.text).toBe(200);
    await visitor.next('announcements');
    await member.next('announcements');
    await closeAll();
  });

  it('tells open pages when maintenance switches on and off', async () => {
    const visitor = await live();
    const switchTo = (enabled: boolean) =>
      putSection(server, admin, 'maintenance', (value: { enabled: boolean }) => ({ ...value, enabled }));
    expect((await switchTo(true)).status).toBe(200);
    expect(await visitor.next('status')).toEqual({ type: 'status', maintenance: true });
    expect((await switchTo(false)).status).toBe(200);
    expect(await visitor.next('status')).toEqual({ type: 'status', maintenance: false });
    await closeAll();
  });

  it('refuses a socket for no known site before the upgrade', async () => {
    await expect(openLive(server, { merchant: 'nosuchsite' })).rejects.toThrow(/HTTP 400/);
  });
});

describe('member topics', () => {
  it('pushes a gateway deposit: the order paid and the balance changed, to that member only', async () => {
    const member = await createMember(server, { username: 'livedep' });
    const other = await createMember(server, { username: 'liveother' });
    const mine = await live({ token: member.token });
    const second = await live({ token: member.token });
    const theirs = await live({ token: other.token });
    const visitor = await live();

    const channel = await channelOf(server, member.token, 'ONLINE_BANKING');
    const created = await gatewayDeposit(server, member.token, {
      channelId: channel.id,
      amount: '250.00',
      bankCode: 'BDO',
      requestId: requestId(),
    });
    expect(created.status, created.text).toBe(200);
    const { orderNo, payUrl } = created.body.value;
    await payOnSandbox(payUrl);

    for (const tab of [mine, second]) {
      expect(await tab.next('order')).toEqual({ type: 'order', kind: 'deposit', orderNo, status: 'PAID' });
      expect(await tab.next('balance')).toEqual({ type: 'balance', cause: 'deposit' });
    }
    // A fresh ping round trip on each of the others: anything pushed to them would have come first.
    for (const tab of [theirs, visitor]) {
      tab.socket.send(JSON.stringify({ type: 'ping' }));
      await tab.next('pong');
      const money = tab.heard.filter((message: LiveServerMessage) =>
        ['order', 'balance'].includes(message.type),
      );
      expect(money).toEqual([]);
    }
    await closeAll();
  });

  it('pushes the bet and the win of a seamless round', async () => {
    const kit = walletKit(server);
    const player = await kit.player(10_000n);
    const tab = await live({ token: player.token });
    const round = newId('r');
    const bet = newId('tx');
    const debit = await kit.debit(player, { tx: bet, round, amount: '5.00' });
    expect(debit.status, debit.text).toBe(200);
    expect(await tab.next('balance')).toEqual({ type: 'balance', cause: 'bet' });
    const credit = await kit.credit(player, { tx: newId('tx'), bet, round, amount: '12.00' });
    expect(credit.status, credit.text).toBe(200);
    expect(await tab.next('balance')).toEqual({ type: 'balance', cause: 'win' });
    await closeAll();
  });

  it('closes a member socket whose session ended, and refuses a token that names none', async () => {
    const member = await createMember(server, { username: 'liveend' });
    const tab = await live({ token: member.token });
    const visitor = await live();
    const out = await callRoute(server, routes.memberLogout, { token: member.token });
    expect(out.status, out.text).toBe(200);
    await server.services.live.checkSessions();
    expect((await tab.closed).code).toBe(LIVE_CLOSE.sessionEnded);
    expect(visitor.socket.readyState).toBe(WebSocket.OPEN);

    const stale = await live();
    stale.socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    expect((await stale.closed).code).toBe(LIVE_CLOSE.unauthorized);
    await closeAll();
  });

  it('closes a socket that sends what the channel does not understand', async () => {
    const tab = await live();
    tab.socket.send(JSON.stringify({ type: 'subscribe', topic: 'everything' }));
    expect((await tab.closed).code).toBe(LIVE_CLOSE.badMessage);
    const binary = await live();
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1003);
    const huge = await live();
    huge.socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(5_000) }));
    expect((await huge.closed).code).toBe(1009);
    await closeAll();
  });

  it(`holds at most ${SOCKETS_PER_ADDRESS} sockets per address`, async () => {
    for (let i = 0; i < SOCKETS_PER_ADDRESS; i++) await live();
    const extra = new WebSocket(`${server.url.replace(/^http/, 'ws')}${LIVE_PATH}?merchant=aurora`);
    const code = await new Promise<number>((resolve) => extra.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(LIVE_CLOSE.tooMany);
    await closeAll();
    // Closed ones are given back.
    const again = await live();
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    await closeAll();
  });
});
