import type { ContractKind } from '@wps/contracts';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';

/**
 * Accepts or rejects the request waiting on a contract, through the process call of its kind
 * (docs/product.md §Calls): dividends and daily salary by GET with a query, hourly and real-time
 * salary by POST with a body.
 */
export function processRequest(kind: ContractKind, contractId: number, accept: boolean) {
  switch (kind) {
    case 'dividend':
      return callApi(routes.processDividend, { query: { contractId, accept: accept ? 'true' : 'false' } });
    case 'daily':
      return callApi(routes.processDailySalary, { query: { contractId, accept: accept ? 'true' : 'false' } });
    case 'hourly':
      return callApi(routes.processHourSalary, { body: { contractId, accept } });
    case 'realtime':
      return callApi(routes.processRealtimeSalary, { body: { contractId, accept } });
  }
}

/** Asks to end an active contract (either side), or withdraws an offer not yet answered (the payer). */
export function terminateContract(contractId: number) {
  return callApi(routes.terminateContract, { params: { contractId } });
}
