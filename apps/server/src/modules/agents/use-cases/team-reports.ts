import {
  AGENT_MEMBER_TYPES,
  type agentReportQuerySchema,
  type downlineQuerySchema,
  type downlineTransactionQuerySchema,
  type incomeQuerySchema,
  type teamBetQuerySchema,
  type teamOverviewQuerySchema,
  type teamProfitQuerySchema,
  type treeQuerySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { formatMoney } from '../../../kernel/money.js';
import { pageOf, pageWindow, slicePage } from '../../../kernel/paging.js';
import { timeZoneOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import { reportDays } from '../ranges.js';
import * as reports from '../report-store.js';
import { bpToRate } from '../rules.js';

const isAgent = (type: number) => (AGENT_MEMBER_TYPES as readonly number[]).includes(type);

type Figures = reports.DayFigures;

function add(into: Figures, more: Figures): Figures {
  return {
    deposits: into.deposits + more.deposits,
    withdrawals: into.withdrawals + more.withdrawals,
    validBet: into.validBet + more.validBet,
    wins: into.wins + more.wins,
    newMembers: into.newMembers + more.newMembers,
    activeMembers: into.activeMembers + more.activeMembers,
  };
}

function figuresView(site: SiteContext, figures: Figures) {
  const money = (value: bigint) => formatMoney(value, site.settings.currency);
  return {
    deposits: money(figures.deposits),
    withdrawals: money(figures.withdrawals),
    validBet: money(figures.validBet),
    wins: money(figures.wins),
    profitLoss: money(figures.validBet - figures.wins),
    newMembers: figures.newMembers,
    activeMembers: figures.activeMembers,
  };
}

/** The agent's team: size, and the figures of the range by local day (the chart) and in total. */
export async function teamOverview(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof teamOverviewQuerySchema>,
) {
  const now = deps.clock.now();
  const days = reportDays(query.range, query, now, timeZoneOf(site));
  const currency = site.settings.currency.code;
  const [counts, byDay, active] = await Promise.all([
    reports.teamCounts(deps.db, agent.id, now),
    reports.teamDayFigures(deps.db, site.merchantId, currency, [agent.id], days, now, 'agent'),
    reports.activeOverRange(
      deps.db,
      site.merchantId,
      currency,
      [agent.id],
      days[0]!.from,
      days.at(-1)!.to,
      now,
    ),
  ]);
  let totals = { ...reports.EMPTY_DAY };
  const list = days.map((day) => {
    const figures = byDay.get(`${agent.id}:${day.day}`) ?? reports.EMPTY_DAY;
    totals = add(totals, figures);
    return { date: day.day, ...figuresView(site, figures) };
  });
  totals.activeMembers = active.get(agent.id) ?? 0;
  return {
    from: days[0]!.from.getTime(),
    to: days.at(-1)!.to.getTime(),
    ...counts,
    totals: figuresView(site, totals),
    days: list,
  };
}

/** The agent's downlines with level, balance, team size, logins and (direct ones) contract rates. */
export async function downlines(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof downlineQuerySchema>,
) {
  const now = deps.clock.now();
  const { rows, total } = await reports.downlinePage(
    deps.db,
    site.merchantId,
    site.settings.currency.code,
    agent.id,
    { scope: query.scope, username: query.username, ...pageWindow(query) },
    now,
  );
  const ids = rows.map((row) => row.id);
  const [sizes, rates] = await Promise.all([
    reports.teamSizes(deps.db, ids, now),
    reports.ratesPaidBy(deps.db, agent.id, ids),
  ]);
  const rate = (id: number, kind: string) => {
    const bp = rates.get(id)?.get(kind);
    return bp === undefined ? null : bpToRate(bp);
  };
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      isAgent: isAgent(row.type),
      level: row.level,
      upline: row.upline,
      balance: formatMoney(row.balance, site.settings.currency),
      teamSize: sizes.get(row.id)?.size ?? 0,
      registeredAt: row.registeredAt.getTime(),
      lastLoginAt: row.lastLoginAt?.getTime() ?? null,
      rates: {
        daily: rate(row.id, 'daily'),
        hourly: rate(row.id, 'hourly'),
        realtime: rate(row.id, 'realtime'),
        dividend: rate(row.id, 'dividend'),
      },
    })),
    total,
    query,
  );
}

/** A member of the agent's team by username (any depth; the agent itself too), or `downline.invalid`. */
async function teamMember(deps: AgentDeps, site: SiteContext, agent: MemberPrincipal, username: string) {
  const member = await deps.members.summaryByUsername(site.merchantId, username);
  if (!member) throw new AppError('downline.invalid');
  const chain = await reports.chainOf(deps.db, member.id, deps.clock.now());
  if (!chain.some((node) => node.id === agent.id)) throw new AppError('downline.invalid');
  return member;
}

/** Settled rounds of the agent's team (or one member of it), newest first, with totals. */
export async function teamBets(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof teamBetQuerySchema>,
) {
  const now = deps.clock.now();
  const days = reportDays('custom', query, now, timeZoneOf(site));
  const member = query.username ? await teamMember(deps, site, agent, query.username) : null;
  const money = (value: bigint) => formatMoney(value, site.settings.currency);
  const { rows, total, footer } = await reports.teamBets(
    deps.db,
    site.merchantId,
    site.settings.currency.code,
    agent.id,
    { memberId: member?.id, from: days[0]!.from, to: days.at(-1)!.to, ...pageWindow(query) },
    now,
  );
  return {
    ...pageOf(
      rows.map((row) => ({
        roundId: row.roundId,
        username: row.username,
        directAgentName: row.directAgent,
        vendor: row.vendor,
        game: row.game,
        category: row.category,
        bet: money(row.bet),
        validBet: money(row.validBet),
        win: money(row.win),
        profitLoss: money(row.validBet - row.win),
        status: 'settled',
        betTime: row.openedAt.getTime(),
        settleTime: row.settledAt.getTime(),
      })),
      total,
      query,
    ),
    footer: {
      bet: money(footer.bet),
      validBet: money(footer.validBet),
      win: money(footer.win),
      profitLoss: money(footer.validBet - footer.win),
    },
  };
}

/** Profit and loss of each direct downline's team, and of the agent's own play, with totals. */
export async function teamProfit(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof teamProfitQuerySchema>,
) {
  const now = deps.clock.now();
  const days = reportDays('custom', query, now, timeZoneOf(site));
  const byDay = await reports.teamDayFigures(
    deps.db,
    site.merchantId,
    site.settings.currency.code,
    [agent.id],
    days,
    now,
    'direct',
  );
  const groups = new Map<number, Figures>();
  for (const [key, figures] of byDay) {
    const id = Number(key.slice(0, key.indexOf(':')));
    groups.set(id, add(groups.get(id) ?? { ...reports.EMPTY_DAY }, figures));
  }
  const ids = [agent.id, ...(await reports.directIds(deps.db, agent.id, now))];
  const [names, sizes, active] = await Promise.all([
    reports.membersByIds(deps.db, ids),
    reports.teamSizes(deps.db, ids, now),
    reports.activeOverRange(
      deps.db,
      site.merchantId,
      site.settings.currency.code,
      ids,
      days[0]!.from,
      days.at(-1)!.to,
      now,
    ),
  ]);
  const filter = query.username?.toLowerCase();
  let footer = { ...reports.EMPTY_DAY };
  const rows = ids
    .map((id) => {
      const name = names.get(id);
      const figures = { ...(groups.get(id) ?? reports.EMPTY_DAY) };
      // The agent's own row is its own play only; a downline's row is its whole team.
      figures.activeMembers = id === agent.id ? (figures.validBet > 0n ? 1 : 0) : (active.get(id) ?? 0);
      footer = add(footer, { ...figures, activeMembers: 0 });
      return {
        username: name?.username ?? `#${id}`,
        isAgent: isAgent(name?.type ?? 0),
        teamSize: id === agent.id ? 0 : (sizes.get(id)?.size ?? 0),
        ...figuresView(site, figures),
      };
    })
    .filter((row) => !filter || row.username.toLowerCase().includes(filter));
  // The agent's own entry of `active` counts its whole team over the range.
  footer.activeMembers = active.get(agent.id) ?? 0;
  return { ...slicePage(rows, query), footer: figuresView(site, footer) };
}

const INCOME_TYPES = {
  dailySalary: 'wages',
  hourlySalary: 'hourly_wages',
  realtimeSalary: 'realtime_wages',
  dividend: 'share_bonus',
} as const;

/** The agent's income by local day: contract pay received and paid to downlines, and transfers. */
export async function agentIncome(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof incomeQuerySchema>,
) {
  const days = reportDays('custom', query, deps.clock.now(), timeZoneOf(site));
  const sums = await reports.incomeDays(deps.db, site.settings.currency.code, agent.id, days);
  const money = (value: bigint) => formatMoney(value, site.settings.currency);
  const totals: Record<string, bigint> = {};
  const rowOf = (get: (key: string) => bigint) => {
    const received = Object.fromEntries(
      Object.entries(INCOME_TYPES).map(([name, type]) => [name, get(`${type}:in`)]),
    ) as Record<keyof typeof INCOME_TYPES, bigint>;
    const paidToDownlines = Object.values(INCOME_TYPES).reduce((sum, type) => sum + get(`${type}:out`), 0n);
    const transfersIn = get('transfer:in');
    const transfersOut = get('transfer:out');
    const net =
      Object.values(received).reduce((sum, value) => sum + value, 0n) +
      paidToDownlines +
      transfersIn +
      transfersOut;
    return {
      dailySalary: money(received.dailySalary),
      hourlySalary: money(received.hourlySalary),
      realtimeSalary: money(received.realtimeSalary),
      dividend: money(received.dividend),
      paidToDownlines: money(paidToDownlines),
      transfersIn: money(transfersIn),
      transfersOut: money(transfersOut),
      net: money(net),
    };
  };
  const list = days.map((day) => {
    const daySums = sums.get(day.day) ?? {};
    for (const [key, value] of Object.entries(daySums)) totals[key] = (totals[key] ?? 0n) + value;
    return { date: day.day, ...rowOf((key) => daySums[key] ?? 0n) };
  });
  return { list, totals: rowOf((key) => totals[key] ?? 0n) };
}

/** A downline's account record (any depth under the agent), as the wallets module writes it. */
export async function downlineTransactions(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof downlineTransactionQuerySchema>,
) {
  const member = await teamMember(deps, site, agent, query.username);
  if (member.id === agent.id) throw new AppError('downline.invalid');
  return deps.transactionsOf(
    site,
    { id: member.id, username: member.username, type: member.type },
    { page: query.page, size: query.size, startTime: query.startTime, endTime: query.endTime },
  );
}

/** The operator's tree a level at a time, or a member's path from the top. */
export async function operatorTree(
  deps: AgentDeps,
  site: SiteContext,
  query: z.output<typeof treeQuerySchema>,
) {
  const now = deps.clock.now();
  let path: reports.TreeNodeRow[] = [];
  let parentId = query.parentId;
  if (query.username) {
    const member = await deps.members.summaryByUsername(site.merchantId, query.username);
    if (!member) throw new AppError('not.found');
    path = await reports.chainOf(deps.db, member.id, now);
    if (parentId === undefined) parentId = path.length > 1 ? path.at(-2)!.id : undefined;
  }
  const { rows, total } = await reports.treeLevel(
    deps.db,
    site.merchantId,
    { parentId, agentsOnly: query.agentsOnly === 'true', ...pageWindow(query) },
    now,
  );
  const ids = [...new Set([...rows, ...path].map((row) => row.id))];
  const [sizes, moves] = await Promise.all([
    reports.teamSizes(deps.db, ids, now),
    deps.members.pendingTeamMoves(ids),
  ]);
  const moveOf = new Map(moves.map((move) => [move.memberId, move]));
  const names = await reports.membersByIds(
    deps.db,
    moves.flatMap((move) => (move.toUplineId === null ? [] : [move.toUplineId])),
  );
  const node = (row: reports.TreeNodeRow) => {
    const move = moveOf.get(row.id);
    return {
      id: row.id,
      username: row.username,
      type: row.type,
      isAgent: isAgent(row.type),
      directCount: sizes.get(row.id)?.direct ?? 0,
      teamSize: sizes.get(row.id)?.size ?? 0,
      pendingMove: move
        ? {
            to:
              move.toUplineId === null
                ? null
                : (names.get(move.toUplineId)?.username ?? `#${move.toUplineId}`),
            effectiveAt: move.effectiveAt.getTime(),
          }
        : null,
    };
  };
  return { ...pageOf(rows.map(node), total, query), path: path.map(node) };
}

/** Top-level agents' teams (or one agent's direct downlines) with their figures and contract pay. */
export async function agentReport(
  deps: AgentDeps,
  site: SiteContext,
  query: z.output<typeof agentReportQuerySchema>,
) {
  const now = deps.clock.now();
  const days = reportDays('custom', query, now, timeZoneOf(site));
  let parentId: number | undefined;
  if (query.username) {
    const member = await deps.members.summaryByUsername(site.merchantId, query.username);
    if (!member) throw new AppError('not.found');
    parentId = member.id;
  }
  const { rows, total } = await reports.treeLevel(
    deps.db,
    site.merchantId,
    { parentId, agentsOnly: parentId === undefined, ...pageWindow(query) },
    now,
  );
  const ids = rows.map((row) => row.id);
  const currency = site.settings.currency.code;
  const from = days[0]!.from;
  const to = days.at(-1)!.to;
  const [byDay, sizes, active, pay] = await Promise.all([
    reports.teamDayFigures(deps.db, site.merchantId, currency, ids, days, now, 'agent'),
    reports.teamSizes(deps.db, ids, now),
    reports.activeOverRange(deps.db, site.merchantId, currency, ids, from, to, now),
    reports.contractPayOf(deps.db, currency, ids, from, to),
  ]);
  let footer = { ...reports.EMPTY_DAY };
  const list = rows.map((row) => {
    let figures = { ...reports.EMPTY_DAY };
    for (const day of days) figures = add(figures, byDay.get(`${row.id}:${day.day}`) ?? reports.EMPTY_DAY);
    figures.activeMembers = active.get(row.id) ?? 0;
    footer = add(footer, figures);
    return {
      id: row.id,
      username: row.username,
      type: row.type,
      teamSize: sizes.get(row.id)?.size ?? 0,
      ...figuresView(site, figures),
      contractPay: formatMoney(pay.get(row.id) ?? 0n, site.settings.currency),
    };
  });
  return { ...pageOf(list, total, query), footer: figuresView(site, footer) };
}
