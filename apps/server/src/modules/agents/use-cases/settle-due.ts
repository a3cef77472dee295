import { CONTRACT_KINDS, DIVIDEND_PERIODS, type ContractKind } from '@wps/contracts';
import type { AgentDeps, SettlementMerchant } from '../deps.js';
import { endedPeriods, periodContaining, periodNameOf, type PeriodName } from '../periods.js';
import * as settlement from '../settlement-store.js';
import { settlePeriod, type RunResult } from './settle-period.js';

/** Most periods one call settles per kind and period name (a day of catching up for real-time). */
const CATCH_UP: Record<PeriodName, number> = {
  '5min': 288,
  hourly: 48,
  daily: 7,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};

/** The period names a kind settles on (dividends: each period a dividend contract may have). */
export function periodNamesOf(kind: ContractKind): PeriodName[] {
  return kind === 'dividend' ? [...DIVIDEND_PERIODS] : [periodNameOf(kind, null)];
}

/**
 * The settlement job (`agents.settle-due`, every 5 minutes): for each merchant, kind and period
 * name with an accepted contract, every period that ended at least `settleLagMs` ago and that no
 * job run settled yet, oldest first, from the period of the first contract ever accepted. A run
 * that fails leaves its period for the next call (the job's retry, or the next slot).
 */
export async function settleDue(deps: AgentDeps): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (const merchant of await deps.merchants()) runs.push(...(await settleMerchant(deps, merchant)));
  return runs;
}

async function settleMerchant(deps: AgentDeps, merchant: SettlementMerchant): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (const kind of CONTRACT_KINDS)
    for (const name of periodNamesOf(kind)) {
      const first = await settlement.firstActiveFrom(deps.db, merchant.merchantId, kind, name);
      if (!first) continue;
      const last = await settlement.lastSettledEnd(deps.db, merchant.merchantId, kind, name);
      const after = last ?? periodContaining(name, first, merchant.timeZone).start;
      const due = endedPeriods(
        name,
        after,
        deps.clock.now(),
        merchant.timeZone,
        deps.settleLagMs,
        CATCH_UP[name],
      );
      for (const period of due)
        runs.push(await settlePeriod(deps, merchant, kind, period, { type: 'job', by: null }));
    }
  return runs;
}
