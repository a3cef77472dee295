import type { Consolidated, ContractKind } from '@wps/contracts';

/** The request flag of each kind: a new contract or a termination waits for this member's answer. */
export const REQUEST_FLAG: Record<ContractKind, keyof Consolidated> = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
  dividend: 'divtypereq',
};

/** The info flag of each kind: its menu entry shows. */
export const INFO_FLAG: Record<ContractKind, keyof Consolidated> = {
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'realtimesalinfotype',
  dividend: 'divtypeinfo',
};

/** The module switch of each kind (each under AGENTPOLICY3). */
export const KIND_MODULE: Record<ContractKind, string> = {
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
  dividend: 'SIGNCONDIV3',
};

/** Whether a kind's calls are switched on for this site (AGENTPOLICY3 and the kind's own switch). */
export function kindSwitchedOn(modules: Record<string, boolean>, kind: ContractKind): boolean {
  return modules.AGENTPOLICY3 === true && modules[KIND_MODULE[kind]] === true;
}

/** Whether a kind's menu shows: switched on, and the consolidated info flag says so. */
export function kindShown(
  modules: Record<string, boolean>,
  consolidated: Consolidated | null,
  kind: ContractKind,
): boolean {
  return kindSwitchedOn(modules, kind) && consolidated?.[INFO_FLAG[kind]] === true;
}

/** True when some request waits for an answer. */
export function requestWaiting(value: Consolidated): boolean {
  return Object.values(REQUEST_FLAG).some((flag) => value[flag]);
}
