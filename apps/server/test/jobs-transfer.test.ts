import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_CHECK_DELAY_SECONDS, TRANSFER_CHECK_JOB } from '../src/modules/games/index.js';
import { gameTransfers } from '../src/modules/games/tables.js';
import { signVendorRequest } from '../src/modules/games/vendor-client.js';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, startTestServer, type TestServer } from './harness.js';
import { createGame, gameInput, saveVendor, vendorInput } from './games-support.js';
import { jobCompleted, waitUntil } from './wait.js';
import { money } from './withdrawals-support.js';

/*
 * The status check of a transfer-mode launch on the job queue: before any money moves, the transfer is
 * recorded and its check queued (games.check-transfer, a minute later, retried with backoff); when the
 * vendor's answer is lost and the launch cannot find out, the money waits in the game wallet and the
 * check confirms it at the vendor or returns it to the main wallet, once, however often it runs; a
 * process that stops between the debit and the vendor call is recovered the same way.
 */

const SECRET = 'transfer-vendor-api-test-secret';
const VENDOR = 'TRANSV';
let server: TestServer;
let m: ReturnType<typeof money>;
let admin: string;
let vendor: Awaited<ReturnType<typeof startTransferVendor>>;

/**
 * A transfer-mode vendor over HTTP, signatures checked on the platform's clock. `deposit`: `ok` takes
 * it, `fail` refuses it, `lost` takes it and drops the connection, `lost-untaken` drops it without
 * taking it; `status`: `answer` says what it knows, `down` drops the connection.
 */
async function startTransferVendor() {
  const deposits = new Map<string, { amount: string; status: 'OK' | 'FAILED' }>();
  const state = {
    deposit: 'ok' as 'ok' | 'fail' | 'lost' | 'lost-untaken',
    status: 'answer' as 'answer' | 'down',
    statusCalls: 0,
    unsigned: 0,
  };
  const httpServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-wallet-timestamp'] ?? '');
      const send = (answer: unknown, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const fresh = Math.abs(server.clock.now().getTime() - Number(timestamp)) <= 30_000;
      if (!fresh || req.headers['x-wallet-signature'] !== signVendorRequest(SECRET, timestamp, raw)) {
        state.unsigned++;
        return send({ error: 'bad signature' }, 401);
      }
      const url = new URL(req.url ?? '/', 'http://vendor');
      if (url.pathname === '/api/launch') {
        const body = JSON.parse(raw) as { gameId: string; sessionId: string };
        return send({ gameUrl: `http://vendor.example/play/${body.gameId}?session=${body.sessionId}` });
      }
      if (url.pathname === '/api/transfer/deposit') {
        const body = JSON.parse(raw) as { reference: string; amount: string };
        const known = deposits.get(body.reference);
        if (known) return send({ status: known.status });
        if (state.deposit === 'lost-untaken') return req.socket.destroy();
        const status = state.deposit === 'fail' ? 'FAILED' : 'OK';
        deposits.set(body.reference, { amount: body.amount, status });
        if (state.deposit === 'lost') return req.socket.destroy();
        return send({ status });
      }
      if (url.pathname === '/api/transfer/status') {
        state.statusCalls++;
        if (state.status === 'down') return req.socket.destroy();
        return send({ status: deposits.get(url.searchParams.get('reference') ?? '')?.status ?? 'NOT_FOUND' });
      }
      send({ error: 'not found' }, 404);
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    deposits,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  m = money(server);
  admin = await m.adminSession();
  vendor = await startTransferVendor();
  server.services.vendorDirectory.register({
    code: VENDOR,
    baseUrl: vendor.url,
    secret: SECRET,
    walletMode: 'transfer',
  });
  await saveVendor(server, admin, VENDOR, vendorInput('RNG', { walletMode: 'transfer' }));
  await createGame(server, admin, gameInput(VENDOR, 'tv-01'));
  await m.moneySettings(admin, (settings) => {
    settings.singleWallet = false;
    settings.vendorWallets = [{ code: VENDOR, name: { EN: 'Transfer vendor' } }];
  });
});

afterAll(async () => {
  await server?.close();
  await vendor?.close();
});

let names = 0;
async function fundedMember(amount = 10_000n) {
  const member = await m.member(`tcheck${++names}`);
  await m.fund(member.id, amount);
  return member;
}

const launch = (token: string) =>
  callRoute(server, routes.launchGame, { token, query: { gameId: 'tv-01', vassalage: VENDOR } });

async function wallets(memberId: number) {
  return {
    main: await m.balance(ledgerAccount.main(memberId)),
    game: await m.balance(ledgerAccount.vendorWallet(memberId, VENDOR)),
  };
}

async function transfersOf(memberId: number) {
  return server.database.db.select().from(gameTransfers).where(eq(gameTransfers.memberId, memberId));
}

/** The check's run for `reference` now (as its delayed run, or a retry, would), until it completed. */
async function runCheck(reference: string) {
  const id = await server.services.jobs.send(TRANSFER_CHECK_JOB, { reference });
  await jobCompleted(server.services.jobs, TRANSFER_CHECK_JOB, id);
}

describe('transfer status checks on the job queue', () => {
  it('queues the check with the transfer, before the money moves; a settled transfer is not asked again', async () => {
    vendor.state.deposit = 'ok';
    const member = await fundedMember();
    const res = await launch(member.token);
    expect(res.status, res.text).toBe(200);
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });
    const [transfer] = await transfersOf(member.id);
    expect(transfer).toMatchObject({ status: 'confirmed', amount: '100.00', vendorCode: VENDOR });
    const queued = (await server.database.db.execute(
      sql`select state, extract(epoch from start_after - created_on)::int as delay
            from pgboss.job where name = ${TRANSFER_CHECK_JOB} and data->>'reference' = ${transfer!.reference}`,
    )) as unknown as { rows: { state: string; delay: number }[] };
    expect(queued.rows).toEqual([{ state: 'created', delay: TRANSFER_CHECK_DELAY_SECONDS }]);
    // When it runs, the launch has settled it already: the vendor is not asked, nothing moves.
    const asked = vendor.state.statusCalls;
    await runCheck(transfer!.reference);
    expect(vendor.state.statusCalls).toBe(asked);
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });
  });

  it('returns money the vendor never took, once, when neither the deposit nor the status answered', async () => {
    vendor.state.deposit = 'lost-untaken';
    vendor.state.status = 'down';
    const member = await fundedMember();
    const res = await launch(member.token);
    expect(res.status, res.text).toBe(503);
    expect(res.body.errorCode).toBe('system.busy');
    // The money waits in the game wallet, visible to the member, its transfer pending.
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });
    const [transfer] = await transfersOf(member.id);
    expect(transfer!.status).toBe('pending');

    // The vendor is still down: the run fails and is retried later, the money stays where it is.
    const failing = (await server.services.jobs.send(TRANSFER_CHECK_JOB, {
      reference: transfer!.reference,
    }))!;
    const retry = await waitUntil(
      async () =>
        (await server.services.jobs.runs({ name: TRANSFER_CHECK_JOB, limit: 500 })).find(
          (run) => run.id === failing && run.state === 'retry',
        ),
      { timeoutMs: 20_000, what: 'the check waits for a retry' },
    );
    expect(retry.lastError).toMatch(/system\.busy.*TRANSV is not answering/);
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });

    // The vendor answers again: it never saw the deposit, so the money goes back; runs after that
    // (the delayed one, a retry, an operator's) change nothing.
    vendor.state.status = 'answer';
    await runCheck(transfer!.reference);
    expect(await wallets(member.id)).toEqual({ main: 10_000n, game: 0n });
    await runCheck(transfer!.reference);
    await runCheck(transfer!.reference);
    expect(await wallets(member.id)).toEqual({ main: 10_000n, game: 0n });
    expect((await transfersOf(member.id))[0]!.status).toBe('returned');
    await m.expectReconciled();
  });

  it('confirms money the vendor took though its answer was lost: nothing comes back', async () => {
    vendor.state.deposit = 'lost';
    vendor.state.status = 'down';
    const member = await fundedMember();
    expect((await launch(member.token)).status).toBe(503);
    const [transfer] = await transfersOf(member.id);
    expect(vendor.deposits.get(transfer!.reference)).toEqual({ amount: '100.00', status: 'OK' });
    vendor.state.status = 'answer';
    await runCheck(transfer!.reference);
    await runCheck(transfer!.reference);
    expect((await transfersOf(member.id))[0]!.status).toBe('confirmed');
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });
  });

  it('lets the launch settle it itself when the status answers after a lost deposit answer', async () => {
    vendor.state.deposit = 'lost-untaken';
    vendor.state.status = 'answer';
    const member = await fundedMember();
    const res = await launch(member.token);
    // The vendor never took it: back in the main wallet at once, and the launch refused.
    expect(res.status, res.text).toBe(503);
    expect(await wallets(member.id)).toEqual({ main: 10_000n, game: 0n });
    expect((await transfersOf(member.id))[0]!.status).toBe('returned');
  });

  it('recovers a process that stopped between the debit and the vendor call', async () => {
    const member = await fundedMember();
    const site = await server.services.merchants.siteByCode('aurora');
    const summary = (await server.services.members.summaryOf(member.id))!;
    // What the launch had done when its process stopped: the transfer recorded with its check queued
    // (one transaction), and the money moved to the game wallet; the vendor was never called.
    const reference = 'launch-crashed-after-debit';
    const queued = await server.database.db.transaction(async (tx) => {
      await tx.insert(gameTransfers).values({
        reference,
        merchantId: site.merchantId,
        merchantCode: site.merchantCode,
        memberId: member.id,
        vendorCode: VENDOR,
        playerId: 'p-crash',
        currency: 'PHP',
        amount: '100.00',
        status: 'pending',
        createdAt: server.clock.now(),
      });
      return server.services.jobs.send(TRANSFER_CHECK_JOB, { reference }, { tx });
    });
    await server.services.wallets.transfer(
      site,
      summary,
      { from: 'main', to: VENDOR, amount: '100.00', requestId: reference },
      'EN',
    );
    expect(await wallets(member.id)).toEqual({ main: 0n, game: 10_000n });
    await jobCompleted(server.services.jobs, TRANSFER_CHECK_JOB, queued);
    expect(await wallets(member.id)).toEqual({ main: 10_000n, game: 0n });
    expect((await transfersOf(member.id))[0]!.status).toBe('returned');

    // Stopped after recording but before the debit: the check finds nothing was taken by the vendor,
    // and the member ends with what they had.
    const other = await fundedMember(5_000n);
    await server.database.db.insert(gameTransfers).values({
      reference: 'launch-crashed-before-debit',
      merchantId: site.merchantId,
      merchantCode: site.merchantCode,
      memberId: other.id,
      vendorCode: VENDOR,
      playerId: 'p-crash-2',
      currency: 'PHP',
      amount: '50.00',
      status: 'pending',
      createdAt: server.clock.now(),
    });
    await runCheck('launch-crashed-before-debit');
    expect(await wallets(other.id)).toEqual({ main: 5_000n, game: 0n });
    await m.expectReconciled();
  });

  it('lists the checks to operators', async () => {
    const res = await callRoute(server, routes.operatorJobRuns, {
      token: admin,
      query: { name: TRANSFER_CHECK_JOB, limit: 500 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.value.list.some((run) => run.state === 'completed')).toBe(true);
    expect(vendor.state.unsigned).toBe(0);
  });
});
