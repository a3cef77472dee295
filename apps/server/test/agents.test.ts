import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { callRoute, putSection, startTestServer, type TestServer } from './harness.js';
import { agentKit, answer, tier, type Agent } from './agents-support.js';
import { expectError } from './withdrawals-support.js';

/*
 * The agent centre and the contract engine over HTTP on the demo merchant (Asia/Manila, +8): the
 * team tree and invitations, the contract lifecycle, and settlement of daily salary, with its bills
 * and postings (docs/product.md §Agents).
 */

let server: TestServer;
let kit: ReturnType<typeof agentKit>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  kit = agentKit(server);
  await kit.enableContracts();
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

/**
 * Moves the clock to 61 s past the end of the current Manila day (16:00 UTC) and signs everyone in
 * again; answers the last instant of the day that ended.
 */
async function toNextManilaMidnight() {
  const now = server.clock.now().getTime();
  const end = Math.floor((now + 8 * HOUR) / DAY) * DAY + DAY - 8 * HOUR;
  server.clock.set(new Date(end + 61_000));
  await kit.refreshSessions();
  return new Date(end - 1);
}

const consolidated = (agent: Agent) => callRoute(server, routes.consolidated, { token: agent.token });

describe('team tree and invitations', () => {
  it('puts a registration with an agent’s link for agents under the agent, as an agent with its own code', async () => {
    const { top } = await kit.team();
    const link = await callRoute(server, routes.createInviteLink, {
      token: top.token,
      body: { accountType: 'agent', expiresInDays: 7 },
    });
    expect(link.body.success, link.text).toBe(true);
    expect(link.body.value.url).toContain(`/register?affiliateCode=${link.body.value.code}`);
    const site = await server.services.merchants.resolveSite('aurora', null);
    const created = await server.services.members.createMember({
      merchantId: site.merchantId,
      username: 'viaLink1',
      password: 'Passw0rd1',
      ...(await (async () => {
        const found = await server.services.members.findAgentByAffiliateCode(
          site.merchantId,
          link.body.value.code,
        );
        return { uplineId: found!.id, type: found!.accountType === 'agent' ? 2 : 0 };
      })()),
    });
    const downlines = await callRoute(server, routes.downlines, {
      token: top.token,
      query: { scope: 'direct' },
    });
    expect(downlines.body.value.list.map((row) => row.username)).toContain('viaLink1');
    expect(created.type).toBe(2);
  });

  it('shows agent notices to agents only, never in the public announcements', async () => {
    const { top, topPlayer } = await kit.team();
    const created = await callRoute(server, routes.announcementCreate, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: {
        type: 'AG',
        title: { EN: 'New contract tiers', CN: '新的合约档位' },
        content: { EN: '<p>Daily salary tiers change on Monday.</p>' },
        imageUrl: null,
        groupName: null,
        linkageType: 'NONE',
        linkage: null,
        execution: null,
        promotionType: null,
        sortOrder: 0,
        enabled: true,
        startsAt: null,
        endsAt: null,
      },
    });
    expect(created.body.success, created.text).toBe(true);
    const notices = await callRoute(server, routes.agentNotices, {
      token: top.token,
      headers: { language: 'CN' },
    });
    expect(notices.body.value.list.map((notice) => notice.title)).toContain('新的合约档位');
    expectError(
      await callRoute(server, routes.agentNotices, { token: topPlayer.token }),
      'error_not_agent',
      403,
    );
    const asPublic = await callRoute(server, routes.announcements, { rawQuery: { types: 'AG' } });
    expectError(asPublic, 'validation.failed', 400);
  });

  it('lists direct and all downlines with levels, and refuses non-agents (error_not_agent)', async () => {
    const { top, sub, subPlayer } = await kit.team();
    const all = await callRoute(server, routes.downlines, { token: top.token, query: { scope: 'all' } });
    expect(all.body.success, all.text).toBe(true);
    const levels = Object.fromEntries(all.body.value.list.map((row) => [row.username, row.level]));
    expect(levels[sub.username]).toBe(1);
    expect(levels[subPlayer.username]).toBe(2);
    const refused = await callRoute(server, routes.downlines, { token: subPlayer.token, query: {} });
    expectError(refused, 'error_not_agent', 403);
  });

  it('registers a downline from the agent centre under the agent, with the site’s rules', async () => {
    const { top } = await kit.team();
    const bad = await callRoute(server, routes.registerDownline, {
      token: top.token,
      body: { username: 'x', password: 'Passw0rd1', confirmPassword: 'Other0rd1', accountType: 'member' },
    });
    expectError(bad, 'validation.failed', 400);
    const made = await callRoute(server, routes.registerDownline, {
      token: top.token,
      body: {
        username: 'downAgent7',
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
        accountType: 'agent',
      },
    });
    expect(made.body.success, made.text).toBe(true);
    expect(made.body.value.type).toBe(2);
    expect(made.body.value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const direct = await callRoute(server, routes.downlines, {
      token: top.token,
      query: { username: 'downagent7' },
    });
    expect(direct.body.value.list[0]).toMatchObject({ username: 'downAgent7', level: 1, isAgent: true });
  });

  it('moves a member with their team at the next local midnight, and not under their own team', async () => {
    const { top, sub, subPlayer } = await kit.team();
    const other = await kit.member('other', { type: 1 });
    const token = await kit.adminSession();
    const cycle = await callRoute(server, routes.operatorMoveMember, {
      token,
      params: { merchantCode: 'aurora' },
      body: { memberId: top.id, uplineId: subPlayer.id, reason: 'test' },
    });
    expectError(cycle, 'team.upline.not.agent', 400);
    const ownTeam = await callRoute(server, routes.operatorMoveMember, {
      token,
      params: { merchantCode: 'aurora' },
      body: { memberId: top.id, uplineId: sub.id, reason: 'test' },
    });
    expectError(ownTeam, 'team.move.cycle', 400);
    const moved = await callRoute(server, routes.operatorMoveMember, {
      token,
      params: { merchantCode: 'aurora' },
      body: { memberId: sub.id, uplineId: other.id, reason: 'restructure' },
    });
    expect(moved.body.success, moved.text).toBe(true);
    expect(moved.body.value).toMatchObject({ state: 'pending', from: { id: top.id }, to: { id: other.id } });
    // Until midnight the team is where it was.
    const before = await callRoute(server, routes.downlines, { token: top.token, query: { scope: 'all' } });
    expect(before.body.value.list.map((row) => row.id)).toEqual(
      expect.arrayContaining([sub.id, subPlayer.id]),
    );
    const tree = await callRoute(server, routes.operatorTeamTree, {
      token,
      params: { merchantCode: 'aurora' },
      query: { username: sub.username },
    });
    expect(tree.body.value.path.map((node) => node.id)).toEqual([top.id, sub.id]);
    expect(tree.body.value.path[1]!.pendingMove).toMatchObject({ to: other.username });
    await toNextManilaMidnight();
    const after = await callRoute(server, routes.downlines, { token: top.token, query: { scope: 'all' } });
    expect(after.body.value.list.map((row) => row.id)).not.toContain(subPlayer.id);
    const theirs = await callRoute(server, routes.downlines, { token: other.token, query: { scope: 'all' } });
    expect(theirs.body.value.list.map((row) => [row.id, row.level])).toEqual(
      expect.arrayContaining([
        [sub.id, 1],
        [subPlayer.id, 2],
      ]),
    );
    // The job brings upline_id along (transfers to the upline follow it).
    await server.services.members.applyTeamMoves();
    expect((await server.services.members.summaryOf(sub.id))?.uplineId).toBe(other.id);
  });
});

describe('contract lifecycle', () => {
  it('offers, accepts, refuses rates above the upline, shows the request flags and the warning', async () => {
    const { top, sub } = await kit.team();
    // The platform offers the top agent; the popup flag is up until the agent answers.
    const offered = await callRoute(server, routes.operatorOfferPlatformContract, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: { kind: 'daily', agentId: top.id, tiers: [tier('1.5')], reason: 'launch' },
    });
    expect(offered.body.success, offered.text).toBe(true);
    expect((await consolidated(top)).body.value).toMatchObject({
      dailysalreqtype: true,
      dailysalinfotype: false,
    });
    const onlyTop = await callRoute(server, routes.operatorOfferPlatformContract, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: { kind: 'daily', agentId: sub.id, tiers: [tier('1')], reason: 'x' },
    });
    expectError(onlyTop, 'contract.top.agent.only', 400);
    const accepted = await answer(server, top.token, 'daily', offered.body.value.contract.id, true);
    expect(accepted.body.value.contract).toMatchObject({ status: 'active', version: 1, topRate: '1.50' });
    expect((await consolidated(top)).body.value).toMatchObject({
      dailysalreqtype: false,
      dailysalinfotype: true,
    });

    const tooHigh = await callRoute(server, routes.offerContract, {
      token: top.token,
      body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier('0.5'), tier('1.6')] },
    });
    expectError(tooHigh, 'contract.rate.above.upline', 400);
    const noOwn = await callRoute(server, routes.offerContract, {
      token: top.token,
      body: { kind: 'hourly', downlineUsername: sub.username, tiers: [tier('0.5')] },
    });
    expectError(noOwn, 'contract.no.own.contract', 400);
    const first = await kit.downlineContract(top, sub, 'daily', [tier('1.2')]);
    expect(first).toMatchObject({ status: 'active', payer: { type: 'upline', member: { id: top.id } } });

    // A change: the request names the version it replaces.
    const change = await callRoute(server, routes.offerContract, {
      token: top.token,
      body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier('1.4')] },
    });
    expect(change.body.success, change.text).toBe(true);
    const twice = await callRoute(server, routes.offerContract, {
      token: top.token,
      body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier('1.3')] },
    });
    expectError(twice, 'contract.pending.exists', 409);
    const requests = await callRoute(server, routes.contractRequests, { token: sub.token });
    expect(requests.body.value.list).toHaveLength(1);
    expect(requests.body.value.list[0]).toMatchObject({ type: 'new', replaces: { id: first.id } });
    await answer(server, sub.token, 'daily', change.body.value.contract.id, true);
    const history = await callRoute(server, routes.contractHistory, {
      token: top.token,
      query: { kind: 'daily', username: sub.username },
    });
    expect(history.body.value.list.map((row) => [row.version, row.status])).toEqual([
      [2, 'active'],
      [1, 'superseded'],
    ]);
  });

  it('ends the contracts below when an agent accepts a lower rate, after showing them', async () => {
    const { top, sub } = await kit.team();
    await kit.platformContract(top, 'daily', [tier('2')]);
    const below = await kit.downlineContract(top, sub, 'daily', [tier('1.8')]);
    const lower = await callRoute(server, routes.operatorOfferPlatformContract, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: { kind: 'daily', agentId: top.id, tiers: [tier('1')], reason: 'cut' },
    });
    const requests = await callRoute(server, routes.contractRequests, { token: top.token });
    expect(requests.body.value.list[0]!.endsDownlineContracts.map((row) => row.id)).toEqual([below.id]);
    await answer(server, top.token, 'daily', lower.body.value.contract.id, true);
    const theirs = await callRoute(server, routes.agentContracts, {
      token: sub.token,
      query: { kind: 'daily' },
    });
    expect(theirs.body.value.mine).toMatchObject({ id: below.id, status: 'terminated', endReason: 'chain' });
    expect(theirs.body.value.mine!.endsAt).toBeGreaterThan(server.clock.now().getTime());
  });

  it('terminates by request and answer; accept and terminate at once end in one defined state', async () => {
    const { top, sub } = await kit.team();
    await kit.platformContract(top, 'daily', [tier('2')]);
    const active = await kit.downlineContract(top, sub, 'daily', [tier('1')]);
    const asked = await callRoute(server, routes.terminateContract, {
      token: sub.token,
      params: { contractId: active.id },
      body: {},
    });
    expect(asked.body.success, asked.text).toBe(true);
    expect(asked.body.value.contract.terminationRequest).toMatchObject({ by: 'agent' });
    expect((await consolidated(top)).body.value.dailysalreqtype).toBe(true);
    const again = await callRoute(server, routes.terminateContract, {
      token: sub.token,
      params: { contractId: active.id },
      body: {},
    });
    expectError(again, 'contract.state.invalid', 409);
    const agreed = await answer(server, top.token, 'daily', active.id, true);
    expect(agreed.body.value.contract).toMatchObject({ status: 'terminated', endReason: 'agreed' });

    // An offer answered and withdrawn at the same moment: exactly one of them wins.
    const offer = await callRoute(server, routes.offerContract, {
      token: top.token,
      body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier('1.1')] },
    });
    const id = offer.body.value.contract.id;
    const [accept, withdraw] = await Promise.all([
      answer(server, sub.token, 'daily', id, true),
      callRoute(server, routes.terminateContract, { token: top.token, params: { contractId: id }, body: {} }),
    ]);
    const final = (
      await callRoute(server, routes.contractHistory, {
        token: top.token,
        query: { kind: 'daily', username: sub.username },
      })
    ).body.value.list[0]!;
    if (accept.body.success) {
      // Accepted first: the payer's call became a termination request on the active contract.
      expect(withdraw.body.success, withdraw.text).toBe(true);
      expect(final).toMatchObject({ id, status: 'active', terminationRequest: { by: 'payer' } });
    } else {
      // Withdrawn first: there was nothing left to accept.
      expectError(accept, 'contract.no.request', 409);
      expect(final).toMatchObject({ id, status: 'withdrawn' });
    }
  });

  it('keeps the contract calls behind their switches', async () => {
    const { top } = await kit.team();
    const saved = await putSection(
      server,
      await kit.adminSession(),
      'modules',
      (value: Record<string, boolean>) => ({
        ...value,
        HOURSAL3: false,
      }),
    );
    expect(saved.body.success, saved.text).toBe(true);
    try {
      const refused = await callRoute(server, routes.processHourSalary, {
        token: top.token,
        body: { contractId: 1, accept: true },
      });
      expectError(refused, 'function.not.available', 400);
    } finally {
      await kit.enableContracts();
    }
  });
});

describe('settlement', () => {
  it('pays each daily contract once from its payer, upline before downline; a re-run pays nothing', async () => {
    const { top, sub, topPlayer, subPlayer } = await kit.team();
    await kit.platformContract(top, 'daily', [
      tier('1', { minValidBet: '100' }),
      tier('2', { minValidBet: '500' }),
    ]);
    await kit.downlineContract(top, sub, 'daily', [tier('1.5')]);
    await kit.fund(topPlayer.id, 100_000n);
    await kit.fund(subPlayer.id, 100_000n);
    await kit.round(topPlayer, '300', '100');
    await kit.round(subPlayer, '400', '0');
    const day = await toNextManilaMidnight();
    const topBefore = await kit.balance(top.id);
    const runs = await server.services.agents.settleDue();
    const daily = runs.filter((run) => run.kind === 'daily');
    expect(daily.length).toBeGreaterThan(0);
    const bills = await kit.bills({ kind: 'daily', username: top.username });
    const topBill = bills.list.find(
      (bill) => bill.agent.id === top.id && bill.periodEnd > day.getTime() - DAY,
    )!;
    // Team valid bets 700 (≥ 500): 2 % of 700 = 14.00 from the platform.
    expect(topBill).toMatchObject({
      validBet: '700.00',
      rate: '2.00',
      amount: '14.00',
      state: 'paid',
      tier: 1,
    });
    const subBill = bills.list.find((bill) => bill.agent.id === sub.id)!;
    // 1.5 % of the sub-agent's team's 400 = 6.00, paid by the top agent.
    expect(subBill).toMatchObject({ validBet: '400.00', rate: '1.50', amount: '6.00', state: 'paid' });
    expect(subBill.payer.member?.id).toBe(top.id);
    expect(await kit.balance(top.id)).toBe(topBefore + 1400n - 600n);
    const postings = (await kit.payPostings()).length;
    const again = await kit.rerun('daily', day);
    expect(again).toMatchObject({ postings: 0, bills: 0, trigger: 'operator' });
    expect((await kit.payPostings()).length).toBe(postings);
    expect(again.checksum).toMatch(/^n=\d+;bet=\d+;win=\d+$/);
  });

  it('leaves a bill unpaid when the upline is short, and pays it at a later run once funded', async () => {
    const { top, sub, subPlayer } = await kit.team();
    // The top agent's own target is out of reach, so it earns nothing to pay with.
    await kit.platformContract(top, 'daily', [tier('2', { minValidBet: '1000000' })]);
    await kit.downlineContract(top, sub, 'daily', [tier('1')]);
    await kit.fund(subPlayer.id, 50_000n);
    await kit.round(subPlayer, '300', '0');
    const day = await toNextManilaMidnight();
    await server.services.agents.settleDue();
    const short = (await kit.bills({ kind: 'daily', username: sub.username })).list.find(
      (bill) => bill.agent.id === sub.id,
    )!;
    expect(short).toMatchObject({ state: 'insufficient', amount: '3.00' });
    expect(
      (await kit.bills({ kind: 'daily', username: top.username })).list.find((b) => b.agent.id === top.id),
    ).toMatchObject({
      state: 'target_not_reached',
      amount: '0.00',
    });
    await kit.fund(top.id, 10_000n);
    const subBefore = await kit.balance(sub.id);
    await kit.rerun('daily', day);
    expect(await kit.balance(sub.id)).toBe(subBefore + 300n);
    const paid = (await kit.bills({ kind: 'daily', username: sub.username })).list.find(
      (bill) => bill.id === short.id,
    )!;
    expect(paid).toMatchObject({ state: 'paid', attempts: 2 });
  });

  it('counts a round placed before the period and settled in it as late, leaving the closed period as it was', async () => {
    const { top, topPlayer } = await kit.team();
    await kit.platformContract(top, 'daily', [tier('1')]);
    await kit.fund(topPlayer.id, 50_000n);
    const open = await kit.play(topPlayer, '200', '0');
    const first = await toNextManilaMidnight();
    await server.services.agents.settleDue();
    const closed = (await kit.bills({ kind: 'daily', username: top.username })).list.find(
      (bill) => bill.agent.id === top.id && bill.periodEnd === first.getTime() + 1,
    );
    expect(closed).toMatchObject({ validBet: '0.00', state: 'target_not_reached' });
    await open.settle();
    const second = await toNextManilaMidnight();
    await server.services.agents.settleDue();
    const bills = (await kit.bills({ kind: 'daily', username: top.username })).list.filter(
      (b) => b.agent.id === top.id,
    );
    expect(bills.find((bill) => bill.id === closed!.id)).toEqual(closed);
    expect(bills.find((bill) => bill.periodEnd === second.getTime() + 1)).toMatchObject({
      validBet: '200.00',
      lateValidBet: '200.00',
      amount: '2.00',
      state: 'paid',
    });
  });

  it('carries a dividend period the team won into the next one, and pays on what is left', async () => {
    const { top, topPlayer } = await kit.team();
    await kit.platformContract(top, 'dividend', [tier('30')], { period: 'daily', carryOver: 'accumulate' });
    await kit.fund(topPlayer.id, 500_000n);
    // Day 1: the team wins 200 (bets 100, wins 300): nothing to pay, −200 carried.
    await kit.round(topPlayer, '100', '300');
    await toNextManilaMidnight();
    await server.services.agents.settleDue();
    // Day 2: the team loses 500: 30 % of (500 − 200) = 90.00.
    await kit.round(topPlayer, '500', '0');
    await toNextManilaMidnight();
    await server.services.agents.settleDue();
    const bills = (await kit.bills({ kind: 'dividend', username: top.username })).list
      .filter((bill) => bill.agent.id === top.id)
      .sort((a, b) => a.periodStart - b.periodStart);
    expect(
      bills.map((bill) => [bill.profitLoss, bill.carryIn, bill.carryOut, bill.amount, bill.state]),
    ).toEqual([
      ['-200.00', '0.00', '-200.00', '0.00', 'target_not_reached'],
      ['500.00', '-200.00', '0.00', '90.00', 'paid'],
    ]);
  });
});
