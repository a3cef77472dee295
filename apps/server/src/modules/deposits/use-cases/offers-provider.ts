import type { DepositDeps } from '../deps.js';

/** Whether this deployment runs the named payment provider itself (the sandbox, when configured). */
export function offersProvider(deps: DepositDeps, name: string): boolean {
  return deps.providers.builtIn.has(name);
}
