import type { Contract, CurrencySettings } from '@wps/contracts';
import { bpToRate, tierView } from './rules.js';
import type { ContractRow } from './store.js';

/** A contract version on the wire (`usernames`: the parties' names by member id). */
export function contractView(
  row: ContractRow,
  currency: CurrencySettings,
  usernames: Map<number, string>,
): Contract {
  const party = (id: number) => ({ id, username: usernames.get(id) ?? `#${id}` });
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    period: row.period as Contract['period'],
    carryOver: row.carryOver,
    tiers: row.tiers.map((tier) => tierView(tier, currency)),
    topRate: bpToRate(row.topRateBp),
    payer:
      row.payerId === null
        ? { type: 'platform', member: null }
        : { type: 'upline', member: party(row.payerId) },
    agent: party(row.agentId),
    offeredAt: row.offeredAt.getTime(),
    answeredAt: row.answeredAt?.getTime() ?? null,
    activeFrom: row.activeFrom?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    terminationRequest:
      row.terminationBy && row.terminationAt && row.endsAt === null
        ? { by: row.terminationBy, at: row.terminationAt.getTime() }
        : null,
    endReason: row.endReason,
  };
}

/** The member ids a list of contracts names. */
export function partiesOf(rows: readonly ContractRow[]): number[] {
  return rows.flatMap((row) => (row.payerId === null ? [row.agentId] : [row.agentId, row.payerId]));
}
