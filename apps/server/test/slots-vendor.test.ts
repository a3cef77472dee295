import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  routes,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorCatalogueSchema,
} from '@wps/contracts';
import { hashServerSeed, replayRound, slotById, spin } from '@wps/games';
import { startSlotsVendor, type SlotsVendor } from '../src/vendors/slots/app.js';
import { SLOT_JOBS } from '../src/vendors/slots/service.js';
import { sign } from '../src/vendors/kit/signing.js';
import { vendorSlotRounds, vendorSlotSeeds, vendorSlotSessions } from '../src/vendors/slots/tables.js';
import { adminToken, callRoute, startTestServer, type TestServer } from './harness.js';
import { jobCompleted, waitUntil } from './wait.js';
import { CURRENCY, VENDOR_SECRET, walletKit, type Player } from './vendor-wallet-support.js';

let server: TestServer;
let kit: ReturnType<typeof walletKit>;

beforeAll(async () => {
  server = await startTestServer();
  kit = walletKit(server);
});
afterAll(async () => server?.close());

interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

async function request<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    json = {} as T;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A call of the platform to the vendor, signed with the shared secret. */
function vendorCall<T = Record<string, unknown>>(
  vendor: { url: string },
  path: string,
  payload?: unknown,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? server.clock.now().getTime());
  return request<T>(`${vendor.url}${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    ...(payload === undefined ? {} : { body }),
    headers: {
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: options.signature ?? sign(options.secret ?? VENDOR_SECRET, timestamp, body),
    },
  });
}

async function launch(vendor: SlotsVendor, p: Player, gameId = 'aurora-fruits', language = 'EN') {
  const res = await vendorCall<{ gameUrl: string }>(vendor, '/api/launch', {
    playerId: p.playerId,
    sessionId: p.sessionId,
    gameId,
    currency: CURRENCY,
    language,
    lobbyUrl: `${server.url}/lobby`,
  });
  expect(res.status, res.text).toBe(200);
  const token = new URL(res.json.gameUrl).pathname.split('/').pop()!;
  return { gameUrl: res.json.gameUrl, token };
}

async function trial(vendor: SlotsVendor, gameId = 'star-gems') {
  const res = await vendorCall<{ gameUrl: string }>(vendor, '/api/trial', {
    gameId,
    currency: CURRENCY,
    language: 'UR',
    lobbyUrl: `${server.url}/lobby`,
  });
  expect(res.status, res.text).toBe(200);
  return { gameUrl: res.json.gameUrl, token: new URL(res.json.gameUrl).pathname.split('/').pop()! };
}

interface SpinReply {
  roundId: string;
  stops: number[];
  win: string;
  bet: string;
  balance: string | null;
  creditPending: boolean;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  error?: string;
}

function spinCall(vendor: { url: string }, body: Record<string, unknown>) {
  return request<SpinReply>(`${vendor.url}/api/spin`, { method: 'POST', body: JSON.stringify(body) });
}

async function roundRow(roundId: string) {
  const [row] = await server.database.db
    .select()
    .from(vendorSlotRounds)
    .where(eq(vendorSlotRounds.roundId, roundId));
  return row!;
}

async function activeSeed(owner: string) {
  const [row] = await server.database.db
    .select()
    .from(vendorSlotSeeds)
    .where(and(eq(vendorSlotSeeds.owner, owner), eq(vendorSlotSeeds.active, true)));
  return row!;
}

const toMinor = (amount: string) => BigInt(amount.replace('.', ''));

/** Waits for the vendor's background work to bring a round to `status`. */
const roundReaches = (roundId: string, status: string) =>
  waitUntil(async () => (await roundRow(roundId)).status === status, {
    what: () => `round ${roundId} to be ${status}`,
    intervalMs: 25,
  });

/**
 * A wallet in front of the platform's: records every call and lets a test hold or fail some of them.
 * `delayMs` holds the answer after forwarding (the call did reach the wallet), `fail` answers 503.
 */
async function walletProxy(
  target: string,
  rules: { delay?: (op: string) => number; fail?: (op: string, attempt: number) => boolean } = {},
) {
  const calls: { op: string; body: Record<string, unknown> }[] = [];
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const op = (req.url ?? '').split('/').pop()!;
      calls.push({ op, body: JSON.parse(raw) as Record<string, unknown> });
      const attempt = calls.filter((c) => c.op === op).length;
      if (rules.fail?.(op, attempt)) {
        res.writeHead(503).end('busy');
        return;
      }
      void (async () => {
        const forwarded = await fetch(`${target}${req.url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [VENDOR_TIMESTAMP_HEADER]: String(req.headers[VENDOR_TIMESTAMP_HEADER]),
            [VENDOR_SIGNATURE_HEADER]: String(req.headers[VENDOR_SIGNATURE_HEADER]),
          },
          body: raw,
        });
        const text = await forwarded.text();
        const delay = rules.delay?.(op) ?? 0;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        if (!res.destroyed) res.writeHead(forwarded.status, { 'content-type': 'application/json' }).end(text);
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

describe('slot vendor: the platform-facing API', () => {
  it('refuses missing, wrong and stale signatures', async () => {
    const vendor = server.slotsVendor;
    const body = { gameId: 'aurora-fruits', currency: CURRENCY, language: 'EN', lobbyUrl: '' };
    const now = server.clock.now().getTime();
    const noHeaders = await request(`${vendor.url}/api/trial`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(noHeaders.status).toBe(401);
    for (const options of [
      { secret: 'another-secret-of-16-chars' },
      { timestamp: now - 31_000 },
      { timestamp: now + 31_000 },
      { signature: '0'.repeat(64) },
      { signature: 'not-hex' },
    ]) {
      expect((await vendorCall(vendor, '/api/trial', body, options)).status).toBe(401);
      expect((await vendorCall(vendor, '/api/games', undefined, options)).status).toBe(401);
    }
    const sessions = await server.database.db.select().from(vendorSlotSessions);
    expect(sessions).toEqual([]);
    // Signed over other bytes than those sent.
    const timestamp = String(now);
    const raw = JSON.stringify(body);
    const tampered = await request(`${vendor.url}/api/trial`, {
      method: 'POST',
      body: JSON.stringify({ ...body, gameId: 'lucky-sevens' }),
      headers: {
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: sign(VENDOR_SECRET, timestamp, raw),
      },
    });
    expect(tampered.status).toBe(401);
  });

  it('lists the three games with localized names and icons it serves', async () => {
    const res = await vendorCall(server.slotsVendor, '/api/games');
    expect(res.status).toBe(200);
    const catalogue = vendorCatalogueSchema.parse(res.json);
    expect(catalogue.games.map((game) => game.gameId)).toEqual([
      'aurora-fruits',
      'star-gems',
      'lucky-sevens',
    ]);
    for (const game of catalogue.games) {
      expect(game.category).toBe('RNG');
      expect(game.supportPlay).toBe(0);
      expect(game.lineNum).toBe(slotById(game.gameId)!.lines);
      expect(Object.keys(game.name).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'UR', 'VI']);
      const icon = await fetch(game.icon);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect(await icon.text()).toContain('<svg');
    }
    expect(catalogue.games[0]!.minBet).toBe('0.20');
  });
});

describe('slot vendor: real-money spins through the seamless wallet', () => {
  let p: Player;
  let token: string;

  beforeAll(async () => {
    p = await kit.player(100_000n);
    ({ token } = await launch(server.slotsVendor, p, 'aurora-fruits', 'JA'));
  });

  it('serves the game page with a strict CSP inside the platform frame', async () => {
    const page = await request(`${server.slotsVendor.url}/play/${token}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`frame-ancestors 'self' ${server.url}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    for (const id of [
      'spin',
      'balance',
      'bet',
      'win',
      'reel-0',
      'reel-4',
      'server-seed-hash',
      'client-seed',
      'nonce',
      'rotate-seed',
      'round-id',
      'verify-link',
    ])
      expect(page.text).toContain(`data-testid="${id}"`);
    expect(page.text).toContain('lang="ja"');
    expect(page.text).toContain('1,000.00 PHP');
    expect(page.text).not.toMatch(/<script(?![^>]*nonce=)(?![^>]*type="application\/json")/);
    const script = await fetch(`${server.slotsVendor.url}/assets/play.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const unknown = await request(`${server.slotsVendor.url}/play/nope`);
    expect(unknown.status).toBe(404);
  });

  it('moves the balance by exactly the bet and the engine’s win for each (seed, client seed, nonce)', async () => {
    const definition = slotById('aurora-fruits')!;
    let balance = await kit.balance(p.memberId);
    expect(balance).toBe(100_000n);
    const seedBefore = await activeSeed(p.playerId);
    for (let i = 0; i < 6; i++) {
      const res = await spinCall(server.slotsVendor, {
        token,
        betMinor: '100',
        ...(i === 3 ? { clientSeed: 'my-own-seed' } : {}),
      });
      expect(res.status, res.text).toBe(200);
      const seed = await activeSeed(p.playerId);
      expect(seed.id).toBe(seedBefore.id);
      expect(res.json.nonce).toBe(i);
      expect(res.json.clientSeed).toBe(i >= 3 ? 'my-own-seed' : seedBefore.clientSeed);
      expect(res.json.serverSeedHash).toBe(hashServerSeed(seed.serverSeed));
      const expected = spin(definition, 100n, seed.serverSeed, res.json.clientSeed, i);
      expect(res.json.stops).toEqual(expected.stops);
      expect(toMinor(res.json.win)).toBe(expected.winMinor);
      balance = balance - 100n + expected.winMinor;
      expect(await kit.balance(p.memberId)).toBe(balance);
      expect(toMinor(res.json.balance!)).toBe(balance);
      expect(res.json.creditPending).toBe(false);
      const row = await roundRow(res.json.roundId);
      expect(row.status).toBe('settled');
      expect(row.balanceAfterMinor).toBe(balance);
    }
  });

  it('refuses bets the game does not allow', async () => {
    for (const bet of [{ betMinor: '10' }, { betMinor: '105' }, { bet: '0.1' }, { bet: 'x' }, {}]) {
      const res = await spinCall(server.slotsVendor, { token, ...bet });
      expect(res.status, JSON.stringify(bet)).toBe(400);
    }
    const byDecimal = await spinCall(server.slotsVendor, { token, bet: '0.40' });
    expect(byDecimal.status, byDecimal.text).toBe(200);
    expect(byDecimal.json.bet).toBe('0.40');
  });

  it('refuses a spin the balance cannot pay: no round charged', async () => {
    const poor = await kit.player(50n);
    const { token: poorToken } = await launch(server.slotsVendor, poor);
    const res = await spinCall(server.slotsVendor, { token: poorToken, betMinor: '100' });
    expect(res.status).toBe(402);
    expect(res.json.error).toBe('INSUFFICIENT_FUNDS');
    expect(res.json).toMatchObject({ balance: '0.50' });
    expect(await kit.balance(poor.memberId)).toBe(50n);
    const rounds = await server.database.db
      .select()
      .from(vendorSlotRounds)
      .where(eq(vendorSlotRounds.owner, poor.playerId));
    expect(rounds.map((round) => round.status)).toEqual(['refused']);
    const postings = await kit.postingsOf(`${rounds[0]!.roundId}:bet`);
    expect(postings).toEqual([]);
  });

  it('rotating the seed reveals the committed server seed, and every round of it replays', async () => {
    const before = await request<{ seed: { serverSeedHash: string; nonce: number } }>(
      `${server.slotsVendor.url}/api/session/${token}`,
    );
    const commitment = before.json.seed.serverSeedHash;
    const seedRow = await activeSeed(p.playerId);
    const unrevealedRound = (
      await server.database.db.select().from(vendorSlotRounds).where(eq(vendorSlotRounds.seedId, seedRow.id))
    ).find((round) => round.status === 'settled')!;
    const hidden = await request(`${server.slotsVendor.url}/verify?round=${unrevealedRound.roundId}`);
    expect(hidden.text).toContain(commitment);
    expect(hidden.text).not.toContain(seedRow.serverSeed);
    expect(hidden.text).toContain('revealed after you rotate');

    const rotated = await request<{
      previous: { serverSeed: string; serverSeedHash: string; rounds: number };
      current: { serverSeedHash: string; nonce: number };
    }>(`${server.slotsVendor.url}/api/seed/rotate`, {
      method: 'POST',
      body: JSON.stringify({ token, clientSeed: 'next-seed' }),
    });
    expect(rotated.status, rotated.text).toBe(200);
    const { previous, current } = rotated.json;
    expect(hashServerSeed(previous.serverSeed)).toBe(commitment);
    expect(previous.serverSeedHash).toBe(commitment);
    expect(current.serverSeedHash).not.toBe(commitment);
    expect(current.nonce).toBe(0);

    const rounds = await server.database.db
      .select()
      .from(vendorSlotRounds)
      .where(eq(vendorSlotRounds.seedId, seedRow.id));
    const played = rounds.filter((round) => round.status === 'settled');
    expect(played.length).toBeGreaterThanOrEqual(7);
    for (const round of played) {
      const replay = replayRound({
        gameId: round.gameId,
        serverSeed: previous.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        betMinor: round.betMinor,
      });
      const outcome = round.outcome as { stops: number[] };
      expect(replay.stops).toEqual(outcome.stops);
      expect(replay.winMinor).toBe(round.winMinor);
      // The public verifier answers the same, from the same engine.
      const query = new URLSearchParams({
        game: round.gameId,
        serverSeed: previous.serverSeed,
        clientSeed: round.clientSeed,
        nonce: String(round.nonce),
        bet: (Number(round.betMinor) / 100).toFixed(2),
      });
      const verified = await request<{ stops: number[]; winMinor: string; serverSeedHash: string }>(
        `${server.slotsVendor.url}/api/verify?${query}`,
      );
      expect(verified.status).toBe(200);
      expect(verified.json.stops).toEqual(outcome.stops);
      expect(verified.json.winMinor).toBe(round.winMinor.toString());
      expect(verified.json.serverSeedHash).toBe(commitment);
    }
    const page = await request(`${server.slotsVendor.url}/verify?round=${played[0]!.roundId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(previous.serverSeed);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(server.slotsVendor.verifyUrlOf(played[0]!.roundId)).toBe(
      `${server.slotsVendor.publicUrl}/verify?round=${played[0]!.roundId}`,
    );

    // The next spin uses the new pair from nonce 0.
    const next = await spinCall(server.slotsVendor, { token, betMinor: '100' });
    expect(next.json.nonce).toBe(0);
    expect(next.json.clientSeed).toBe('next-seed');
    expect(next.json.serverSeedHash).toBe(current.serverSeedHash);
  });
});

describe('slot vendor: wallet failures and its jobs', () => {
  /** Retries of the tests' vendors: every second, a few times, picked up within half a second. */
  const FAST = {
    settleRetry: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
    jobPollingSeconds: 0.5,
  };

  // Only the vendors these tests start work the vendor's queue here, so each test knows who runs a job.
  beforeAll(async () => {
    await server.slotsVendor.detach();
  });

  it('retries a debit without answer with the same id, then rolls it back and cancels the spin', async () => {
    const proxy = await walletProxy(server.url, { delay: (op) => (op === 'debit' ? 400 : 0) });
    const vendor = await startSlotsVendor({
      port: 0,
      clock: server.clock,
      secret: VENDOR_SECRET,
      walletTimeoutMs: 150,
      debitRetryMs: [10, 10, 10],
      ...FAST,
    });
    try {
      await vendor.attach({ database: server.database, walletUrl: proxy.url });
      const p = await kit.player(10_000n);
      const { token } = await launch(vendor, p);
      const res = await spinCall(vendor, { token, betMinor: '200' });
      expect(res.status).toBe(503);
      expect(res.json.error).toBe('CANCELLED');
      const debits = proxy.calls.filter((c) => c.op === 'debit');
      expect(debits).toHaveLength(4);
      const betId = debits[0]!.body.transactionId as string;
      expect(new Set(debits.map((c) => c.body.transactionId))).toEqual(new Set([betId]));
      const roundId = debits[0]!.body.roundId as string;
      expect(betId).toBe(`${roundId}:bet`);
      const rollbacks = proxy.calls.filter((c) => c.op === 'rollback');
      expect(rollbacks.length).toBeGreaterThanOrEqual(1);
      expect(rollbacks[0]!.body).toMatchObject({
        transactionId: `${roundId}:rollback`,
        referenceTransactionId: betId,
        roundId,
      });
      expect(proxy.calls.filter((c) => c.op === 'credit')).toEqual([]);
      await roundReaches(roundId, 'rolled_back');
      // The bet reached the wallet and was cancelled: the member has all of it back.
      expect(await kit.balance(p.memberId)).toBe(10_000n);
    } finally {
      await vendor.close();
      await proxy.close();
    }
  });

  it('queues a credit the wallet did not answer, retried with its policy until the wallet takes it', async () => {
    const proxy = await walletProxy(server.url, { fail: (op, attempt) => op === 'credit' && attempt <= 2 });
    const vendor = await startSlotsVendor({
      port: 0,
      clock: server.clock,
      secret: VENDOR_SECRET,
      walletTimeoutMs: 1_000,
      debitRetryMs: [10],
      ...FAST,
    });
    try {
      await vendor.attach({ database: server.database, walletUrl: proxy.url });
      const p = await kit.player(10_000n);
      const { token } = await launch(vendor, p);
      const res = await spinCall(vendor, { token, betMinor: '200' });
      expect(res.status, res.text).toBe(200);
      expect(res.json.creditPending).toBe(true);
      const win = toMinor(res.json.win);
      expect(toMinor(res.json.balance!)).toBe(10_000n - 200n + win);
      await roundReaches(res.json.roundId, 'settled');
      // The spin's own try, then the job's failed run and its retry: one transaction id throughout.
      const credits = proxy.calls.filter((c) => c.op === 'credit');
      expect(credits).toHaveLength(3);
      expect(new Set(credits.map((c) => c.body.transactionId))).toEqual(new Set([`${res.json.roundId}:win`]));
      const [run] = await vendor.jobs()!.runs({ name: SLOT_JOBS.credit });
      expect(run).toMatchObject({ state: 'completed', attempts: 2 });
      expect(await kit.balance(p.memberId)).toBe(10_000n - 200n + win);
    } finally {
      await vendor.close();
      await proxy.close();
    }
  });

  it('keeps a credit never answered dead for an operator, and the sweeper queues it again a day later', async () => {
    const down = await walletProxy(server.url, { fail: (op) => op === 'credit' });
    const first = await startSlotsVendor({
      port: 0,
      clock: server.clock,
      secret: VENDOR_SECRET,
      settleRetry: { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
      jobPollingSeconds: 0.5,
    });
    const p = await kit.player(10_000n);
    let roundId: string;
    let win: bigint;
    try {
      await first.attach({ database: server.database, walletUrl: down.url });
      const { token } = await launch(first, p);
      const res = await spinCall(first, { token, betMinor: '200' });
      expect(res.json.creditPending).toBe(true);
      ({ roundId } = res.json);
      win = toMinor(res.json.win);
      const dead = await waitUntil(
        async () => (await first.jobs()!.runs({ name: SLOT_JOBS.credit, state: 'failed' }))[0],
        {
          timeoutMs: 15_000,
          what: 'the credit run is dead after its retries',
        },
      );
      expect(dead.attempts).toBe(2);
      expect(dead.lastError).toBe(
        `SettlementPending: round ${roundId}: credit not answered (HTTP 503: not JSON)`,
      );
      // A sweep now leaves it to the operator: it is queued already.
      const sweep = await first.jobs()!.send(SLOT_JOBS.sweep);
      await jobCompleted(first.jobs()!, SLOT_JOBS.sweep, sweep);
      const waiting = (await first.jobs()!.runs({ name: SLOT_JOBS.credit })).filter((run) =>
        ['created', 'retry', 'active'].includes(run.state),
      );
      expect(waiting).toEqual([]);
      expect((await roundRow(roundId)).status).toBe('debited');
    } finally {
      await first.close();
      await down.close();
    }
    // A day later, with the wallet back, the sweeper queues it again and it is credited once.
    server.clock.advance(24 * 60 * 60_000 + 60_000);
    const up = await walletProxy(server.url);
    const second = await startSlotsVendor({ port: 0, clock: server.clock, secret: VENDOR_SECRET, ...FAST });
    try {
      await second.attach({ database: server.database, walletUrl: up.url });
      const sweep = await second.jobs()!.send(SLOT_JOBS.sweep);
      await jobCompleted(second.jobs()!, SLOT_JOBS.sweep, sweep);
      await roundReaches(roundId!, 'settled');
      expect(up.calls.filter((c) => c.op === 'credit' && c.body.roundId === roundId)).toHaveLength(1);
      expect(await kit.balance(p.memberId)).toBe(10_000n - 200n + win!);
    } finally {
      await second.close();
      await up.close();
    }
  });

  it('sweeps rounds a stopped process left: credits the debited, rolls back the unanswered bet, once', async () => {
    const p = await kit.player(10_000n);
    const q = await kit.player(10_000n);
    // A vendor whose credits never get through: two rounds stay debited.
    const proxy = await walletProxy(server.url, { fail: (op) => op === 'credit' });
    const first = await startSlotsVendor({ port: 0, clock: server.clock, secret: VENDOR_SECRET, ...FAST });
    await first.attach({ database: server.database, walletUrl: proxy.url });
    const won = await spinCall(first, { token: (await launch(first, p)).token, betMinor: '200' });
    const lost = await spinCall(first, { token: (await launch(first, q)).token, betMinor: '300' });
    expect(won.json.creditPending && lost.json.creditPending).toBe(true);
    await first.close();
    await proxy.close();
    // What a process that stopped at the wrong moment leaves: the first round debited with no credit
    // queued, the second as if the bet's answer never came back (pending), nothing queued either.
    await server.database.db.execute(
      sql`delete from pgboss.job where name = ${SLOT_JOBS.credit} and data->>'roundId' in (${won.json.roundId}, ${lost.json.roundId})`,
    );
    await server.database.db
      .update(vendorSlotRounds)
      .set({ settleQueuedAt: null })
      .where(inArray(vendorSlotRounds.roundId, [won.json.roundId, lost.json.roundId]));
    await server.database.db
      .update(vendorSlotRounds)
      .set({ status: 'pending' })
      .where(eq(vendorSlotRounds.roundId, lost.json.roundId));
    expect(await kit.balance(q.memberId)).toBe(10_000n - 300n);

    const wallet = await walletProxy(server.url);
    const second = await startSlotsVendor({ port: 0, clock: server.clock, secret: VENDOR_SECRET, ...FAST });
    try {
      await second.attach({ database: server.database, walletUrl: wallet.url });
      // Within the minute nothing is touched: a spin may still be on its way.
      let sweep = await second.jobs()!.send(SLOT_JOBS.sweep);
      await jobCompleted(second.jobs()!, SLOT_JOBS.sweep, sweep);
      expect((await roundRow(lost.json.roundId)).status).toBe('pending');
      expect(wallet.calls).toEqual([]);
      // Two minutes on, two sweeps at once (two processes' slots): each round is queued once.
      server.clock.advance(2 * 60_000);
      const [a, b] = await Promise.all([
        second.jobs()!.send(SLOT_JOBS.sweep),
        second.jobs()!.send(SLOT_JOBS.sweep),
      ]);
      await jobCompleted(second.jobs()!, SLOT_JOBS.sweep, a);
      await jobCompleted(second.jobs()!, SLOT_JOBS.sweep, b);
      await roundReaches(won.json.roundId, 'settled');
      await roundReaches(lost.json.roundId, 'rolled_back');
      sweep = await second.jobs()!.send(SLOT_JOBS.sweep);
      await jobCompleted(second.jobs()!, SLOT_JOBS.sweep, sweep);
      const calls = wallet.calls.map((c) => `${c.op} ${String(c.body.roundId)}`).sort();
      expect(calls).toEqual([`credit ${won.json.roundId}`, `rollback ${lost.json.roundId}`].sort());
      expect(await kit.balance(p.memberId)).toBe(10_000n - 200n + toMinor(won.json.win));
      // The bet reached the wallet before the stop: rolled back, the member has it all again.
      expect(await kit.balance(q.memberId)).toBe(10_000n);
    } finally {
      await second.close();
      await wallet.close();
    }
  });

  it('schedules the sweeper once, every minute; operators see the vendor’s runs with the platform’s', async () => {
    const result = (await server.database.db.execute(
      sql`select name, cron from pgboss.schedule where name like 'slots-vendor.%'`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ name: SLOT_JOBS.sweep, cron: '* * * * *' }]);
    const token = await adminToken(server);
    for (const name of [SLOT_JOBS.sweep, SLOT_JOBS.credit, SLOT_JOBS.rollback]) {
      const runs = await callRoute(server, routes.operatorJobRuns, { token, query: { name } });
      expect(runs.status, runs.text).toBe(200);
      expect(
        runs.body.value.list.some((run) => run.state === 'completed'),
        name,
      ).toBe(true);
    }
  });
});

describe('slot vendor: trial play', () => {
  it('plays with the session’s play money and never calls the wallet', async () => {
    const proxy = await walletProxy(server.url);
    const vendor = await startSlotsVendor({ port: 0, clock: server.clock, secret: VENDOR_SECRET });
    try {
      await vendor.attach({ database: server.database, walletUrl: proxy.url });
      const { token, gameUrl } = await trial(vendor);
      const page = await request(gameUrl);
      expect(page.status).toBe(200);
      expect(page.text).toContain('dir="rtl"');
      expect(page.text).toContain('2,000.00 PHP');
      const definition = slotById('star-gems')!;
      let balance = 200_000n;
      for (let i = 0; i < 4; i++) {
        const res = await spinCall(vendor, { token, betMinor: '250' });
        expect(res.status, res.text).toBe(200);
        const seed = await activeSeed(`trial:${token}`);
        const expected = spin(definition, 250n, seed.serverSeed, res.json.clientSeed, res.json.nonce);
        balance = balance - 250n + expected.winMinor;
        expect(toMinor(res.json.balance!)).toBe(balance);
        expect(res.json.stops).toEqual(expected.stops);
      }
      // Play money runs out like real money does.
      await server.database.db
        .update(vendorSlotSessions)
        .set({ trialBalanceMinor: 100n })
        .where(eq(vendorSlotSessions.id, token));
      const tooMuch = await spinCall(vendor, { token, betMinor: '250' });
      expect(tooMuch.status).toBe(402);
      expect(tooMuch.json).toMatchObject({ error: 'INSUFFICIENT_FUNDS', balance: '1.00' });
      expect(proxy.calls).toEqual([]);
    } finally {
      await vendor.close();
      await proxy.close();
    }
  });
});
