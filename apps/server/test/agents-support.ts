import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes, type ContractKind, type ContractTierInput } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { adminToken, callRoute, createMember, putSection, type TestServer } from './harness.js';
import { CURRENCY, VENDOR, walletCall } from './vendor-wallet-support.js';
import { ADMIN_CHANGED_PASSWORD } from './withdrawals-support.js';

/*
 * What the agent tests share: a team made through the members service, contracts offered and
 * answered through the API, rounds played through the signed seamless wallet protocol (as the slot
 * vendor plays them), and the settlement run by an operator or by the job's use case.
 */

export interface Agent {
  id: number;
  token: string;
  username: string;
  type?: number;
}

let names = 0;
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-4)}${++names}`.slice(0, 16);

/** The process call of each kind, as the member site sends it. */
export function answer(
  server: TestServer,
  token: string,
  kind: ContractKind,
  contractId: number,
  accept: boolean,
) {
  switch (kind) {
    case 'dividend':
      return callRoute(server, routes.processDividend, {
        token,
        query: { contractId, accept: accept ? 'true' : 'false' },
      });
    case 'daily':
      return callRoute(server, routes.processDailySalary, {
        token,
        query: { contractId, accept: accept ? 'true' : 'false' },
      });
    case 'hourly':
      return callRoute(server, routes.processHourSalary, { token, body: { contractId, accept } });
    case 'realtime':
      return callRoute(server, routes.processRealtimeSalary, { token, body: { contractId, accept } });
  }
}

export const tier = (rate: string, conditions: Partial<ContractTierInput> = {}): ContractTierInput => ({
  rate,
  ...conditions,
});

export function agentKit(server: TestServer) {
  let admin: { token: string; at: number } | null = null;
  const known: Agent[] = [];
  let merchantIdCache: number | null = null;
  const sessions = new Map<number, { playerId: string; sessionId: string }>();

  /** The admin's token, signed in again once the clock moved an hour past it (operator sessions end). */
  async function adminSession() {
    const now = server.clock.now().getTime();
    if (!admin) admin = { token: await adminToken(server), at: now };
    else if (now - admin.at > 3_600_000) {
      const login = await callRoute(server, routes.operatorLogin, {
        body: { username: 'admin', password: ADMIN_CHANGED_PASSWORD },
      });
      expect(login.body.success, login.text).toBe(true);
      admin = { token: login.body.value.token, at: now };
    }
    return admin.token;
  }

  /** New sessions for every member made so far (after the clock jumped past their idle limit). */
  async function refreshSessions() {
    for (const agent of known)
      agent.token = await server.services.members.createSession(
        { id: agent.id, merchantId: await merchantId() },
        '127.0.0.1',
        'vitest',
      );
  }

  async function merchantId() {
    merchantIdCache ??= (await server.services.merchants.resolveSite('aurora', null)).merchantId;
    return merchantIdCache;
  }

  /** Turns the contract switches on (they default to off until an operator opens them). */
  async function enableContracts() {
    const saved = await putSection(
      server,
      await adminSession(),
      'modules',
      (value: Record<string, boolean>) => ({
        ...value,
        AGENTPOLICY3: true,
        SIGNCONDIV3: true,
        DAILYSALCONT3: true,
        HOURSAL3: true,
        RTSALARY3: true,
      }),
    );
    expect(saved.body.success, saved.text).toBe(true);
  }

  async function member(prefix: string, options: { type?: number; uplineId?: number } = {}): Promise<Agent> {
    const username = uniqueName(prefix);
    const created = await createMember(server, { username, password: 'Passw0rd1', ...options });
    const made: Agent = { ...created, username, type: options.type ?? 0 };
    known.push(made);
    return made;
  }

  /** A top agent (type 1), an agent under it (type 2), and a member under each. */
  async function team() {
    const top = await member('top', { type: 1 });
    const sub = await member('sub', { type: 2, uplineId: top.id });
    const topPlayer = await member('tp', { uplineId: top.id });
    const subPlayer = await member('sp', { uplineId: sub.id });
    return { top, sub, topPlayer, subPlayer };
  }

  /** The platform offers a top agent a contract; the agent accepts it. */
  async function platformContract(agent: Agent, kind: ContractKind, tiers: ContractTierInput[], extra = {}) {
    const offered = await callRoute(server, routes.operatorOfferPlatformContract, {
      token: await adminSession(),
      params: { merchantCode: 'aurora' },
      body: { kind, agentId: agent.id, tiers, reason: 'test', ...extra },
    });
    expect(offered.body.success, offered.text).toBe(true);
    const accepted = await answer(server, agent.token, kind, offered.body.value.contract.id, true);
    expect(accepted.body.success, accepted.text).toBe(true);
    return accepted.body.value.contract;
  }

  /** An agent offers a downline a contract; the downline accepts it. */
  async function downlineContract(
    payer: Agent,
    agent: Agent,
    kind: ContractKind,
    tiers: ContractTierInput[],
    extra = {},
  ) {
    const offered = await callRoute(server, routes.offerContract, {
      token: payer.token,
      body: { kind, downlineUsername: agent.username, tiers, ...extra },
    });
    expect(offered.body.success, offered.text).toBe(true);
    const accepted = await answer(server, agent.token, kind, offered.body.value.contract.id, true);
    expect(accepted.body.success, accepted.text).toBe(true);
    return accepted.body.value.contract;
  }

  /**
   * One finished round of the member through the signed wallet protocol: a bet of `bet` and a win of
   * `win` (major units, as strings), settled at the server's clock.
   */
  async function play(member: { id: number }, bet: string, win: string) {
    let session = sessions.get(member.id);
    if (!session) {
      session = await server.services.vendorWallet.openSession({
        merchantId: await merchantId(),
        memberId: member.id,
        currency: CURRENCY,
        vendorCode: VENDOR,
        gameCode: 'aurora-gems',
        gameNodeId: null,
        category: 'RNG',
      });
      sessions.set(member.id, session);
    }
    const round = `r-${randomUUID()}`;
    const betTx = `b-${randomUUID()}`;
    const debit = await walletCall(server, 'debit', {
      playerId: session.playerId,
      currency: CURRENCY,
      transactionId: betTx,
      roundId: round,
      gameId: 'aurora-gems',
      amount: bet,
      sessionId: session.sessionId,
    });
    expect(debit.answer.status, debit.text).toBe('OK');
    return {
      round,
      settle: async () => {
        const credit = await walletCall(server, 'credit', {
          playerId: session.playerId,
          currency: CURRENCY,
          transactionId: `c-${randomUUID()}`,
          roundId: round,
          gameId: 'aurora-gems',
          amount: win,
          betTransactionId: betTx,
          roundFinished: true,
        });
        expect(credit.answer.status, credit.text).toBe('OK');
      },
    };
  }

  /** A finished round: bet and win at once. */
  async function round(member: { id: number }, bet: string, win: string) {
    const opened = await play(member, bet, win);
    await opened.settle();
  }

  async function fund(memberId: number, amount: bigint) {
    await server.services.ledger.move({
      merchantId: await merchantId(),
      currency: CURRENCY,
      type: 'adjustment',
      idempotencyKey: `test-fund-${randomUUID()}`,
      from: ledgerAccount.adjustments,
      to: ledgerAccount.main(memberId),
      amount,
    });
  }

  async function balance(memberId: number) {
    return server.services.ledger.balance(await merchantId(), CURRENCY, ledgerAccount.main(memberId));
  }

  /** Settles the period of `kind` containing `at` as an operator would (it must have ended). */
  async function rerun(kind: ContractKind, at: Date, extra = {}) {
    const run = await callRoute(server, routes.operatorRerunSettlement, {
      token: await adminSession(),
      params: { merchantCode: 'aurora' },
      body: { kind, at: at.getTime(), reason: 'test', ...extra },
    });
    expect(run.body.success, run.text).toBe(true);
    return run.body.value;
  }

  async function bills(filter: { kind?: ContractKind; username?: string; runId?: number } = {}) {
    const page = await callRoute(server, routes.operatorBills, {
      token: await adminSession(),
      params: { merchantCode: 'aurora' },
      query: { pageSize: 100, ...filter },
    });
    expect(page.body.success, page.text).toBe(true);
    return page.body.value;
  }

  /** Ledger postings of contract pay (keys `contract:<id>:<period start>`). */
  async function payPostings() {
    const result = (await server.database.db.execute(
      sql`select idempotency_key, type from ledger_transactions where idempotency_key like 'contract:%' order by id`,
    )) as unknown as { rows: { idempotency_key: string; type: string }[] };
    return result.rows;
  }

  async function expectReconciled() {
    const report = await server.services.ledger.reconcile();
    expect(report.problems).toEqual([]);
  }

  return {
    adminSession,
    refreshSessions,
    merchantId,
    enableContracts,
    member,
    team,
    platformContract,
    downlineContract,
    play,
    round,
    fund,
    balance,
    rerun,
    bills,
    payPostings,
    expectReconciled,
  };
}
