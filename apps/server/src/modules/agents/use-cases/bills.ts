import type {
  Bill,
  billQuerySchema,
  CurrencySettings,
  operatorBillQuerySchema,
  rerunBodySchema,
} from '@wps/contracts';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { formatMoney } from '../../../kernel/money.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import { requireKind, timeZoneOf } from '../contract-kit.js';
import type { AgentDeps } from '../deps.js';
import * as billsStore from '../bills-store.js';
import { periodContaining, periodLabel, periodNameOf } from '../periods.js';
import { bpToRate } from '../rules.js';
import * as store from '../store.js';
import { settlePeriod } from './settle-period.js';
import type { BillRow, RunRow } from '../bills-store.js';

function billView(
  row: BillRow,
  currency: CurrencySettings,
  timeZone: string,
  names: Map<number, string>,
): Bill {
  const money = (value: bigint) => formatMoney(value, currency);
  const party = (id: number) => ({ id, username: names.get(id) ?? `#${id}` });
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    agent: party(row.agentId),
    payer:
      row.payerId === null
        ? { type: 'platform', member: null }
        : { type: 'upline', member: party(row.payerId) },
    periodStart: row.periodStart.getTime(),
    periodEnd: row.periodEnd.getTime(),
    periodLabel: periodLabel(row.periodStart, row.periodEnd, timeZone),
    validBet: money(row.validBet),
    wins: money(row.wins),
    profitLoss: money(row.validBet - row.wins),
    activeMembers: row.activeMembers,
    lateValidBet: money(row.lateValidBet),
    lateProfitLoss: money(row.lateValidBet - row.lateWins),
    carryIn: money(row.carryIn),
    carryOut: money(row.carryOut),
    tier: row.tier,
    rate: bpToRate(row.rateBp),
    amount: money(row.amount),
    state: row.state,
    attempts: row.attempts,
    paidAt: row.paidAt?.getTime() ?? null,
  };
}

async function billPage(
  deps: AgentDeps,
  site: SiteContext,
  filter: billsStore.BillFilter,
  query: { pageNo: number; pageSize: number },
) {
  const { rows, total, totalPaid } = await billsStore.listBills(deps.db, site.merchantId, filter);
  const names = await store.usernamesOf(
    deps.db,
    rows.flatMap((row) => (row.payerId === null ? [row.agentId] : [row.agentId, row.payerId])),
  );
  return {
    ...pageOf(
      rows.map((row) => billView(row, site.settings.currency, timeZoneOf(site), names)),
      total,
      query,
    ),
    totalPaid: formatMoney(totalPaid, site.settings.currency),
  };
}

const dateOrUndefined = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));

/** An agent's bills of a kind: paid to them (`mine`), or by them to their downlines. */
export async function memberBills(
  deps: AgentDeps,
  site: SiteContext,
  agent: MemberPrincipal,
  query: z.output<typeof billQuerySchema>,
) {
  requireKind(site, query.kind);
  return billPage(
    deps,
    site,
    {
      kind: query.kind,
      ...(query.side === 'mine' ? { agentId: agent.id } : { payerId: agent.id }),
      from: dateOrUndefined(query.startTime),
      to: dateOrUndefined(query.endTime),
      ...pageWindow(query),
    },
    query,
  );
}

/** The operator's bills by kind, state, member, run and period. */
export async function operatorBills(
  deps: AgentDeps,
  site: SiteContext,
  query: z.output<typeof operatorBillQuerySchema>,
) {
  let memberId: number | undefined;
  if (query.username) {
    const member = await deps.members.summaryByUsername(site.merchantId, query.username);
    if (!member) return { ...pageOf([], 0, query), totalPaid: formatMoney(0n, site.settings.currency) };
    memberId = member.id;
  }
  return billPage(
    deps,
    site,
    {
      kind: query.kind,
      state: query.state,
      memberId,
      runId: query.runId,
      from: dateOrUndefined(query.startTime),
      to: dateOrUndefined(query.endTime),
      ...pageWindow(query),
    },
    query,
  );
}

export function runView(run: RunRow, currency: CurrencySettings) {
  return {
    id: run.id,
    kind: run.kind,
    periodStart: run.periodStart.getTime(),
    periodEnd: run.periodEnd.getTime(),
    trigger: run.trigger,
    requestedBy: run.requestedBy,
    startedAt: run.startedAt.getTime(),
    finishedAt: run.finishedAt?.getTime() ?? null,
    rowsRead: run.rowsRead,
    checksum: run.checksum,
    bills: run.bills,
    postings: run.postings,
    amountPaid: formatMoney(run.amountPaid, currency),
  };
}

export async function operatorRuns(
  deps: AgentDeps,
  site: SiteContext,
  query: { kind?: Bill['kind'] | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await billsStore.listRuns(deps.db, site.merchantId, {
    kind: query.kind,
    ...pageWindow(query),
  });
  return pageOf(
    rows.map((row) => runView(row, site.settings.currency)),
    total,
    query,
  );
}

/**
 * An operator settles an ended period again: bills already written stay as they are (paid ones are
 * never paid twice), contracts not yet billed for it are billed, unpaid bills are tried again.
 * Audited with the run it made.
 */
export async function rerunSettlement(
  deps: AgentDeps,
  site: SiteContext,
  actor: AuditActor,
  input: z.output<typeof rerunBodySchema>,
) {
  const zone = timeZoneOf(site);
  const period = periodContaining(periodNameOf(input.kind, input.period ?? null), new Date(input.at), zone);
  const run = await settlePeriod(
    deps,
    {
      merchantId: site.merchantId,
      merchantCode: site.merchantCode,
      timeZone: zone,
      currency: site.settings.currency,
    },
    input.kind,
    period,
    { type: 'operator', by: actor.operatorName },
  );
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'settlement.rerun',
      target: `settlement:${run.id}`,
      merchantCode: site.merchantCode,
      after: {
        kind: input.kind,
        periodStart: period.start.toISOString(),
        bills: run.bills,
        postings: run.postings,
        reason: input.reason,
      },
    },
    deps.clock.now(),
  );
  const stored = await billsStore.findRun(deps.db, site.merchantId, run.id);
  return runView(stored!, site.settings.currency);
}
