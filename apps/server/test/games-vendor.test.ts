import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveIcon } from '../src/modules/games/catalogue.js';
import { maskUsername } from '../src/modules/games/rules.js';
import {
  fundTransferVendor,
  type TransferChecks,
  type TransferMoves,
} from '../src/modules/games/transfer.js';
import { createVendorClient, signVendorRequest } from '../src/modules/games/vendor-client.js';
import { createVendorDirectory, type VendorEndpoint } from '../src/modules/games/vendor-directory.js';
import { startVendorStub, type VendorStub } from './games-support.js';
import { type SiteContext } from '../src/platform/context.js';

const SECRET = 'transfer-vendor-test-secret';

/**
 * A transfer vendor over real HTTP: deposits are idempotent on the reference; `mode` makes the
 * next deposit fail, or take the money but answer too late (the caller times out).
 */
async function startTransferVendor() {
  const deposits = new Map<string, { amount: string; status: 'OK' | 'FAILED' }>();
  const state = { mode: 'ok' as 'ok' | 'fail' | 'slow', depositCalls: 0, statusCalls: 0, unsigned: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-wallet-timestamp'] ?? '');
      const send = (answer: unknown, delayMs = 0) =>
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        }, delayMs);
      if (req.headers['x-wallet-signature'] !== signVendorRequest(SECRET, timestamp, raw)) {
        state.unsigned++;
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'bad signature' }));
      }
      const url = new URL(req.url ?? '/', 'http://vendor');
      if (url.pathname === '/api/transfer/deposit') {
        state.depositCalls++;
        const body = JSON.parse(raw) as { reference: string; amount: string };
        const known = deposits.get(body.reference);
        if (known) return send({ status: known.status });
        const status = state.mode === 'fail' ? 'FAILED' : 'OK';
        deposits.set(body.reference, { amount: body.amount, status });
        return send({ status }, state.mode === 'slow' ? 400 : 0);
      }
      if (url.pathname === '/api/transfer/status') {
        state.statusCalls++;
        return send({ status: deposits.get(url.searchParams.get('reference') ?? '')?.status ?? 'NOT_FOUND' });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deposits,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The money core's side, in memory: main and the vendor sub-wallet, idempotent per reference. */
function walletMoves(main: number) {
  const wallets = { main, vendor: 0 };
  const seen = new Set<string>();
  const move =
    (from: 'main' | 'vendor', to: 'main' | 'vendor') => async (amount: string, reference: string) => {
      if (seen.has(reference)) return;
      seen.add(reference);
      wallets[from] -= Number(amount);
      wallets[to] += Number(amount);
    };
  const moves: TransferMoves = {
    mainBalance: async () => wallets.main.toFixed(2),
    toVendor: move('main', 'vendor'),
    backToMain: move('vendor', 'main'),
  };
  return { wallets, moves };
}

/** The transfers' durable records, in memory: opened before any money moves, then settled once. */
function transferRecords() {
  const records = new Map<string, string>();
  const checks: TransferChecks = {
    open: async (_amount, reference) => {
      records.set(reference, 'pending');
    },
    settle: async (reference, status) => {
      if (records.get(reference) === 'pending') records.set(reference, status);
    },
  };
  return { records, checks };
}

let vendor: Awaited<ReturnType<typeof startTransferVendor>>;
let endpoint: VendorEndpoint;
beforeAll(async () => {
  vendor = await startTransferVendor();
  endpoint = { code: 'TRANSV', baseUrl: vendor.url, secret: SECRET, walletMode: 'transfer' };
});
afterAll(async () => {
  await vendor?.close();
});

const records = transferRecords();
const fund = (moves: TransferMoves, reference: string) =>
  fundTransferVendor({
    endpoint,
    playerId: 'p-1',
    currency: 'PHP',
    reference,
    moves,
    checks: records.checks,
    statusDelayMs: 50,
    client: { timeoutMs: 200 },
  });

describe('transfer-mode adapter', () => {
  it('moves the main balance to the vendor with a unique reference', async () => {
    vendor.state.mode = 'ok';
    const { wallets, moves } = walletMoves(150);
    expect(await fund(moves, 'ref-ok-1')).toEqual({ status: 'OK', amount: '150.00' });
    expect(wallets).toEqual({ main: 0, vendor: 150 });
    expect(vendor.deposits.get('ref-ok-1')).toEqual({ amount: '150.00', status: 'OK' });
    expect(vendor.state.unsigned).toBe(0);
    expect(records.records.get('ref-ok-1')).toBe('confirmed');
  });

  it('does nothing when the main wallet is empty', async () => {
    const calls = vendor.state.depositCalls;
    expect(await fund(walletMoves(0).moves, 'ref-empty')).toEqual({ status: 'NOTHING' });
    expect(vendor.state.depositCalls).toBe(calls);
    expect(records.records.has('ref-empty')).toBe(false);
  });

  it('asks the status by reference when the answer is lost, and keeps a deposit that went through', async () => {
    vendor.state.mode = 'slow';
    const { wallets, moves } = walletMoves(80);
    const statusCalls = vendor.state.statusCalls;
    expect(await fund(moves, 'ref-slow-1')).toEqual({ status: 'OK', amount: '80.00' });
    expect(vendor.state.statusCalls).toBe(statusCalls + 1);
    expect(wallets).toEqual({ main: 0, vendor: 80 });
    // A retry with the same reference is one deposit at the vendor and one move in the wallet.
    vendor.state.mode = 'ok';
    const again = walletMoves(80);
    await fund(again.moves, 'ref-slow-1');
    expect([...vendor.deposits.keys()].filter((key) => key === 'ref-slow-1')).toHaveLength(1);
  });

  it('moves the money back to the main wallet when the vendor refuses the deposit', async () => {
    vendor.state.mode = 'fail';
    const { wallets, moves } = walletMoves(40);
    expect(await fund(moves, 'ref-fail-1')).toEqual({ status: 'RETURNED', amount: '40.00' });
    expect(wallets).toEqual({ main: 40, vendor: 0 });
    expect(records.records.get('ref-fail-1')).toBe('returned');
  });

  it('refuses with system.busy when neither the deposit nor the status answers, the check still pending', async () => {
    const { wallets, moves } = walletMoves(25);
    const dead: VendorEndpoint = { ...endpoint, baseUrl: 'http://127.0.0.1:9' };
    await expect(
      fundTransferVendor({
        endpoint: dead,
        playerId: 'p',
        currency: 'PHP',
        reference: 'r-dead',
        moves,
        checks: records.checks,
        statusDelayMs: 1,
      }),
    ).rejects.toMatchObject({ code: 'system.busy' });
    // The money stays in the vendor sub-wallet, visible to the member, until the queued check settles
    // it (test/jobs-transfer.test.ts).
    expect(wallets).toEqual({ main: 0, vendor: 25 });
    expect(records.records.get('r-dead')).toBe('pending');
  });

  it('records the transfer before any money moves', async () => {
    vendor.state.mode = 'ok';
    const { wallets, moves } = walletMoves(30);
    const refused: TransferChecks = {
      open: async () => {
        throw new Error('the database is away');
      },
      settle: async () => undefined,
    };
    await expect(
      fundTransferVendor({
        endpoint,
        playerId: 'p',
        currency: 'PHP',
        reference: 'r-unrecorded',
        moves,
        checks: refused,
      }),
    ).rejects.toThrow('the database is away');
    expect(wallets).toEqual({ main: 30, vendor: 0 });
    expect(vendor.deposits.has('r-unrecorded')).toBe(false);
  });
});

describe('vendor client', () => {
  let stub: VendorStub;
  beforeAll(async () => {
    stub = await startVendorStub('client-test-secret-value');
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('signs launch, trial and catalogue requests', async () => {
    const client = createVendorClient({
      code: 'STUB',
      baseUrl: stub.url,
      secret: 'client-test-secret-value',
      walletMode: 'seamless',
    });
    const launch = await client.launch({
      playerId: 'p1',
      sessionId: 's1',
      gameId: 'g1',
      currency: 'PHP',
      language: 'EN',
      lobbyUrl: 'http://x/rng',
    });
    expect(launch.gameUrl).toBe(`${stub.url}/play/g1?session=s1`);
    expect(
      (await client.trial({ gameId: 'g1', currency: 'PHP', language: 'EN', lobbyUrl: '' })).gameUrl,
    ).toContain('trial=1');
    expect(await client.catalogue()).toEqual({ games: [] });
    expect(stub.requests.every((request) => request.signed)).toBe(true);
  });

  it('answers system.busy for a wrong secret, a slow vendor and an unreachable one', async () => {
    const wrong = createVendorClient({
      code: 'STUB',
      baseUrl: stub.url,
      secret: 'wrong-secret-xxxxxxx',
      walletMode: 'seamless',
    });
    await expect(wrong.catalogue()).rejects.toMatchObject({
      code: 'system.busy',
      detail: expect.stringContaining('401'),
    });
    stub.delayMs = 300;
    const slow = createVendorClient(
      { code: 'STUB', baseUrl: stub.url, secret: 'client-test-secret-value', walletMode: 'seamless' },
      { timeoutMs: 100 },
    );
    await expect(slow.catalogue()).rejects.toMatchObject({
      code: 'system.busy',
      detail: expect.stringContaining('timed out'),
    });
    stub.delayMs = 0;
    const none = createVendorClient({
      code: 'NONE',
      baseUrl: null,
      secret: 'x'.repeat(16),
      walletMode: 'seamless',
    });
    await expect(none.catalogue()).rejects.toMatchObject({ code: 'system.busy' });
    const dead = createVendorClient({
      code: 'DEAD',
      baseUrl: 'http://127.0.0.1:9',
      secret: 'x'.repeat(16),
      walletMode: 'seamless',
    });
    await expect(dead.catalogue()).rejects.toMatchObject({
      code: 'system.busy',
      detail: expect.stringContaining('unreachable'),
    });
  });
});

describe('directory, icons and masks', () => {
  it('knows the in-house vendor from the configuration', () => {
    const directory = createVendorDirectory({ SLOTS_VENDOR_SECRET: 's'.repeat(20) });
    expect(directory.vendorSecret('AURORA')).toBe('s'.repeat(20));
    expect(directory.vendorSecret('OTHER')).toBeNull();
    expect(directory.baseUrl('AURORA')).toBeNull();
    expect(directory.verifyUrl('AURORA', 'AUR-1')).toBeNull();
    directory.setBaseUrl('AURORA', 'http://127.0.0.1:7000/');
    expect(directory.baseUrl('AURORA')).toBe('http://127.0.0.1:7000');
    expect(directory.verifyUrl('AURORA', 'AUR 1/2')).toBe('http://127.0.0.1:7000/verify?round=AUR%201%2F2');
    expect(directory.verifyUrl('OTHER', 'x')).toBeNull();
  });

  it('resolves vendor, relative and absolute icons', () => {
    const site = (imageCDNs: string[]) => ({ settings: { cdn: { imageCDNs } } }) as unknown as SiteContext;
    const base = (code: string) => (code === 'AURORA' ? 'http://v:1' : null);
    expect(resolveIcon('vendor:AURORA/assets/a.svg', site([]), base)).toBe('http://v:1/assets/a.svg');
    expect(resolveIcon('vendor:GONE/assets/a.svg', site([]), base)).toBe('/assets/a.svg');
    expect(resolveIcon('icons/a.png', site(['https://cdn.example/']), base)).toBe(
      'https://cdn.example/icons/a.png',
    );
    expect(resolveIcon('/icons/a.png', site([]), base)).toBe('/icons/a.png');
    expect(resolveIcon('https://x.example/a.png', site(['https://cdn.example']), base)).toBe(
      'https://x.example/a.png',
    );
  });

  it('masks usernames to their first and last characters', () => {
    expect(maskUsername('alice9')).toBe('a***9');
    expect(maskUsername('ab')).toBe('a***b');
    expect(maskUsername('z')).toBe('z***');
  });
});
