import type { DepositDeps } from '../deps.js';

/** Whether this deployment runs the named payment provider (configured and enabled). */
export function offersProvider(deps: DepositDeps, name: string): boolean {
  return deps.providers.has(name);
}
