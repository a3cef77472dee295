import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes, type VendorCatalogue } from '@wps/contracts';
import {
  callRoute,
  TEST_VENDOR_SECRET,
  type RouteBody,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/** The in-house vendor's secret in the test servers (harness.ts). */
export const DEMO_VENDOR_SECRET = TEST_VENDOR_SECRET;

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
  signed: boolean;
}

export interface VendorStub {
  url: string;
  requests: StubRequest[];
  /** Answers of GET /api/games. */
  catalogue: VendorCatalogue;
  /** Delay before answering, to test timeouts. */
  delayMs: number;
  /** The clock signature timestamps are checked against (the platform's, in API tests). */
  now: () => number;
  close(): Promise<void>;
}

function signatureOk(
  secret: string,
  now: number,
  timestamp: string | undefined,
  signature: string | undefined,
  raw: string,
) {
  if (!timestamp || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > 30_000) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A small game vendor over real HTTP: checks every signature and answers launch, trial and games. */
export async function startVendorStub(secret = DEMO_VENDOR_SECRET): Promise<VendorStub> {
  const stub: VendorStub = {
    url: '',
    requests: [],
    catalogue: { games: [] },
    delayMs: 0,
    now: () => Date.now(),
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0]!;
      const signed = signatureOk(
        secret,
        stub.now(),
        req.headers['x-wallet-timestamp'] as string | undefined,
        req.headers['x-wallet-signature'] as string | undefined,
        raw,
      );
      const body = raw ? (JSON.parse(raw) as unknown) : null;
      stub.requests.push({ method: req.method ?? '', path, body, signed });
      const send = (status: number, answer: unknown) =>
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        }, stub.delayMs);
      if (!signed) return send(401, { error: 'bad signature' });
      if (req.method === 'GET' && path === '/api/games') return send(200, stub.catalogue);
      if (req.method === 'POST' && path === '/api/launch') {
        const { sessionId, gameId } = body as { sessionId: string; gameId: string };
        return send(200, { gameUrl: `${stub.url}/play/${gameId}?session=${sessionId}` });
      }
      if (req.method === 'POST' && path === '/api/trial') {
        const { gameId } = body as { gameId: string };
        return send(200, { gameUrl: `${stub.url}/play/${gameId}?trial=1` });
      }
      return send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

const aurora = { merchantCode: 'aurora' };

export type GameInput = RouteBody<typeof routes.operatorGameCreate>;
export type VendorInput = RouteBody<typeof routes.operatorVendorSave>;

export function gameInput(vendor: string, gameId: string, overrides: Partial<GameInput> = {}): GameInput {
  return {
    vendor,
    gameId,
    category: 'RNG',
    name: { EN: gameId },
    icon: `icons/${gameId}.png`,
    smallIcon: `https://cdn.vendor.example/${gameId}-small.png`,
    supportPlay: 1,
    isHot: false,
    minBet: '1.00',
    lineNum: 10,
    roomIds: [],
    code: null,
    defaultPlayType: null,
    accountTypeName: vendor,
    enabled: true,
    sortOrder: 100,
    ...overrides,
  };
}

export function vendorInput(
  category: VendorInput['category'] = 'RNG',
  overrides: Partial<VendorInput> = {},
): VendorInput {
  return {
    category,
    name: { EN: 'Test vendor', CN: '测试厂商' },
    icon: 'icons/vendor.png',
    isHot: false,
    vassalage: false,
    walletMode: 'seamless',
    enabled: true,
    sortOrder: 10,
    ...overrides,
  };
}

export async function saveVendor(server: TestServer, admin: string, code: string, body: VendorInput) {
  const res = await callRoute(server, routes.operatorVendorSave, {
    token: admin,
    params: { ...aurora, code },
    body,
  });
  if (res.status !== 200) throw new Error(`vendor save failed: ${res.text}`);
  return res;
}

export async function createGame(server: TestServer, admin: string, input: GameInput) {
  const res = await callRoute(server, routes.operatorGameCreate, {
    token: admin,
    params: aurora,
    body: input,
  });
  if (res.status !== 200) throw new Error(`game create failed: ${res.text}`);
  return res.body.value;
}

export async function gameList(
  server: { url: string },
  query: RouteQuery<typeof routes.gameList>,
  headers: Record<string, string> = {},
) {
  const res = await callRoute(server, routes.gameList, { query, headers });
  if (res.status !== 200) throw new Error(`game list failed: ${res.text}`);
  return res.body.value;
}
