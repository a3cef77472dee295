import { isModuleEnabled, type Contract, type ContractKind, type DividendPeriod } from '@wps/contracts';
import type { SiteContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/index.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AgentDeps } from './deps.js';
import { periodContaining, periodNameOf } from './periods.js';
import * as store from './store.js';
import type { ContractRow } from './store.js';
import { contractView, partiesOf } from './views.js';

/*
 * What the contract use cases share: the kind's switch, a version's current period, the views with
 * the parties' names, and ending a contract with everything that hangs below it.
 */

/** The module switch of each kind, under AGENTPOLICY3. */
export const KIND_MODULE: Record<ContractKind, string> = {
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
  dividend: 'SIGNCONDIV3',
};

export function kindEnabled(site: SiteContext, kind: ContractKind): boolean {
  return isModuleEnabled(site.settings.modules, KIND_MODULE[kind]);
}

/** `function.not.available` when the kind's switch (or AGENTPOLICY3) is off. */
export function requireKind(site: SiteContext, kind: ContractKind): void {
  if (!kindEnabled(site, kind)) throw new AppError('function.not.available');
}

export function timeZoneOf(site: SiteContext): string {
  return site.settings.profile.timeZone ?? 'UTC';
}

/** The end of the period of the contract's kind that contains `now`: when an agreed end takes effect. */
export function currentPeriodEnd(
  row: Pick<ContractRow, 'kind' | 'period'>,
  now: Date,
  timeZone: string,
): Date {
  const name = periodNameOf(row.kind, row.kind === 'dividend' ? (row.period as DividendPeriod) : null);
  return periodContaining(name, now, timeZone).end;
}

/** Contract versions on the wire, with their parties' usernames. */
export async function viewsOf(
  deps: Pick<AgentDeps, 'db'>,
  site: SiteContext,
  rows: ContractRow[],
): Promise<Contract[]> {
  const names = await store.usernamesOf(deps.db, partiesOf(rows));
  return rows.map((row) => contractView(row, site.settings.currency, names));
}

export async function viewOf(
  deps: Pick<AgentDeps, 'db'>,
  site: SiteContext,
  row: ContractRow,
): Promise<Contract> {
  return (await viewsOf(deps, site, [row]))[0]!;
}

/**
 * Ends `row` at `endsAt` for `reason`, and with it every contract of the same kind its agent pays
 * (and theirs, down the chain): a payer without a contract of the kind can pay no one under it.
 * Unanswered offers down the chain are withdrawn. Answers the rows it changed.
 */
export async function endWithChain(
  tx: Executor,
  row: ContractRow,
  endsAt: Date,
  reason: string,
): Promise<ContractRow[]> {
  const changed = [
    await store.updateContract(tx, row.id, {
      status: 'terminated',
      endsAt,
      endReason: reason,
      terminationBy: null,
      terminationAt: null,
    }),
  ];
  changed.push(...(await endBelow(tx, row.agentId, row.kind, endsAt, () => true)));
  return changed;
}

/**
 * Ends the contracts of `kind` that `payerId` pays and that `mustEnd` picks (offers withdrawn,
 * active ones terminated at `endsAt`), with the chains below them.
 */
export async function endBelow(
  tx: Executor,
  payerId: number,
  kind: ContractKind,
  endsAt: Date,
  mustEnd: (row: ContractRow) => boolean,
): Promise<ContractRow[]> {
  const changed: ContractRow[] = [];
  for (const below of await store.paidBy(tx, payerId, kind, true)) {
    if (!mustEnd(below)) continue;
    if (below.status === 'offered') {
      changed.push(await store.updateContract(tx, below.id, { status: 'withdrawn', endReason: 'chain' }));
      continue;
    }
    if (below.endsAt !== null && below.endsAt <= endsAt) continue;
    changed.push(...(await endWithChain(tx, below, endsAt, 'chain')));
  }
  return changed;
}

/** The period a new version of `kind` runs on: a salary's own; a dividend's as agreed above it. */
export function periodFor(
  kind: ContractKind,
  asked: DividendPeriod | undefined,
  above: string | null,
): string {
  if (kind === 'realtime') return '5min';
  if (kind === 'hourly') return 'hourly';
  if (kind === 'daily') return 'daily';
  if (above !== null && asked !== undefined && asked !== above)
    throw validationError({
      period: { code: 'field.not_allowed', message: 'A dividend runs on the same period as your own' },
    });
  return asked ?? above ?? 'monthly';
}
